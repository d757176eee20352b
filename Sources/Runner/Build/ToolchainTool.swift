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
    guard let compiler = folders.map({ $0 + "/swiftc" }).first(where: fileManager.isExecutableFile(atPath:)) else {
      return nil
    }
    let real = URL(fileURLWithPath: compiler).resolvingSymlinksInPath().deletingLastPathComponent()
    let beside = real.appendingPathComponent(name).path
    return fileManager.isExecutableFile(atPath: beside) ? beside : nil
  }
}
