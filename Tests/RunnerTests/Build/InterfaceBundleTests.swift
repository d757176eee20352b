import Foundation
import InterfaceModel
import Testing
import TutorTestSupport

@testable import Runner

/// interface-files.md: storyboards and xibs go into the app bundle compiled, as Xcode's ibtool
/// compiles them — `X/Main.storyboard` as `X/Main.storyboardc`, `X/Cell.xib` as `X/Cell.nib`,
/// the JSON of the checked document UIKit loads — and one that does not check is an error at its
/// line, blamed on whoever gave it.
@Suite("Interface files in the app bundle")
struct InterfaceBundleTests {
  static func fixture(_ name: String) throws -> String {
    try String(
      contentsOf: TestPaths.fixtures.appendingPathComponent("Interface").appendingPathComponent(name), encoding: .utf8)
  }

  /// A storyboard whose outlet (line 8) points at an object it does not define.
  static let brokenStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc1">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" customClass="ViewController" sceneMemberID="viewController">
                        <connections>
                            <outlet property="timeLeftLabel" destination="gone" id="o1"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  private func resource(_ path: String, _ text: String, lessons: Bool = true) -> AppBundle.Resource {
    AppBundle.Resource(path: path, data: Data(text.utf8), isLessons: lessons)
  }

  @Test("a storyboard becomes NAME.storyboardc and a xib NAME.nib, the document compiled; the XML is not copied")
  func compiled() throws {
    let storyboard = try Self.fixture("EggTimer.storyboard")
    let xib = try Self.fixture("RecipeCell.xib")
    let files = try AppBundle.files(for: [
      resource("Base.lproj/Main.storyboard", storyboard), resource("RecipeCell.xib", xib, lessons: false),
      resource("data/notes.txt", "x"),
    ])
    #expect(files.keys.sorted() == ["Base.lproj/Main.storyboardc", "RecipeCell.nib", "data/notes.txt"])
    let main = try InterfaceDocument(compiled: [UInt8](try #require(files["Base.lproj/Main.storyboardc"])))
    #expect(main.kind == .storyboard)
    #expect(main.fileName == "Base.lproj/Main.storyboard")
    #expect(main.root["initialViewController"] == "Qx7-Tm-4aE")
    let outlet = main.root.allElements.first { $0.name == "outlet" }
    #expect(outlet?["property"] == "timeLeftLabel")
    #expect(outlet?.line == 75)
    let cell = try InterfaceDocument(compiled: [UInt8](try #require(files["RecipeCell.nib"])))
    #expect(cell.kind == .xib)
  }

  @Test(
    "a storyboard that does not check is an error at its line, blamed on whoever gave it", arguments: [true, false])
  func broken(lessons: Bool) {
    do {
      _ = try AppBundle.files(for: [resource("Base.lproj/Main.storyboard", Self.brokenStoryboard, lessons: lessons)])
      Issue.record("an outlet to nowhere was accepted")
    } catch {
      #expect(error.path == "Base.lproj/Main.storyboard")
      #expect(error.line == 8)
      #expect(error.isLessons == lessons)
      #expect(
        error.description.hasPrefix(
          "Base.lproj/Main.storyboard:8: error: the outlet timeLeftLabel points at \"gone\", which the document "))
    }
  }

  @Test("a lesson's broken storyboard is placed at its line in the lesson file")
  func brokenInLesson() {
    let sources = AppSources(
      learnerFiles: [],
      supportFiles: [
        LessonCode(name: "Base.lproj/Main.storyboard", contents: Self.brokenStoryboard, lessonFile: "L.md", line: 30)
      ])
    let failure = AppBundle.Failure(
      path: "Base.lproj/Main.storyboard", message: "the outlet …", isLessons: true, line: 8)
    #expect(AppBuilder.located(failure, in: sources) == "L.md:37: error: Base.lproj/Main.storyboard: the outlet …")
  }

  @Test("a malformed xib is an error at its line")
  func malformedXib() {
    let xib =
      "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">\n<objects>\n</document>"
    do {
      _ = try AppBundle.files(for: [resource("Cell.xib", xib, lessons: false)])
      Issue.record("a malformed xib was accepted")
    } catch {
      #expect(error.path == "Cell.xib")
      #expect(error.line == 4)
      #expect(error.message.hasPrefix("this is not well-formed XML"))
    }
  }
}

/// The same through a real build: a storyboard edit lays out a new bundle around the cached
/// executable (its key covers Swift only), and the bundle holds the compiled storyboard.
@Suite("Apps with storyboards", .tags(.spawnsProcess), .serialized)
struct StoryboardAppBuildTests {
  private func sources(storyboard: String, learners: Bool = false) -> AppSources {
    let swift = SourceFile(
      name: "ViewController.swift", contents: "import UIKit\n\nclass ViewController: UIViewController {}\n")
    let file = "Base.lproj/Main.storyboard"
    return AppSources(
      learnerFiles: [swift] + (learners ? [SourceFile(name: file, contents: storyboard)] : []),
      supportFiles: learners ? [] : [LessonCode(name: file, contents: storyboard, lessonFile: "L.md", line: 20)])
  }

  @Test("the bundle holds Main.storyboardc, and a storyboard edit does not compile again")
  func storyboardEdit() throws {
    let builder = try LessonPipelineTests().builder()
    let storyboard = try InterfaceBundleTests.fixture("EggTimer.storyboard")
    let first = try builder.build(sources(storyboard: storyboard))
    let contents = try FileManager.default.subpathsOfDirectory(atPath: first.bundle).sorted()
    #expect(contents.contains("Base.lproj/Main.storyboardc"))
    #expect(!contents.contains("Base.lproj/Main.storyboard"))
    let edited = storyboard.replacingOccurrences(
      of: "title=\"Egg Timer\"", with: "title=\"Timer \(UUID().uuidString)\"")
    let second = try builder.build(sources(storyboard: edited))
    #expect(second.cached, "the executable was compiled again for a storyboard edit")
    #expect(!second.bundleCached)
    #expect(second.bundle != first.bundle)
  }

  @Test("a broken storyboard stops the build: the lesson's at the lesson's line, the learner's at its own")
  func brokenStops() throws {
    let builder = try LessonPipelineTests().builder()
    do {
      _ = try builder.build(sources(storyboard: InterfaceBundleTests.brokenStoryboard))
      Issue.record("built")
    } catch {
      guard case .lessonsFiles(let output) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(output.hasPrefix("L.md:27: error: Base.lproj/Main.storyboard: the outlet timeLeftLabel points at"))
    }
    do {
      _ = try builder.build(sources(storyboard: InterfaceBundleTests.brokenStoryboard, learners: true))
      Issue.record("built")
    } catch {
      guard case .learnersCode(let output, _) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(output.hasPrefix("Base.lproj/Main.storyboard:8: error: the outlet timeLeftLabel points at"))
    }
  }
}
