import Foundation
import ProjectFiles

/// An Xcode project's app target as an app Tutor builds: its Swift sources (named by their path
/// in the project folder, so the compiler's messages keep the learner's file names), its
/// resources at their places in the bundle, its Info.plist and its build settings — read from
/// `project.pbxproj` by ProjectFiles, so a project made in Xcode on a Mac runs here unchanged
/// (docs/interface-files.md, "Where the files come from").
package struct ProjectApp: Sendable {
  package let project: XcodeProject
  package let target: AppTarget
  package let sources: AppSources

  /// Why a project cannot be built as an app.
  package enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The project's own files do not read (at their line).
    case project(ProjectFileError)
    /// A file a build phase names is missing or unreadable.
    case unreadableFile(path: String, reason: String)
    /// The project has several app targets and none was chosen, or the one chosen is not there.
    case chooseTarget(named: String?, among: [String])
    /// A file the target lists is outside the project's folder (an absolute path, or `..`): a
    /// lesson's or a learner's project may use only its own files.
    case outsideProject(path: String)

    package var description: String {
      switch self {
      case .project(let error): error.description
      case .unreadableFile(let path, let reason): "cannot read \(path), which the app target lists: \(reason)"
      case .chooseTarget(nil, let names):
        "the project has several app targets (\(names.joined(separator: ", "))); name the one to run "
          + "(tutor run --target NAME, or target: NAME in a lesson's project block)"
      case .outsideProject(let path):
        "the app target lists \(path), which is outside the project's folder; a project here may use only its own "
          + "files"
      case .chooseTarget(let name?, let names):
        "the project has no app target named \(name); its app targets are \(names.joined(separator: ", "))"
      }
    }
  }

  /// The app of `target` (or the project's only app target) of the project at `path`.
  ///
  /// `confined`: every file the target lists must be inside the project's folder — for a lesson's
  /// or a learner's project, whose `project.pbxproj` could otherwise name any file of the machine.
  package static func load(path: String, target name: String? = nil, confined: Bool = false) throws(Problem)
    -> ProjectApp
  {
    let project: XcodeProject
    do {
      project = try XcodeProject.load(path: path)
    } catch {
      throw .project(error)
    }
    let names = project.appTargets.map(\.name)
    let chosen: AppTarget?
    if let name {
      chosen = project.appTargets.first { $0.name == name }
    } else {
      chosen = project.appTargets.count == 1 ? project.appTargets.first : nil
    }
    guard let target = chosen else { throw .chooseTarget(named: name, among: names) }
    if confined {
      let listed =
        target.sources + target.resources.flatMap { [$0.path, $0.bundlePath] }
        + [target.infoPlistPath]
        .compactMap { $0 }
      if let outside = listed.first(where: { !AppBundle.isInsideBundle($0) }) {
        throw .outsideProject(path: outside)
      }
    }
    return ProjectApp(project: project, target: target, sources: try sources(of: target, in: project.folder))
  }

  /// The files of `target` as an app's sources: Swift as text, resources as bytes at their bundle
  /// paths (a folder resource — an asset catalog, an `.lproj` — with every file inside it), the
  /// Info.plist as `Info.plist`.
  static func sources(of target: AppTarget, in folder: String) throws(Problem) -> AppSources {
    var files: [SourceFile] = []
    for path in target.sources {
      let data = try read(path, in: folder)
      guard let text = String(data: data, encoding: .utf8) else {
        throw .unreadableFile(path: path, reason: "Swift code must be UTF-8 text")
      }
      files.append(SourceFile(name: path, contents: text))
    }
    for resource in target.resources {
      for (inside, data) in try contents(of: resource.path, in: folder) {
        let bundlePath = inside.isEmpty ? resource.bundlePath : "\(resource.bundlePath)/\(inside)"
        files.append(SourceFile(name: bundlePath, data: data))
      }
    }
    if let infoPlist = target.infoPlistPath {
      files.append(SourceFile(name: "Info.plist", data: try read(infoPlist, in: folder)))
    }
    return AppSources(
      learnerFiles: files,
      product: AppProduct(buildSettings: target.buildSettings, infoPlistSource: target.infoPlistPath))
  }

  /// The bytes of the file at `path` (relative to `folder`, or absolute).
  private static func read(_ path: String, in folder: String) throws(Problem) -> Data {
    try read(located(path, in: folder), naming: path)
  }

  /// The bytes of the file at `full`, a problem naming it as `path` when they cannot be read.
  private static func read(_ full: String, naming path: String) throws(Problem) -> Data {
    do {
      return try Data(contentsOf: URL(fileURLWithPath: full))
    } catch {
      throw .unreadableFile(path: path, reason: (error as NSError).localizedDescription)
    }
  }

  /// Where `path` (relative to `folder`, or absolute) is.
  private static func located(_ path: String, in folder: String) -> String {
    path.hasPrefix("/") ? path : (folder as NSString).appendingPathComponent(path)
  }

  /// A resource's files: the file itself (path ""), or every file under the folder by its path
  /// inside it, hidden files (`.DS_Store`) left out.
  private static func contents(of path: String, in folder: String) throws(Problem) -> [(String, Data)] {
    let full = located(path, in: folder)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder) else {
      throw .unreadableFile(path: path, reason: "there is no such file")
    }
    guard isFolder.boolValue else { return [("", try read(path, in: folder))] }
    guard let enumerator = FileManager.default.enumerator(atPath: full) else {
      throw .unreadableFile(path: path, reason: "the folder cannot be listed")
    }
    var found: [(String, Data)] = []
    while let inside = enumerator.nextObject() as? String {
      guard !inside.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
      var isSubfolder: ObjCBool = false
      let file = (full as NSString).appendingPathComponent(inside)
      guard FileManager.default.fileExists(atPath: file, isDirectory: &isSubfolder), !isSubfolder.boolValue else {
        continue
      }
      found.append((inside, try read(file, naming: "\(path)/\(inside)")))
    }
    return found.sorted { $0.0 < $1.0 }
  }
}
