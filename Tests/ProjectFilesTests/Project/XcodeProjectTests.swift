import Foundation
import Testing
import TutorTestSupport

@testable import ProjectFiles

@Suite struct XcodeProjectTests {
  /// Golden: an Xcode 15 project's app target from its build phases, groups and variant groups,
  /// and its unit test target skipped.
  @Test func loadsTheGroupsProject() throws {
    let project = try XcodeProject.load(path: ProjectFilesFixtures.project("Groups"))
    expectGolden(ProjectDump.dump(project), named: "Groups-project.txt")
  }

  /// Golden: an Xcode 16 project's app target from its synchronized folder, less the membership
  /// exception and its Info.plist; the UI test target skipped.
  @Test func loadsTheSynchronizedProject() throws {
    let project = try XcodeProject.load(path: ProjectFilesFixtures.project("Synchronized"))
    expectGolden(ProjectDump.dump(project), named: "Synchronized-project.txt")
  }

  @Test func theXcodeprojItselfLoadsTheSameProject() throws {
    let folder = ProjectFilesFixtures.project("Groups")
    let fromFolder = try XcodeProject.load(path: folder)
    let fromProject = try XcodeProject.load(path: folder + "/Groceries.xcodeproj/")
    #expect(fromFolder == fromProject)
    #expect(fromFolder.name == "Groceries")
    #expect(fromFolder.folder == folder)
  }

  @Test func theGroupsAppHasItsSourcesAndBundlePaths() throws {
    let app = try #require(try XcodeProject.load(path: ProjectFilesFixtures.project("Groups")).appTargets.first)
    #expect(
      app.sources == ["Groceries/ViewController.swift", "Groceries/AppDelegate.swift", "Groceries/SceneDelegate.swift"])
    #expect(
      app.resources.map(\.bundlePath) == [
        "Base.lproj/LaunchScreen.storyboard", "Assets.xcassets", "Base.lproj/Main.storyboard", "words.txt",
      ])
    #expect(app.infoPlistPath == "Groceries/Info.plist")
    // The target's Debug settings over the project's; $(inherited) takes the project's value.
    #expect(app.buildSettings["SDKROOT"] == "iphoneos")
    #expect(app.buildSettings["MARKETING_VERSION"] == "1.2")
    #expect(app.buildSettings["GCC_PREPROCESSOR_DEFINITIONS"] == "DEBUG=1")
    #expect(app.buildSettings["LD_RUNPATH_SEARCH_PATHS"] == "@executable_path/Frameworks")
    #expect(app.buildSettings["DEBUG_INFORMATION_FORMAT"] == "dwarf")
    #expect(app.buildSettings["TARGET_NAME"] == "Groceries")
  }

  @Test func everyPathOfTheFixturesExistsOnDisk() throws {
    for name in ["Groups", "Synchronized"] {
      let project = try XcodeProject.load(path: ProjectFilesFixtures.project(name))
      for app in project.appTargets {
        for path in app.sources + app.resources.map(\.path) + [app.infoPlistPath ?? ""] {
          #expect(FileManager.default.fileExists(atPath: project.folder + "/" + path), "\(name): \(path)")
        }
      }
    }
  }

  @Test func sourceTreesResolveAsXcodeResolvesThem() throws {
    try ProjectFilesFixtures.withScratchFolder { folder in
      try ProjectFilesFixtures.write(
        ProjectFileText.minimal(
          files: [
            ("F1", "{isa = PBXFileReference; path = A.swift; sourceTree = \"<group>\"; }"),
            ("F2", "{isa = PBXFileReference; path = Shared/B.swift; sourceTree = SOURCE_ROOT; }"),
            ("F3", "{isa = PBXFileReference; path = /opt/C.swift; sourceTree = \"<absolute>\"; }"),
            ("F4", "{isa = PBXFileReference; path = UIKit.framework; sourceTree = SDKROOT; }"),
            ("F5", "{isa = PBXFileReference; path = ../Up.swift; sourceTree = \"<group>\"; }"),
          ], groupPath: "App/Code"),
        to: folder + "/App.xcodeproj/project.pbxproj")
      let app = try #require(try XcodeProject.load(path: folder).appTargets.first)
      #expect(app.sources == ["App/Code/A.swift", "Shared/B.swift", "/opt/C.swift", "App/Up.swift"])
    }
  }
}

/// A small project file written in the tests: one group (the main group's child) holding
/// `files`, each in the app target's sources phase.
enum ProjectFileText {
  static func minimal(files: [(id: String, definition: String)], groupPath: String) -> String {
    let buildFiles = files.map { "\t\tB\($0.id) = {isa = PBXBuildFile; fileRef = \($0.id); };\n" }.joined()
    let definitions = files.map { "\t\t\($0.id) = \($0.definition);\n" }.joined()
    return """
      // !$*UTF8*$!
      {
      \tarchiveVersion = 1;
      \tobjectVersion = 56;
      \tobjects = {
      \(buildFiles)\(definitions)\
      \t\tMAIN = {isa = PBXGroup; children = (GROUP, ); sourceTree = "<group>"; };
      \t\tGROUP = {isa = PBXGroup; children = (\(files.map { "\($0.id), " }.joined())); path = \(groupPath); sourceTree = "<group>"; };
      \t\tSOURCES = {isa = PBXSourcesBuildPhase; files = (\(files.map { "B\($0.id), " }.joined())); };
      \t\tAPP = {isa = PBXNativeTarget; buildPhases = (SOURCES, ); name = App; productType = "com.apple.product-type.application"; };
      \t\tPROJECT = {isa = PBXProject; mainGroup = MAIN; targets = (APP, ); };
      \t};
      \trootObject = PROJECT;
      }

      """
  }
}
