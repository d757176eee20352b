/// Where the files of `project.pbxproj` are on disk, found as Xcode finds them: each file
/// reference's `path` is relative to what its `sourceTree` says — its group (`<group>`, through
/// every group above it), the project folder (`SOURCE_ROOT`) or nothing (`<absolute>`).
///
/// References into the SDK or the build products (`SDKROOT`, `BUILT_PRODUCTS_DIR`,
/// `DEVELOPER_DIR`: frameworks and the app itself) have no path here.
struct ProjectPaths {
  private let table: PBXObjectTable
  /// Each group's and file's group, by identifier.
  private var parents: [String: String] = [:]

  /// Finds every object's group, from the project's main group down.
  init(table: PBXObjectTable, mainGroup: PBXObject) throws(ProjectFileError) {
    self.table = table
    var pending = [mainGroup]
    var seen: Set<String> = [mainGroup.identifier]
    while let group = pending.popLast() {
      for child in group.references("children") {
        let object = try table.object(child, referrer: Self.describe(group), kind: "child")
        guard seen.insert(object.identifier).inserted else { continue }
        parents[object.identifier] = group.identifier
        pending.append(object)
      }
    }
  }

  /// How a group reads in messages: "the group 'Groceries'".
  static func describe(_ group: PBXObject) -> String {
    guard let name = group.string("name") ?? group.string("path") else { return "the project's main group" }
    return "the group '\(name)'"
  }

  /// The object's path, relative to the project folder (absolute when the project gives one);
  /// nil when it lives in the SDK or the build products, or in a group that does.
  func path(of object: PBXObject) -> String? {
    var components: [String] = []
    var current: PBXObject? = object
    var steps = 0
    while let item = current, steps < 256 {
      steps += 1
      if let path = item.string("path") { components.insert(path, at: 0) }
      switch item.string("sourceTree") ?? "<group>" {
      case "<group>":
        current = parents[item.identifier].flatMap { table.objectIfPresent($0) }
      case "SOURCE_ROOT", "SRCROOT": current = nil
      case "<absolute>": return Self.normalized(components.joined(separator: "/"))
      default: return nil
      }
    }
    return Self.normalized(components.joined(separator: "/"))
  }

  /// A path with empty and `.` components removed and `..` applied where it can be.
  static func normalized(_ path: String) -> String {
    var result: [Substring] = []
    for component in path.split(separator: "/") where component != "." {
      if component == "..", let last = result.last, last != ".." {
        result.removeLast()
      } else {
        result.append(component)
      }
    }
    return (path.hasPrefix("/") ? "/" : "") + result.joined(separator: "/")
  }

  /// `name` inside `folder`, both as this type writes paths.
  static func join(_ folder: String, _ name: String) -> String {
    folder.isEmpty ? name : normalized(folder + "/" + name)
  }

  /// Where a resource at `path` goes in the bundle: its name, inside its `.lproj` folder when it
  /// has one.
  static func bundlePath(of path: String) -> String {
    let components = path.split(separator: "/")
    guard let name = components.last else { return path }
    if components.count >= 2, components[components.count - 2].hasSuffix(".lproj") {
      return "\(components[components.count - 2])/\(name)"
    }
    return String(name)
  }
}
