import Foundation

/// Foundation's `FileManager` with an iOS app's directories: for the user domain,
/// `.documentDirectory`, `.libraryDirectory`, `.applicationSupportDirectory` and
/// `.cachesDirectory` are `Documents/`, `Library/`, `Library/Application Support/` and
/// `Library/Caches/` inside the app's container (its home), as on a device. (Foundation on Linux
/// would answer the user's own home or XDG folders instead.) Shadows Foundation's class for
/// learner code, as `Timer` does; everything else is Foundation's. (`url(for:in:appropriateFor:
/// create:)` is declared in an extension of Foundation's class and cannot be overridden; the
/// runner lowers learner calls of it to `_tutorURL(for:in:appropriateFor:create:)` below.)
open class FileManager: Foundation.FileManager, @unchecked Sendable {
  private static let shared = FileManager()

  override open class var `default`: Foundation.FileManager { shared }

  override open func urls(for directory: SearchPathDirectory, in domainMask: SearchPathDomainMask) -> [URL] {
    guard domainMask.contains(.userDomainMask), let folder = Self.containerFolder(for: directory) else {
      return super.urls(for: directory, in: domainMask)
    }
    return [folder]
  }

  /// The container folder for `directory`, when the app has a container (its `HOME`).
  static func containerFolder(for directory: SearchPathDirectory) -> URL? {
    guard let home = ProcessInfo.processInfo.environment["HOME"], !home.isEmpty else { return nil }
    let container = URL(fileURLWithPath: home, isDirectory: true)
    switch directory {
    case .documentDirectory: return container.appendingPathComponent("Documents", isDirectory: true)
    case .libraryDirectory: return container.appendingPathComponent("Library", isDirectory: true)
    case .applicationSupportDirectory:
      return container.appendingPathComponent("Library/Application Support", isDirectory: true)
    case .cachesDirectory: return container.appendingPathComponent("Library/Caches", isDirectory: true)
    default: return nil
    }
  }
}

extension Foundation.FileManager {
  /// `url(for:in:appropriateFor:create:)` with the app container's user directories, as on a
  /// device. Foundation declares that method in an extension, which a subclass cannot override,
  /// so the runner lowers learner calls of it to this one (SourceLowering).
  public func _tutorURL(
    for directory: SearchPathDirectory, in domain: SearchPathDomainMask, appropriateFor url: URL?,
    create shouldCreate: Bool
  ) throws -> URL {
    guard domain.contains(.userDomainMask), let folder = FileManager.containerFolder(for: directory) else {
      return try self.url(for: directory, in: domain, appropriateFor: url, create: shouldCreate)
    }
    if shouldCreate { try createDirectory(at: folder, withIntermediateDirectories: true) }
    return folder
  }
}
