import CheckLanguage
import Foundation
import Testing

@testable import LessonKit

/// One small lesson per validation rule (docs/lesson-format.md "What `tutor lint` reports"), proving the
/// message and the exact line.
@Suite("Lint rules")
struct LintRuleTests {
  /// A lesson: front matter (lines 1–4), a title (line 5), a blank line, then `body` from line 7.
  private static func lesson(frontMatter: String = "id: sample\ntitle: Sample", body: String) -> String {
    "---\n\(frontMatter)\n---\n# Sample\n\n\(body)"
  }

  private static let exercise = """
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
    """

  static let cases: [(name: String, source: String, message: String, line: Int)] = [
    ("no front matter", "# Sample\n", "the lesson has no front matter", 1),
    ("missing title", lesson(frontMatter: "id: sample", body: exercise), "the front matter has no title", 1),
    (
      "duplicate key", lesson(frontMatter: "id: sample\ntitle: Sample\nid: again", body: exercise),
      "id is given twice", 4
    ),
    (
      "unknown key (warning)", lesson(frontMatter: "id: sample\ntitle: Sample\ncolour: red", body: exercise),
      "unknown front-matter key \"colour\"", 4
    ),
    (
      "malformed front matter", lesson(frontMatter: "id: sample\ntitle: Sample\njust words", body: exercise),
      "front matter lines are key: value, closed by a --- line", 4
    ),
    (
      "unknown device", lesson(frontMatter: "id: sample\ntitle: Sample\ndevice: pixel", body: exercise),
      "unknown device \"pixel\"", 4
    ),
    (
      "order not a number", lesson(frontMatter: "id: sample\ntitle: Sample\norder: first", body: exercise),
      "order must be a whole number, not \"first\"", 4
    ),
    (
      "quiz without a right answer", lesson(body: "## Quiz: Q\n```quiz\n? Pick\n- [ ] a\n- [ ] b\n```\n"),
      "the question \"Pick\" has no right answer", 9
    ),
    ("quiz without a question", lesson(body: "## Quiz: Q\n```quiz\n```\n"), "the quiz has no question", 9),
    (
      "quiz step without a quiz block", lesson(body: "## Quiz: Q\nNo block here.\n"),
      "the quiz step \"Q\" has no ```quiz block", 7
    ),
    (
      "exercise without a check",
      lesson(body: "## Exercise: E\n```swift starter file=A.swift\nx\n```\n```swift solution file=A.swift\ny\n```\n"),
      "the exercise \"E\" has no check", 7
    ),
    (
      "unknown check step", lesson(body: exercise.replacingOccurrences(of: "launch", with: "lunch")),
      "unknown step \"lunch\"; did you mean \"launch\"?", 15
    ),
    (
      "misspelt device in a check",
      lesson(
        body: exercise.replacingOccurrences(of: "```check Ok\nlaunch", with: "```check Ok\ndevice iphone-es\nlaunch")),
      "expected a device: iphone-se, iphone-8, iphone-15 or ipad, found iphone-es; did you mean \"iphone-se\"?", 15
    ),
    (
      "device after launch",
      lesson(body: exercise.replacingOccurrences(of: "```check Ok\nlaunch", with: "```check Ok\nlaunch\ndevice ipad")),
      "device ipad comes after the launch on line 15, and a device cannot change under a running app; "
        + "put it before launch", 16
    ),
    (
      "misspelt layout expectation",
      lesson(
        body: exercise.replacingOccurrences(of: "```check Ok\nlaunch", with: "```check Ok\nlaunch\nexpect #a abvoe #b")),
      "expected text, a state (enabled, disabled, hidden, focused, selected, on, off), alpha, value, frame, above, "
        + "below, left of, right of, inside safe area, fully visible, centered, width or height, found abvoe; "
        + "did you mean \"above\"?", 16
    ),
    (
      "bad points", lesson(body: exercise.replacingOccurrences(of: "```check Ok", with: "```check Ok points=two")),
      "points=two is not a whole number", 14
    ),
    (
      "Swift check without expect (warning)",
      lesson(body: exercise.replacingOccurrences(of: "```check Ok\nlaunch", with: "```swift check Ok\nlet a = 1")),
      "this Swift check never calls expect, and a check that makes no expectation fails", 14
    ),
    (
      "Swift check whose only expect is commented out (warning)",
      lesson(
        body: exercise.replacingOccurrences(
          of: "```check Ok\nlaunch", with: "```swift check Ok\nlet a = 1 // expect(a == 1, \"one\")")),
      "this Swift check never calls expect, and a check that makes no expectation fails", 14
    ),
    (
      "host: with a word after the class", lesson(body: exercise + "\n```text app\nhost: Foo bar\n```\n"),
      "host: unexpected bar after the controller class", 18
    ),
    (
      "host: that is not a class name", lesson(body: exercise + "\n```text app\nhost: 123\n```\n"),
      "host: expected a view controller class name, found 123", 18
    ),
    (
      "two exercises with one id", lesson(body: exercise + "\n" + exercise),
      "two exercises have the id \"ok\" (the first is at line 7)", 17
    ),
  ]

  @Test("each rule reports its message at its line", arguments: cases)
  func rule(name: String, source: String, message: String, line: Int) {
    let (_, diagnostics) = LessonParser.parse(source: source, file: "sample.md")
    let match = diagnostics.first { $0.message == message }
    #expect(match != nil, "\(name): got \(diagnostics.map(\.description))")
    #expect(match?.location.line == line, "\(name)")
    #expect(match?.fix?.isEmpty == false, "\(name): a fix is given")
  }

  @Test("the lesson set: duplicate lesson ids and requires naming no lesson")
  func lessonSetRules() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-rules-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = Self.lesson(frontMatter: "id: sample\ntitle: One\nrequires: missing", body: Self.exercise)
    let second = Self.lesson(frontMatter: "id: sample\ntitle: Two", body: Self.exercise)
    try first.write(to: folder.appendingPathComponent("01-one.md"), atomically: true, encoding: .utf8)
    try second.write(to: folder.appendingPathComponent("02-two.md"), atomically: true, encoding: .utf8)
    let set = LessonSet.load(paths: [folder.path])
    let messages = set.diagnostics.map(\.message)
    #expect(messages.contains { $0.hasPrefix("the lesson id \"sample\" is also used by") })
    #expect(messages.contains("requires names no lesson: \"missing\""))
  }

  @Test("one lesson file linted alone may require the lessons beside it, and only those")
  func singleFileRequires() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-single-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let basics = Self.lesson(frontMatter: "id: basics\ntitle: Basics", body: Self.exercise)
    let next = Self.lesson(frontMatter: "id: next\ntitle: Next\nrequires: basics, nowhere", body: Self.exercise)
    try basics.write(to: folder.appendingPathComponent("01-basics.md"), atomically: true, encoding: .utf8)
    try next.write(to: folder.appendingPathComponent("02-next.md"), atomically: true, encoding: .utf8)
    let set = LessonSet.load(paths: [folder.appendingPathComponent("02-next.md").path])
    #expect(set.lessons.map(\.id) == ["next"])
    #expect(set.diagnostics.map(\.message) == ["requires names no lesson: \"nowhere\""])
  }
}
