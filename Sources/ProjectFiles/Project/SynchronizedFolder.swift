/// A folder Xcode 16 keeps in sync with a target (`PBXFileSystemSynchronizedRootGroup`): every file
/// in it belongs to the targets that list the folder, except the paths an exception set names for
/// a target (`PBXFileSystemSynchronizedBuildFileExceptionSet`'s `membershipExceptions`).
///
/// Its files are listed from the disk: `.swift` files are sources, everything else is a resource,
/// copied to the bundle's top level as Xcode copies them. Asset catalogs, `.lproj` folders, Core
/// Data models and the folders the group names in `explicitFolders` are copied whole. The target's
/// own Info.plist, entitlements and `.xcconfig` files are not resources.
struct SynchronizedFolder {
  /// The project folder.
  let projectFolder: String
  /// The folder's path, relative to the project folder.
  let path: String
  /// Paths inside the folder that are not members of the target.
  let exceptions: Set<String>
  /// Paths inside the folder copied as one folder.
  let explicitFolders: [String]
  /// The target's INFOPLIST_FILE, relative to the project folder.
  let infoPlistPath: String?

  private static let wholeFolderExtensions = ["xcassets", "lproj", "xcdatamodeld", "bundle", "scnassets"]
  private static let notResources = ["entitlements", "xcconfig"]

  /// The membership exceptions of `group`'s exception sets that apply to `target`.
  static func exceptions(of group: PBXObject, for target: PBXObject, table: PBXObjectTable) throws(ProjectFileError)
    -> Set<String>
  {
    var result: Set<String> = []
    for reference in group.references("exceptions") {
      let set = try table.object(
        reference, referrer: "the synchronized folder '\(group.string("path") ?? "")'", kind: "exception set")
      guard set.isa == "PBXFileSystemSynchronizedBuildFileExceptionSet", set.string("target") == target.identifier
      else { continue }
      result.formUnion(set.fields["membershipExceptions"]?.array?.compactMap(\.string) ?? [])
    }
    return result
  }

  /// The folder's sources and resources, in the order of their paths.
  func contents() throws(ProjectFileError) -> (sources: [String], resources: [ProjectResource]) {
    // Xcode keeps a synchronized folder inside the project's; one elsewhere is not listed (a
    // learner's project could otherwise name any folder of the machine).
    let normalized = ProjectPaths.normalized(path)
    guard !normalized.hasPrefix("/"), normalized != "..", !normalized.hasPrefix("../") else {
      throw .unreadableFile(path: path, reason: "a synchronized folder must be inside the project's folder")
    }
    var sources: [String] = []
    var resources: [ProjectResource] = []
    try walk("", depth: 0, sources: &sources, resources: &resources)
    return (sources, resources)
  }

  /// Folders inside a synchronized folder nest at most this deep (a link to a folder above would
  /// otherwise be walked without end).
  private static let depthLimit = 32

  private func walk(_ relative: String, depth: Int, sources: inout [String], resources: inout [ProjectResource])
    throws(ProjectFileError)
  {
    guard depth < Self.depthLimit else {
      throw .unreadableFile(path: ProjectPaths.join(path, relative), reason: "folders nest too deep here")
    }
    let folderPath = ProjectPaths.join(path, relative)
    for name in try ProjectFileSystem.names(in: ProjectPaths.join(projectFolder, folderPath)) {
      let inside = ProjectPaths.join(relative, name)
      guard !isExcepted(inside) else { continue }
      let fullPath = ProjectPaths.join(folderPath, name)
      let pathExtension = name.split(separator: ".").count > 1 ? String(name.split(separator: ".").last ?? "") : ""
      if ProjectFileSystem.isFolder(ProjectPaths.join(projectFolder, fullPath)) {
        if Self.wholeFolderExtensions.contains(pathExtension) || explicitFolders.contains(inside) {
          resources.append(.init(path: fullPath, bundlePath: name))
        } else {
          try walk(inside, depth: depth + 1, sources: &sources, resources: &resources)
        }
      } else if pathExtension == "swift" {
        sources.append(fullPath)
      } else if fullPath != infoPlistPath, !Self.notResources.contains(pathExtension) {
        resources.append(.init(path: fullPath, bundlePath: name))
      }
    }
  }

  /// Whether the path inside the folder, or a folder above it, is an exception.
  private func isExcepted(_ inside: String) -> Bool {
    exceptions.contains { inside == $0 || inside.hasPrefix($0 + "/") }
  }
}
