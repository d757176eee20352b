import Foundation
import Testing

@testable import ProjectFiles

@Suite struct XcodeProjectErrorTests {
  private static let groupsProjectFile = "Groups/Groceries.xcodeproj/project.pbxproj"

  /// Writes the Groups project file changed by `change` into a scratch `Groceries.xcodeproj` and
  /// loads it; answers the error and the changed text.
  private func loadChanged(_ change: (String) -> String) throws -> (ProjectFileError?, String) {
    let text = change(try ProjectFilesFixtures.text(Self.groupsProjectFile))
    return try ProjectFilesFixtures.withScratchFolder { folder in
      try ProjectFilesFixtures.write(text, to: folder + "/Groceries.xcodeproj/project.pbxproj")
      return (ProjectFilesFixtures.error { () throws(ProjectFileError) in try XcodeProject.load(path: folder) }, text)
    }
  }

  /// The 1-based number of the first line of `text` containing `fragment`.
  private func line(of fragment: String, in text: String) -> Int {
    (text.components(separatedBy: "\n").firstIndex { $0.contains(fragment) } ?? -2) + 1
  }

  @Test func aBuildFileTheProjectDoesNotDefineIsAnErrorAtItsLine() throws {
    let (error, text) = try loadChanged {
      $0.replacingOccurrences(
        of: "7C4A85132B1E5F0A001A2B13 /* AppDelegate.swift in Sources */,",
        with: "DEADBEEFDEADBEEFDEADBEEF /* AppDelegate.swift in Sources */,")
    }
    let expectedLine = line(of: "DEADBEEFDEADBEEFDEADBEEF", in: text)
    #expect(expectedLine > 200)
    #expect(
      error?.description
        == "Groceries.xcodeproj/project.pbxproj:\(expectedLine): the target 'Groceries' lists build file "
        + "'DEADBEEFDEADBEEFDEADBEEF', which the project does not define; the file is damaged (often by a merge): "
        + "open it in Xcode or remove the reference")
  }

  @Test func aGroupChildTheProjectDoesNotDefineIsAnErrorAtItsLine() throws {
    let (error, text) = try loadChanged {
      $0.replacingOccurrences(
        of: "\t\t\t\t7C4A77112B1E5F0A001A2B11 /* words.txt */,", with: "\t\t\t\tFEEDFACE /* words.txt */,")
    }
    #expect(
      error?.location
        == ProjectFileLocation(file: "Groceries.xcodeproj/project.pbxproj", line: line(of: "FEEDFACE", in: text)))
    #expect(
      error?.message.hasPrefix("the group 'Groceries' lists child 'FEEDFACE', which the project does not define")
        == true)
  }

  @Test func aProjectWithNoAppTargetListsWhatItHas() throws {
    let (error, text) = try loadChanged {
      $0.replacingOccurrences(
        of: "\t\t\t\t7C4A1C042B1E5F0A001A2B04 /* Groceries */,\n\t\t\t\t7C4A2305", with: "\t\t\t\t7C4A2305")
    }
    #expect(
      error?.description
        == "Groceries.xcodeproj/project.pbxproj:\(line(of: "targets = (", in: text)): the project has no iOS app target "
        + "to run; it has: GroceriesTests (a unit test bundle: Tutor runs the app itself, not XCTest)")
  }

  @Test func aSyntaxErrorNamesTheProjectFileLineAndColumn() throws {
    let (error, text) = try loadChanged {
      $0.replacingOccurrences(of: "\t\t\tisa = PBXProject;", with: "\t\t\tisa = PBXProject")
    }
    #expect(
      error?.description
        == "Groceries.xcodeproj/project.pbxproj:\(line(of: "isa = PBXProject", in: text)):20: expected ';' after the "
        + "value of 'isa', found 'attributes'")
  }

  @Test func aFolderWithoutAProjectIsAnError() throws {
    try ProjectFilesFixtures.withScratchFolder { folder in
      let error = ProjectFilesFixtures.error { () throws(ProjectFileError) in try XcodeProject.load(path: folder) }
      #expect(error == .projectNotFound(path: folder))
      #expect(error?.description.hasPrefix("there is no Xcode project at \(folder); give the folder") == true)
    }
  }

  @Test func aFolderWithSeveralProjectsListsThem() throws {
    try ProjectFilesFixtures.withScratchFolder { folder in
      for name in ["Beta.xcodeproj", "Alpha.xcodeproj"] {
        try FileManager.default.createDirectory(atPath: folder + "/" + name, withIntermediateDirectories: true)
      }
      let error = ProjectFilesFixtures.error { () throws(ProjectFileError) in try XcodeProject.load(path: folder) }
      #expect(error == .severalProjects(folder: folder, names: ["Alpha.xcodeproj", "Beta.xcodeproj"]))
      #expect(
        error?.description
          == "\(folder) holds several Xcode projects (Alpha.xcodeproj, Beta.xcodeproj); give the one to run, "
          + "e.g. \(folder)/Alpha.xcodeproj")
    }
  }

  @Test func anXcodeprojWithoutItsProjectFileIsAnError() throws {
    try ProjectFilesFixtures.withScratchFolder { folder in
      try FileManager.default.createDirectory(atPath: folder + "/App.xcodeproj", withIntermediateDirectories: true)
      let error = ProjectFilesFixtures.error { () throws(ProjectFileError) in try XcodeProject.load(path: folder) }
      #expect(error == .missingProjectFile(path: folder + "/App.xcodeproj"))
    }
  }
}
