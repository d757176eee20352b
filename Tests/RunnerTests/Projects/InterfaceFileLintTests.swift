import CheckLanguage
import Foundation
import LessonKit
import Runner
import Testing
import TutorTestSupport

/// interface-files.md "For authors": `tutor lint` reads a lesson's storyboards and xibs as the
/// build does and reports each problem at its line in the lesson; a custom class no Swift file
/// of the exercise declares; a storyboard the Info.plist names that the exercise lacks.
@Suite("tutor lint: storyboards and xibs")
struct InterfaceFileLintTests {
  static let viewController = """
    import UIKit

    final class ViewController: UIViewController {
        @IBOutlet weak var timeLeftLabel: UILabel!
        class var label: String { "" }
    }
    """

  static func plist(storyboard: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
        <key>UIMainStoryboardFile</key>
        <string>\(storyboard)</string>
    </dict>
    </plist>
    """
  }

  /// A lesson with one exercise: the storyboard as a support block, the Swift as starter and
  /// solution, the Info.plist as a support block.
  static func lessonSource(
    storyboard: String, swift: String = viewController, plist: String = plist(storyboard: "Main")
  )
    -> String
  {
    """
    ---
    id: storyboards
    title: Storyboards
    order: 1
    summary: One exercise.
    ---
    ## Exercise: Egg timer {#egg-timer}

    ```swift starter file=ViewController.swift
    import UIKit
    ```

    ```swift solution file=ViewController.swift
    \(swift)
    ```

    ```xml support file=Base.lproj/Main.storyboard
    \(storyboard)
    ```

    ```xml support file=Info.plist
    \(plist)
    ```

    ```check It launches
    launch
    ```
    """
  }

  private func diagnostics(_ source: String) throws -> [LessonDiagnostic] {
    let (parsed, _) = LessonParser.parse(source: source, file: "/tmp/storyboard-lesson.md")
    return ProjectFileLint.diagnostics(for: try #require(parsed))
  }

  /// The lesson line of `line` of the block that follows the fence line `fence`.
  private func lessonLine(_ source: String, fence: String, line: Int) throws -> Int {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let index = try #require(lines.firstIndex { $0 == fence })
    return index + 1 + line
  }

  @Test("Xcode's egg timer storyboard with its controller declared has nothing to report")
  func clean() throws {
    let storyboard = try InterfaceBundleTests.fixture("EggTimer.storyboard")
    #expect(try diagnostics(Self.lessonSource(storyboard: storyboard)) == [])
  }

  @Test("an outlet to nowhere is an error at its line in the lesson, naming the file")
  func danglingOutlet() throws {
    let source = Self.lessonSource(storyboard: InterfaceBundleTests.brokenStoryboard)
    let found = try diagnostics(source)
    #expect(found.count == 1)
    #expect(found.first?.severity == .error)
    #expect(
      found.first?.location.line
        == (try lessonLine(source, fence: "```xml support file=Base.lproj/Main.storyboard", line: 8)))
    #expect(
      found.first?.message.hasPrefix("Base.lproj/Main.storyboard: the outlet timeLeftLabel points at \"gone\"") == true)
  }

  @Test("malformed XML in a starter xib is an error at its line")
  func malformedXib() throws {
    let source = Self.lessonSource(storyboard: try InterfaceBundleTests.fixture("EggTimer.storyboard"))
      .replacingOccurrences(
        of: "```check It launches",
        with:
          "```xml starter file=Cell.xib\n<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">\n<objects>\n</document>\n```\n\n```check It launches"
      )
    let found = try diagnostics(source)
    #expect(found.count == 1)
    #expect(found.first?.location.line == (try lessonLine(source, fence: "```xml starter file=Cell.xib", line: 4)))
    #expect(found.first?.message.hasPrefix("Cell.xib: this is not well-formed XML") == true)
  }

  @Test("a custom class no Swift file of the exercise declares is a warning at its element")
  func undeclaredClass() throws {
    let storyboard = try InterfaceBundleTests.fixture("EggTimer.storyboard")
    let source = Self.lessonSource(
      storyboard: storyboard, swift: "import UIKit\n\nclass EggTimerViewController: UIViewController {}")
    let found = try diagnostics(source)
    #expect(found.count == 1)
    #expect(found.first?.severity == .warning)
    #expect(
      found.first?.location.line
        == (try lessonLine(source, fence: "```xml support file=Base.lproj/Main.storyboard", line: 14)))
    #expect(
      found.first?.message.hasPrefix(
        "Base.lproj/Main.storyboard: the viewController has custom class ViewController, which no Swift file") == true)
    #expect(
      found.first?.fix
        == "declare class ViewController in the exercise's Swift files, or correct customClass=\"ViewController\"")
  }

  @Test("a storyboard the Info.plist names that the exercise lacks is an error at the plist's line")
  func missingStoryboard() throws {
    let storyboard = try InterfaceBundleTests.fixture("EggTimer.storyboard")
    let source = Self.lessonSource(storyboard: storyboard, plist: Self.plist(storyboard: "Timer"))
    let found = try diagnostics(source)
    #expect(found.count == 1)
    #expect(found.first?.location.line == (try lessonLine(source, fence: "```xml support file=Info.plist", line: 5)))
    #expect(
      found.first?.message
        == "Info.plist names the storyboard \"Timer\" (UIMainStoryboardFile), but the exercise has no "
        + "Timer.storyboard; at launch UIKit would stop with \"Could not find a storyboard named 'Timer'\"")
  }

  @Test("a scene's UISceneStoryboardFile is checked too")
  func sceneStoryboard() throws {
    let plist = """
      <plist version="1.0">
      <dict>
          <key>UIApplicationSceneManifest</key>
          <dict>
              <key>UISceneConfigurations</key>
              <dict>
                  <key>UIWindowSceneSessionRoleApplication</key>
                  <array>
                      <dict>
                          <key>UISceneConfigurationName</key>
                          <string>Default Configuration</string>
                          <key>UISceneStoryboardFile</key>
                          <string>Recipes</string>
                      </dict>
                  </array>
              </dict>
          </dict>
      </dict>
      </plist>
      """
    let storyboard = try InterfaceBundleTests.fixture("EggTimer.storyboard")
    let source = Self.lessonSource(storyboard: storyboard, plist: plist)
    let found = try diagnostics(source)
    #expect(found.map(\.location.line) == [try lessonLine(source, fence: "```xml support file=Info.plist", line: 13)])
    #expect(found.first?.message.contains("(UISceneStoryboardFile)") == true)
  }

  @Test("class declarations are found simply: class var and class func are not classes")
  func declaredClasses() {
    let source =
      "final class A: UIViewController {\n  class func make() {}\n  class var b: Int { 1 }\n}\npublic class C<T> {}\n"
    #expect(InterfaceFileLint.declaredClasses(in: source) == ["A", "C"])
  }
}
