import CheckLanguage
import Testing

@testable import LessonKit

/// An exercise's `host:` (docs/lesson-format.md "How the app starts") is parsed as the check language parses
/// what follows `launch`, so `tutor lint` reports a bad one at its line.
@Suite("Exercise host")
struct ExerciseHostTests {
  /// A lesson whose one exercise has a ```text app block with `appLine` as its only line (line
  /// 19 of the file).
  private static func lesson(appLine: String) -> String {
    """
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

    ```text app
    \(appLine)
    ```
    """
  }

  @Test(
    "host: names the controller a plain launch starts, as launch would read it",
    arguments: [
      ("host: LoginViewController", CheckStep.HostController(className: "LoginViewController", inNavigation: false)),
      (
        "host:   NotesViewController in navigation",
        CheckStep.HostController(className: "NotesViewController", inNavigation: true)
      ),
    ])
  func goodHost(line: String, expected: CheckStep.HostController) throws {
    let (lesson, diagnostics) = LessonParser.parse(source: Self.lesson(appLine: line), file: "sample.md")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(try #require(lesson).exercises.first?.host == expected)
  }

  @Test(
    "a host: that is not one controller class is an error at its line and column, with a fix",
    arguments: [
      ("host: Foo bar", "host: unexpected bar after the controller class", 11),
      ("host: 123", "host: expected a view controller class name, found 123", 7),
      ("host: Foo in nav", "host: expected \"navigation\", found nav", 14),
      ("host:", "host: names no view controller class", 1),
      ("host: tabs A, B", "host: names one view controller class, not tabs", 1),
    ])
  func badHost(line: String, message: String, column: Int) throws {
    let (lesson, diagnostics) = LessonParser.parse(source: Self.lesson(appLine: line), file: "sample.md")
    let diagnostic = try #require(diagnostics.first, "no diagnostic for \(line)")
    #expect(diagnostics.count == 1, "\(diagnostics)")
    #expect(diagnostic.severity == .error)
    #expect(diagnostic.message == message)
    #expect(diagnostic.location == SourceLocation(line: 19, column: column))
    #expect(diagnostic.fix?.hasPrefix("write host: ClassName, or host: ClassName in navigation") == true)
    #expect(try #require(lesson).exercises.first?.host == nil)
  }
}
