import CheckLanguage
import DriverProtocol
import Foundation
import LessonKit
import Testing
import TutorTestSupport

@testable import Runner

/// A learner's code is compiled into the module of the lesson's Swift checks and runs in their
/// process; these learners try to pass a check with a wrong answer (issue 13). Each attempt must
/// leave the check failing at the lesson's line, or not compile as the learner's mistake.
@Suite("Swift checks cannot be fooled", .tags(.spawnsProcess), .serialized)
struct SwiftCheckTamperingTests {
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
        var value = 0
        func increment() {}
    }
    ```

    ```swift solution file=Counter.swift
    import UIKit

    final class Counter {
        var value = 0
        func increment() { value += 1 }
    }
    ```

    ```swift check hidden Increments by one
    let counter = Counter()
    counter.increment()
    expect(counter.value == 1, "increment() adds one")
    ```

    ```swift check States nothing
    let counter = Counter()
    guard counter.value == 99 else { return }
    expect(counter.value == 99, "never reached")
    ```
    """

  /// The wrong answer, with `cheat` added as a file of its own — or, `bypassingRules`, compiled
  /// as if it were the lesson's own code, as a learner who found a way around LearnerCodeRules
  /// (dlsym, say) would have it.
  private func outcomes(cheat: String, bypassingRules: Bool = false) throws -> [CheckOutcome] {
    let (parsed, _) = LessonParser.parse(source: Self.lessonText, file: "Lessons/counting.md")
    let exercise = try #require(parsed?.exercises.first)
    let cheatFile = SourceFile(name: "Hack.swift", contents: cheat)
    let files = AppSources.files(exercise.starters) + (bypassingRules ? [] : [cheatFile])
    var sources = AppSources(exercise: exercise, lessonFile: "Lessons/counting.md", learnerFiles: files)
    if bypassingRules {
      sources.supportFiles.append(
        LessonCode(name: "Hack.swift", contents: cheat, lessonFile: "Lessons/hack.md", line: 1))
    }
    let runner = CheckRunner(executable: try LessonPipelineTests().builder().build(sources).executable)
    return exercise.checks.enumerated().map { runner.run($0.element, number: $0.offset) }
  }

  /// The failure of the hidden check, as for any wrong answer: the lesson's line of the expect.
  private static let incrementFails = CheckRunner.Result.failed(
    step: #"expect(counter.value == 1, "increment() adds one")"#, location: SourceLocation(line: 31, column: 1),
    expected: "increment() adds one", found: "it was not so")

  @Test("an expect of the learner's own, at the top level, does not stand in for the check's")
  func shadowedExpect() throws {
    let cheat = """
      import UIKit

      @MainActor
      func expect(
        _ condition: @autoclosure () throws -> Bool, _ message: String, file: String = #filePath, line: Int = #line
      ) rethrows {}

      enum AppHost {
        @MainActor
        static func expect(
          _ condition: @autoclosure () throws -> Bool, _ message: String, file: String = #filePath, line: Int = #line
        ) rethrows {}
      }
      """
    let outcome = try #require(try outcomes(cheat: cheat).first)
    #expect(outcome.result == Self.incrementFails)
    #expect(outcome.expectations.map(\.passed) == [false])
  }

  @Test("importing Tutor's own modules is a compile error in the learner's file, at its line")
  func internalImport() throws {
    let cheat = "import UIKit\n// the driver's internals:\n@preconcurrency import DriverProtocol\n"
    do {
      _ = try outcomes(cheat: cheat)
      Issue.record("an app importing DriverProtocol was built")
    } catch let failure as BuildFailure {
      #expect(!failure.isLessonsFault)
      #expect(
        failure.description == """
          Hack.swift:3:24: error: no such module 'DriverProtocol' (Tutor's own modules cannot be imported by app code)
              @preconcurrency import DriverProtocol
                                     ^
          """)
    }
  }

  @Test("a check registered by the learner's code, before or after the app host registers the lesson's, is ignored")
  func registeredByTheLearner() throws {
    // The import is refused, so this learner calls AppHost's entry point by its symbol: first
    // from main() before the app host starts, then from a thread while it serves the checks.
    let cheat = """
      import Foundation
      import UIKit

      typealias Recorder = @MainActor @Sendable (Bool, String, String, Int) -> Void
      @_silgen_name("$s7AppHost24_tutorRegisterSwiftCheckyySi_yySb_S2SSitYbScMYccYbKScMYcctF")
      func registerCheck(_ number: Int, _ body: @escaping @MainActor @Sendable (@escaping Recorder) throws -> Void)

      @main
      enum Cheat {
        static func main() {
          let passing: @MainActor @Sendable (@escaping Recorder) throws -> Void = { record in
            record(true, "increment() adds one", "", 0)
          }
          registerCheck(0, passing)
          Thread.detachNewThread {
            for _ in 0..<200 {
              registerCheck(0, passing)
              usleep(1000)
            }
          }
          UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, nil)
        }
      }
      """
    // Binding AppHost's entry point by its symbol is refused in learner code…
    do {
      _ = try outcomes(cheat: cheat)
      Issue.record("an app binding a symbol by name was built")
    } catch let failure as BuildFailure {
      #expect(failure.description.hasPrefix("Hack.swift:5:1: error: '@_silgen_name' is not available to app code"))
    }
    // …and a learner who gets there another way is still ignored by the registration window.
    let outcome = try #require(try outcomes(cheat: cheat, bypassingRules: true).first)
    #expect(outcome.result == Self.incrementFails)
    #expect(outcome.expectations.first?.message == "increment() adds one")
    #expect(
      outcome.expectations.last?.message
        == "the app's code called _tutorRegisterSwiftCheck, which only the code Tutor generates may call (ignored)")
  }

  @Test("a Swift check that makes no expectation fails, saying so")
  func noExpectation() throws {
    let outcome = try #require(try outcomes(cheat: "import UIKit\n").last)
    #expect(outcome.expectations.isEmpty)
    #expect(
      outcome.result
        == .failed(
          step: "the Swift check", location: SourceLocation(line: 34, column: 1),
          expected: "the check to make at least one expectation", found: "the check made no expectation"))
  }
}
