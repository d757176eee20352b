import Foundation

/// The symbols an ELF64 little-endian executable defines in its dynamic symbol table — what
/// `llvm-nm -D --defined-only` lists — read from the file itself, without starting a program.
/// ExportedSymbols checks every linked app with it, so the check never depends on a tool being
/// installed. Layouts are the System V ABI's (`Elf64_Ehdr`, `Elf64_Shdr`, `Elf64_Sym`).
enum ELFDynamicSymbols {
  /// A defined dynamic symbol: its name (without a `@VERSION`) and whether it is code.
  struct Symbol: Equatable, Sendable {
    var name: String
    var isFunction: Bool
  }

  /// Why a file could not be read as the app the compiler made.
  enum ReadError: Error, Equatable, CustomStringConvertible {
    case unreadable(path: String)
    case notELF64(path: String)
    case malformed(path: String, what: String)

    var description: String {
      switch self {
      case .unreadable(let path): "could not read \(path)"
      case .notELF64(let path): "\(path) is not a 64-bit little-endian ELF file"
      case .malformed(let path, let what): "\(path) is malformed: \(what)"
      }
    }
  }

  private static let dynamicSymbolSection: UInt32 = 11  // SHT_DYNSYM
  private static let functionTypes: Set<UInt8> = [2, 10]  // STT_FUNC, STT_GNU_IFUNC

  /// The symbols `path` defines and exports, in table order.
  static func defined(in path: String) throws(ReadError) -> [Symbol] {
    guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path: path) }
    let bytes = [UInt8](data)
    let file = Reader(bytes: bytes, path: path)
    guard bytes.count >= 64, bytes[0..<4] == [0x7F, 0x45, 0x4C, 0x46], bytes[4] == 2, bytes[5] == 1 else {
      throw .notELF64(path: path)
    }
    let sectionsAt = try file.integer(at: 0x28, size: 8)
    let sectionSize = try file.integer(at: 0x3A, size: 2)
    let sectionCount = try file.integer(at: 0x3C, size: 2)
    guard sectionSize == 64 else { throw .malformed(path: path, what: "section headers of \(sectionSize) bytes") }
    func section(_ index: Int) throws(ReadError) -> (type: UInt32, offset: Int, size: Int, link: Int, entry: Int) {
      let header = sectionsAt + index * 64
      return (
        UInt32(try file.integer(at: header + 4, size: 4)), try file.integer(at: header + 24, size: 8),
        try file.integer(at: header + 32, size: 8), try file.integer(at: header + 40, size: 4),
        try file.integer(at: header + 56, size: 8)
      )
    }
    for index in 0..<sectionCount {
      let table = try section(index)
      guard table.type == dynamicSymbolSection else { continue }
      guard table.entry == 24, table.link < sectionCount else {
        throw .malformed(path: path, what: "a dynamic symbol table of \(table.entry)-byte entries")
      }
      let strings = try section(table.link)
      var symbols: [Symbol] = []
      for start in stride(from: table.offset, to: table.offset + table.size, by: 24) {
        let sectionIndex = try file.integer(at: start + 6, size: 2)
        guard sectionIndex != 0 else { continue }  // SHN_UNDEF: used, not defined
        let nameOffset = try file.integer(at: start, size: 4)
        let name = try file.string(at: strings.offset + nameOffset, limit: strings.offset + strings.size)
        guard !name.isEmpty else { continue }
        let type = try UInt8(file.integer(at: start + 4, size: 1)) & 0xF
        symbols.append(Symbol(name: String(name.prefix { $0 != "@" }), isFunction: functionTypes.contains(type)))
      }
      return symbols
    }
    return []
  }

  /// Bounds-checked little-endian reads.
  private struct Reader {
    let bytes: [UInt8]
    let path: String

    func integer(at offset: Int, size: Int) throws(ReadError) -> Int {
      guard offset >= 0, size <= 8, offset <= bytes.count - size else {
        throw .malformed(path: path, what: "a field past the end of the file")
      }
      var value: UInt64 = 0
      for index in (0..<size).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
      guard value <= UInt64(Int.max >> 1) else { throw .malformed(path: path, what: "an offset out of range") }
      return Int(value)
    }

    func string(at offset: Int, limit: Int) throws(ReadError) -> String {
      let end = min(limit, bytes.count)
      guard offset >= 0, offset < end else { throw .malformed(path: path, what: "a name past its string table") }
      guard let terminator = bytes[offset..<end].firstIndex(of: 0) else {
        throw .malformed(path: path, what: "a name without its end")
      }
      return String(decoding: bytes[offset..<terminator], as: UTF8.self)
    }
  }
}
