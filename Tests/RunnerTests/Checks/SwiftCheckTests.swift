import CheckLanguage
import Foundation
import LessonKit
import Testing
import TutorTestSupport

@testable import Runner

/// Swift checks (docs/lesson-format.md "Swift checks"): compiled with the learner's code, each run in
/// an app process of its own, every `expect(_:_:)` reported, lines pointing into the lesson file.
@Suite("Swift checks", .tags(.spawnsProcess), .serialized)
struct SwiftCheckTests {
  static let lessonText = """
    ---
    id: counting
    title: Counting
    ---
    # Counting

    ## Exercise: Counter {#counter}
    Make the counter count.

    ```swift starter file=Counter.swift
    import UIKit

    final class Counter {
        static var instances = 0
        var value = 0
        init() { Counter.instances += 1 }
        func increment() {}
    }
    ```

    ```swift solution file=Counter.swift
    import UIKit

    final class Counter {
        static var instances = 0
        var value = 0
        init() { Counter.instances += 1 }
        func increment() { value += 1 }
    }
    ```

    ```swift check Increments by one
    let counter = Counter()
    expect(counter.value == 0, "a new counter starts at 0")
    counter.increment()
    expect(counter.value == 1, "increment() adds one")
    expect(Counter.instances == 1, "no state is left from another check")
    ```

    ```swift check hidden Fresh process
    let counter = Counter()
    expect(Counter.instances == 1, "each check runs in an app of its own")
    ```
    """

  private func exercise(_ text: String = lessonText) throws -> (Lesson, Exercise) {
    let (parsed, diagnostics) = LessonParser.parse(source: text, file: "Lessons/counting.md")
    #expect(diagnostics.filter { $0.severity == .error }.isEmpty)
    let lesson = try #require(parsed)
    return (lesson, try #require(lesson.exercises.first))
  }

  private func run(_ files: [ExerciseFile], text: String = lessonText) throws -> [CheckOutcome] {
    let (lesson, exercise) = try exercise(text)
    let sources = AppSources(exercise: exercise, lessonFile: lesson.file, learnerFiles: AppSources.files(files))
    let runner = CheckRunner(executable: try LessonPipelineTests().builder().build(sources).executable)
    return exercise.checks.enumerated().map { runner.run($0.element, number: $0.offset) }
  }

  @Test("the solution passes; every expect call is reported in order")
  func passing() throws {
    let (_, exercise) = try exercise()
    let outcomes = try run(exercise.solutions)
    #expect(outcomes.map(\.result) == [.passed, .passed])
    #expect(
      outcomes[0].expectations.map(\.message) == [
        "a new counter starts at 0", "increment() adds one", "no state is left from another check",
      ])
    #expect(outcomes[0].expectations.allSatisfy { $0.passed })
    // `swift check hidden` is a hidden check, like ```check hidden.
    #expect(exercise.checks.map(\.isHidden) == [false, true])
  }

  @Test("a failed expectation names its lesson line and source; later calls still run")
  func failing() throws {
    let (_, exercise) = try exercise()
    let outcome = try #require(try run(exercise.starters).first)
    // The check's body starts on line 33 of the lesson; the failing call is its fourth line.
    #expect(
      outcome.result
        == .failed(
          step: #"expect(counter.value == 1, "increment() adds one")"#, location: SourceLocation(line: 36, column: 1),
          expected: "increment() adds one", found: "it was not so"))
    #expect(outcome.expectations.map(\.passed) == [true, false, true])
    #expect(outcome.expectations.map(\.line) == [34, 36, 37])
    #expect(outcome.expectations[0].file == "Lessons/counting.md")
  }

  @Test("a mistake in a Swift check is the lesson's, shown at the lesson file's line")
  func brokenCheck() throws {
    let text = Self.lessonText.replacingOccurrences(
      of: "expect(counter.value == 0, \"a new counter starts at 0\")", with: "expect(counter.count == 0, \"x\")")
    let (_, exercise) = try exercise(text)
    do {
      _ = try run(exercise.solutions, text: text)
      Issue.record("a broken check compiled")
    } catch let failure as BuildFailure {
      let report = failure.description
      #expect(report.contains("The lesson's own code (a support file or a Swift check) does not compile"))
      #expect(report.contains("Lessons/counting.md:34:"))
      #expect(report.contains("value of type 'Counter' has no member 'count'"))
      #expect(!report.contains("Counter.swift:"))
    }
  }

  @Test("a class the checks launch but the learner's code lacks is explained, not a compiler dump")
  func missingHost() throws {
    let sources = AppSources(
      learnerFiles: [SourceFile(name: "App.swift", contents: "import UIKit\nclass Renamed: UIViewController {}\n")],
      hosts: ["EggTimerViewController"])
    do {
      _ = try LessonPipelineTests().builder().build(sources)
      Issue.record("built without the host class")
    } catch let failure as BuildFailure {
      #expect(
        failure.description
          == "The checks launch EggTimerViewController, but your code has no class of that name; keep the name the exercise gives."
      )
    }
  }
}
