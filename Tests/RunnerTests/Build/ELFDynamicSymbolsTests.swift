import Foundation
import Testing
import TutorTestSupport

@testable import Runner

/// The dynamic symbol table read from the file (System V ABI, ELF-64 object file format): the
/// same defined symbols `llvm-nm -D --defined-only` lists, and a clear error for what is not an
/// ELF file.
@Suite("ELF dynamic symbols", .tags(.spawnsProcess))
struct ELFDynamicSymbolsTests {
  @Test("a linked app's defined dynamic symbols are llvm-nm's, by name and kind")
  func sameAsNM() throws {
    let app = TestPaths.product("EggTimer").path
    let symbols = try ELFDynamicSymbols.defined(in: app)
    #expect(symbols.contains(ELFDynamicSymbols.Symbol(name: "main", isFunction: true)))
    #expect(symbols.contains { $0.name.hasPrefix("$s") })
    let nm = try #require(ToolchainTool.path("llvm-nm"), "the toolchain's llvm-nm is the reference")
    var lister = ChildProcess(executable: nm, arguments: ["-D", "--defined-only", app])
    // The runtime exports some 14,000 symbols, over a megabyte of listing: more than the default capture.
    lister.captureLimit = 16 << 20
    let listing = try lister.run(timeout: .seconds(60))
    #expect(!listing.outputWasTruncated)
    // nm's letter says where a symbol is: T/t text (code), i an indirect function; W/w is any
    // weak symbol, code or not, so weak ones are compared by name only.
    var names: Set<String> = []
    var functions: Set<String> = []
    var weak: Set<String> = []
    for line in listing.standardOutput.split(whereSeparator: \.isNewline) {
      let fields = line.split(separator: " ")
      guard fields.count >= 2 else { continue }
      let name = String(fields[fields.count - 1].prefix { $0 != "@" })
      let letter = fields[fields.count - 2]
      names.insert(name)
      if ["T", "t", "i"].contains(letter) { functions.insert(name) }
      if ["W", "w", "V", "v"].contains(letter) { weak.insert(name) }
    }
    #expect(Set(symbols.map(\.name)) == names)
    #expect(Set(symbols.filter(\.isFunction).map(\.name)).subtracting(weak) == functions)
  }

  @Test("a file that is not an ELF executable, or is cut short, is an error that says so")
  func notELF() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("elf-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = folder.appendingPathComponent("text").path
    try "#!/bin/sh\necho hi\n".write(toFile: text, atomically: true, encoding: .utf8)
    #expect(throws: ELFDynamicSymbols.ReadError.notELF64(path: text)) { try ELFDynamicSymbols.defined(in: text) }
    let cut = folder.appendingPathComponent("cut").path
    let head = try Data(contentsOf: TestPaths.product("EggTimer")).prefix(4096)
    try head.write(to: URL(fileURLWithPath: cut))
    #expect {
      try ELFDynamicSymbols.defined(in: cut)
    } throws: { error in
      guard case .malformed(let path, _) = error as? ELFDynamicSymbols.ReadError else { return false }
      return path == cut
    }
  }
}
