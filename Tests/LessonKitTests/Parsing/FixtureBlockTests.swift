import DriverProtocol
import Foundation
import Testing

@testable import LessonKit

/// ```` ```http fixture ```` blocks (docs/lesson-format.md "Fixtures"): a raw HTTP response read
/// into the lesson's network, lesson-wide before the first exercise and per exercise inside one,
/// and every mistake reported by `tutor lint` at its line.
@Suite("Fixture blocks")
struct FixtureBlockTests {
  /// A lesson file in Fixtures/network (so `body=` finds Fixtures/network/fixtures/); the
  /// lesson-wide block's fence is line 7, the exercise's is line 20.
  private static func lesson(lessonBlock: String, exerciseBlock: String = "") -> (Lesson?, [LessonDiagnostic]) {
    let source = """
      ---
      id: sample
      title: Sample
      ---
      # Sample

      \(lessonBlock)

      ## Exercise: Ok
      ```swift starter file=A.swift
      let a = 1
      ```
      ```swift solution file=A.swift
      let a = 2
      ```
      ```check Ok
      launch
      ```

      \(exerciseBlock)
      """
    return LessonParser.parse(source: source, file: file)
  }

  private static let file: String = {
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    return here.appendingPathComponent("Fixtures/network/network.md").path
  }()

  @Test("a lesson-wide block and an exercise's block: status, reason, headers, body, method, latency, prefix")
  func reads() throws {
    let (lesson, diagnostics) = Self.lesson(
      lessonBlock: """
        ```http fixture url=https://api.example.com/todos latency=300ms
        HTTP/1.1 200 OK
        Content-Type: application/json

        [{"id": 1}]
        ```
        """,
      exerciseBlock: """
        ```http fixture url=https://api.example.com/todos/* method=post latency=1.5s
        HTTP/2 201 Created
        Location: /todos/2

        ```
        """)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let parsed = try #require(lesson)
    #expect(
      parsed.fixtures == [
        NetworkFixture(
          url: "https://api.example.com/todos", latencyMilliseconds: 300,
          headers: [.init(name: "Content-Type", value: "application/json")], body: #"[{"id": 1}]"#)
      ])
    let exercise = try #require(parsed.exercises.first)
    #expect(
      exercise.fixtures == [
        NetworkFixture(
          method: "POST", url: "https://api.example.com/todos/", isPrefix: true, latencyMilliseconds: 1500,
          status: 201, reason: "Created", headers: [.init(name: "Location", value: "/todos/2")], body: "")
      ])
    #expect(parsed.fixtures(for: exercise).count == 2)
    #expect(!exercise.markdown.contains("fixture"), "the block is taken out of the exercise's prose")
  }

  @Test("an exercise's fixture stands in for the lesson's with the same method and URL")
  func exerciseReplacesLesson() throws {
    let block = { (body: String) in "```http fixture url=https://a.example/x\nHTTP/1.1 200 OK\n\n\(body)\n```" }
    let (lesson, _) = Self.lesson(lessonBlock: block("lesson"), exerciseBlock: block("exercise"))
    let parsed = try #require(lesson)
    let exercise = try #require(parsed.exercises.first)
    #expect(parsed.fixtures(for: exercise).map(\.body) == ["exercise"])
  }

  @Test("body= reads the file from the fixtures folder beside the lesson")
  func bodyFile() throws {
    let (lesson, diagnostics) = Self.lesson(
      lessonBlock: "```http fixture url=https://api.example.com/todos body=todos.json\nHTTP/1.1 200 OK\n```")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(try #require(lesson).fixtures.first?.body.contains("Buy eggs") == true)
  }

  @Test(
    "every mistake is an error at its line",
    arguments: [
      ("```http fixture url=https://a.example/x\nHTTP/1.1 OK\n```", 8, "\"HTTP/1.1 OK\" is not an HTTP status line"),
      ("```http fixture url=https://a.example/x\n```", 8, "\"\" is not an HTTP status line"),
      (
        "```http fixture url=https://a.example/x\nHTTP/1.1 200 OK\nContent-Type application/json\n\n{}\n```", 9,
        "\"Content-Type application/json\" is not a header line"
      ),
      (
        "```http fixture url=https://a.example/x delay=3s\nHTTP/1.1 200 OK\n```", 7,
        "delay= is not an option of a fixture block"
      ),
      (
        "```http fixture url=https://a.example/x cached\nHTTP/1.1 200 OK\n```", 7,
        "cached is not an option of a fixture block"
      ),
      (
        "```http fixture url=https://a.example/x body=missing.json\nHTTP/1.1 200 OK\n```", 7,
        "body=missing.json is not a file in the fixtures folder beside the lesson"
      ),
      (
        "```http fixture url=https://a.example/x body=../network.md\nHTTP/1.1 200 OK\n```", 7,
        "body=../network.md is not a file in the fixtures folder beside the lesson"
      ),
      (
        "```http fixture url=https://a.example/x latency=soon\nHTTP/1.1 200 OK\n```", 7,
        "latency=soon is not a duration"
      ),
      ("```http fixture\nHTTP/1.1 200 OK\n```", 7, "a fixture block needs the URL it answers"),
      (
        "```http fixture url=ftp://a.example/x\nHTTP/1.1 200 OK\n```", 7,
        "url=ftp://a.example/x is not an http or https URL"
      ),
    ])
  func errors(block: String, line: Int, message: String) {
    let (_, diagnostics) = Self.lesson(lessonBlock: block)
    let found = diagnostics.filter { $0.severity == .error }
    #expect(found.map(\.message) == [message])
    #expect(found.map(\.location.line) == [line])
    #expect(found.allSatisfy { $0.file == Self.file && $0.fix != nil })
  }

  @Test("a block inside an exercise is reported at its own line")
  func exerciseLine() {
    let (_, diagnostics) = Self.lesson(
      lessonBlock: "", exerciseBlock: "```http fixture url=https://a.example/x\nHTTP/1.1 200 OK\nbad header\n```")
    #expect(diagnostics.map(\.location.line) == [22])
  }

  @Test("a block after the first exercise, outside one, is an error")
  func misplaced() {
    let source = """
      ---
      id: sample
      title: Sample
      ---
      # Sample

      ## Exercise: Ok
      ```swift starter file=A.swift
      let a = 1
      ```
      ```swift solution file=A.swift
      let a = 2
      ```
      ```check Ok
      launch
      ```

      ## Read: Afterwards
      ```http fixture url=https://a.example/x
      HTTP/1.1 200 OK
      ```
      """
    let (_, diagnostics) = LessonParser.parse(source: source, file: "sample.md")
    #expect(diagnostics.map(\.message) == ["a fixture block after the first exercise is not used there"])
    #expect(diagnostics.map(\.location.line) == [19])
  }
}
