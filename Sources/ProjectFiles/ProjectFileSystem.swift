import Foundation

/// The target's few reads of the disk, each turning Foundation's error into a ProjectFileError.
enum ProjectFileSystem {
  /// The bytes of the file at `path`.
  static func contents(of path: String) throws(ProjectFileError) -> Data {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw .unreadableFile(path: path, reason: "there is no such file")
    }
    guard !isFolder.boolValue else { throw .unreadableFile(path: path, reason: "it is a folder, not a file") }
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw .unreadableFile(path: path, reason: error.localizedDescription)
    }
  }

  /// Whether `path` is a folder.
  static func isFolder(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
  }

  /// The names in the folder at `path`, sorted, hidden ones (`.DS_Store`) left out.
  static func names(in path: String) throws(ProjectFileError) -> [String] {
    do {
      return try FileManager.default.contentsOfDirectory(atPath: path).filter { !$0.hasPrefix(".") }.sorted()
    } catch {
      throw .unreadableFile(path: path, reason: error.localizedDescription)
    }
  }
}
