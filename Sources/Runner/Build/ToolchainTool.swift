import Foundation

/// The toolchain's own programs (`llvm-symbolizer`, `llvm-nm`): found on the search path, or next
/// to the real `swiftc` (the one a `/usr/bin/swiftc` link points at), where a toolchain unpacked
/// in a folder of its own keeps them.
enum ToolchainTool {
  /// The path of the program called `name`, or nil when neither place has it.
  static func path(_ name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
    let fileManager = FileManager.default
    let folders = (environment["PATH"] ?? "/usr/bin").split(separator: ":").map(String.init)
    if let found = folders.map({ $0 + "/" + name }).first(where: fileManager.isExecutableFile(atPath:)) {
      return found
    }
    guard let real = compilerFolder(environment: environment) else { return nil }
    let beside = real.appendingPathComponent(name).path
    return fileManager.isExecutableFile(atPath: beside) ? beside : nil
  }

  /// The folder of the real `swiftc` on the search path (links resolved).
  static func compilerFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
    let folders = (environment["PATH"] ?? "/usr/bin").split(separator: ":")
    guard let compiler = folders.map({ "\($0)/swiftc" }).first(where: FileManager.default.isExecutableFile(atPath:))
    else { return nil }
    return URL(fileURLWithPath: compiler).resolvingSymlinksInPath().deletingLastPathComponent()
  }
}

/// The toolchain's runtime libraries (`libswiftCore.so`, Foundation…): `lib/swift/linux` beside
/// the real `swiftc`'s folder, which apps must be able to read in their sandbox.
package enum ToolchainRuntime {
  package static let folder: String? = {
    guard let bin = ToolchainTool.compilerFolder() else { return nil }
    let runtime = bin.deletingLastPathComponent().appendingPathComponent("lib/swift/linux").path
    return FileManager.default.fileExists(atPath: runtime) ? runtime : nil
  }()
}
