import Foundation
import Testing

@testable import Runner

/// The toolchain's programs are found on the search path, or beside the real swiftc.
@Suite("Toolchain tools")
struct ToolchainToolTests {
  @Test("a tool on the search path is found there; else beside the program a swiftc link points at")
  func found() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("toolchain-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let bin = root.appendingPathComponent("bin")
    let toolchain = root.appendingPathComponent("toolchain/usr/bin")
    for folder in [bin, toolchain] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    for path in [
      toolchain.appendingPathComponent("swift-driver").path, toolchain.appendingPathComponent("llvm-nm").path,
      bin.appendingPathComponent("llvm-symbolizer").path,
    ] {
      #expect(FileManager.default.createFile(atPath: path, contents: Data(), attributes: [.posixPermissions: 0o755]))
    }
    try FileManager.default.createSymbolicLink(
      atPath: bin.appendingPathComponent("swiftc").path,
      withDestinationPath: toolchain.appendingPathComponent("swift-driver").path)
    let environment = ["PATH": bin.path]
    #expect(
      ToolchainTool.path("llvm-symbolizer", environment: environment)
        == bin.appendingPathComponent("llvm-symbolizer").path)
    #expect(ToolchainTool.path("llvm-nm", environment: environment) == toolchain.appendingPathComponent("llvm-nm").path)
    #expect(ToolchainTool.path("llvm-objdump", environment: environment) == nil)
    #expect(ToolchainTool.path("llvm-nm", environment: ["PATH": root.path]) == nil)
  }
}
