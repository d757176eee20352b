import Foundation

/// An Xcode project as Tutor builds it: its app targets, with their sources, resources, Info.plist
/// and build settings, read from `project.pbxproj`, and the targets it leaves out with the reason.
package struct XcodeProject: Sendable, Equatable {
  /// The `.xcodeproj` folder.
  package var path: String
  /// The folder holding the `.xcodeproj`; every relative path of the targets starts here.
  package var folder: String
  /// The targets Tutor can run, in the project's order.
  package var appTargets: [AppTarget]
  /// The targets it cannot, in the project's order.
  package var skippedTargets: [SkippedTarget]

  /// The project's name: the `.xcodeproj` folder's name without the extension.
  package var name: String {
    ((path as NSString).lastPathComponent as NSString).deletingPathExtension
  }

  /// Loads the project at `path`: a folder holding exactly one `.xcodeproj`, or the `.xcodeproj`
  /// itself. Synchronized folders (Xcode 16) are listed from the disk.
  package static func load(path: String) throws(ProjectFileError) -> XcodeProject {
    let projectPath = try findProject(at: path)
    let projectFile = (projectPath as NSString).appendingPathComponent("project.pbxproj")
    guard FileManager.default.fileExists(atPath: projectFile) else { throw .missingProjectFile(path: projectPath) }
    let data = try ProjectFileSystem.contents(of: projectFile)
    let fileName = "\((projectPath as NSString).lastPathComponent)/project.pbxproj"
    return try read(data, fileName: fileName, projectPath: projectPath)
  }

  /// Reads `project.pbxproj`'s `data` for the project at `projectPath` (its `.xcodeproj`);
  /// `fileName` names the file in errors.
  package static func read(_ data: Data, fileName: String, projectPath: String) throws(ProjectFileError)
    -> XcodeProject
  {
    let root = try PropertyListASCIIReader.read(data, fileName: fileName)
    let folder = (projectPath as NSString).deletingLastPathComponent
    var reader = try ProjectReader(root: root, fileName: fileName, folder: folder)
    let (apps, skipped) = try reader.readTargets()
    return XcodeProject(path: projectPath, folder: folder, appTargets: apps, skippedTargets: skipped)
  }

  /// Whether `path` is an `.xcodeproj` or a folder holding one (what `load(path:)` accepts, the
  /// number of projects aside).
  package static func isProjectFolder(_ path: String) -> Bool {
    let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    guard ProjectFileSystem.isFolder(trimmed) else { return false }
    if trimmed.hasSuffix(".xcodeproj") { return true }
    return ((try? ProjectFileSystem.names(in: trimmed)) ?? []).contains { $0.hasSuffix(".xcodeproj") }
  }

  /// The `.xcodeproj` that `path` names or holds.
  private static func findProject(at path: String) throws(ProjectFileError) -> String {
    let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    guard ProjectFileSystem.isFolder(trimmed) else { throw .projectNotFound(path: path) }
    if trimmed.hasSuffix(".xcodeproj") { return trimmed }
    let projects = try ProjectFileSystem.names(in: trimmed).filter { $0.hasSuffix(".xcodeproj") }
    switch projects.count {
    case 0: throw .projectNotFound(path: path)
    case 1: return (trimmed as NSString).appendingPathComponent(projects[0])
    default: throw .severalProjects(folder: trimmed, names: projects)
    }
  }
}
