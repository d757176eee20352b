import CheckLanguage
import Foundation
import LessonKit
import Runner
import Testing

/// interface-files.md "For authors": `tutor lint` reads a lesson's property lists and Xcode
/// projects as the build would, and reports a problem at its line in the lesson.
@Suite("tutor lint: Info.plist blocks and projects")
struct ProjectFileLintTests {
  private func lesson(plist: String, project: String = "") throws -> Lesson {
    let source = """
      ---
      id: plist
      title: A plist
      order: 1
      summary: One exercise.
      ---
      ## Exercise: Launch {#launch}

      ```swift starter file=AppDelegate.swift
      import UIKit
      ```

      ```swift solution file=AppDelegate.swift
      import UIKit
      ```

      ```xml support file=Info.plist
      \(plist)
      ```
      \(project)
      ```check It launches
      launch
      ```
      """
    let (parsed, _) = LessonParser.parse(source: source, file: "/tmp/plist-lesson.md")
    return try #require(parsed)
  }

  @Test("a key without a value is an error at its line in the lesson, naming the file")
  func malformedPlist() throws {
    let plist = "<plist version=\"1.0\">\n<dict>\n<key>UIApplicationSceneManifest</key>\n</dict>\n</plist>"
    let diagnostics = ProjectFileLint.diagnostics(for: try lesson(plist: plist))
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.location.line == 20)
    #expect(
      diagnostics.first?.message.hasPrefix("Info.plist: the key 'UIApplicationSceneManifest' has no value") == true)
  }

  @Test("a good Info.plist has nothing to report")
  func goodPlist() throws {
    let plist = "<plist version=\"1.0\"><dict><key>CFBundleName</key><string>App</string></dict></plist>"
    #expect(ProjectFileLint.diagnostics(for: try lesson(plist: plist)).isEmpty)
  }
}
