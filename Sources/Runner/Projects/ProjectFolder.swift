import Foundation
import LessonKit

#if canImport(Glibc)
  import Glibc
#endif

/// An exercise whose files are an Xcode project folder (a lesson's ```` ```text project ````
/// block): the folder read as files — the lesson's copy when a lesson is proven, the learner's
/// copy in their workspace when they check or are graded — and those files built as the
/// project's app target.
package enum ProjectFolder {
  /// Folders Xcode and git keep beside a project that are no part of the app.
  static let ignoredFolders: Set<String> = ["xcuserdata", "DerivedData", "build", ".git", ".build"]

  /// The most files and the deepest nesting a project folder may have.
  static let fileLimit = 5_000
  static let depthLimit = 24

  /// The regular files under `folder` by their path inside it — hidden files, Xcode's per-user and
  /// build folders, and links left out (a link is never followed: the folder may be a learner's) —
  /// or nil when `folder` is not a folder or holds more than the limits allow.
  package static func names(at folder: String) -> [String]? {
    var status = stat()
    guard lstat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return nil }
    var found: [String] = []
    var pending: [(path: String, depth: Int)] = [("", 0)]
    while let (relative, depth) = pending.popLast() {
      let full = relative.isEmpty ? folder : (folder as NSString).appendingPathComponent(relative)
      for name in (try? FileManager.default.contentsOfDirectory(atPath: full)) ?? [] {
        guard !name.hasPrefix("."), !ignoredFolders.contains(name) else { continue }
        let path = relative.isEmpty ? name : "\(relative)/\(name)"
        guard lstat((folder as NSString).appendingPathComponent(path), &status) == 0 else { continue }
        switch status.st_mode & S_IFMT {
        case S_IFREG: found.append(path)
        case S_IFDIR:
          guard depth < depthLimit else { return nil }
          pending.append((path, depth + 1))
        default: continue
        }
        guard found.count <= fileLimit else { return nil }
      }
    }
    return found.sorted()
  }

  /// Every file of the lesson's project folder (Swift as text, the rest as bytes); nil when it is
  /// not a folder.
  package static func files(at folder: String) -> [SourceFile]? {
    guard let names = names(at: folder) else { return nil }
    return names.compactMap { name in
      guard let data = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent(name)) else {
        return nil
      }
      if GeneratedSupport.isSwift(name), let text = String(data: data, encoding: .utf8) {
        return SourceFile(name: name, contents: text)
      }
      return SourceFile(name: name, data: data)
    }
  }

  /// `files` with each of `overlay` in place of the file at its path (a starter or solution block).
  package static func overlaying(_ files: [SourceFile], with overlay: [ExerciseFile]) -> [SourceFile] {
    var byName = Dictionary(files.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    for file in overlay { byName[file.name] = SourceFile(name: file.name, contents: file.contents) }
    return byName.values.sorted { $0.name < $1.name }
  }

  /// The app that `files` (a project folder's, by path) make: written to a folder of their own,
  /// read as an Xcode project, and its `target`'s sources and resources taken.
  static func app(of files: [SourceFile], target: String?) -> Result<AppSources, ProjectApp.Problem> {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-project-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      // Only this process reads the copy: it may be a learner's.
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
      for file in files {
        guard AppBundle.isInsideBundle(file.name) else { return .failure(.outsideProject(path: file.name)) }
        let url = folder.appendingPathComponent(file.name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try file.data.write(to: url)
      }
    } catch {
      return .failure(.unreadableFile(path: "the project's files", reason: "they could not be copied to build them"))
    }
    return Result { () throws(ProjectApp.Problem) in
      try ProjectApp.load(path: folder.path, target: target, confined: true).sources
    }
  }
}
