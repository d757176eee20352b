/// The compiled form of a document, as the app bundle holds it (`Main.storyboardc`, `Cell.nib`):
/// a compact binary encoding that the app reads far faster than JSON — each distinct string once
/// in a table, then the element tree as indices and counts (unsigned LEB128 numbers).
///
///     "TUTORIB1"  strings: count, then (byte count, UTF-8)…  kind  fileName
///     element: name line attributeCount (key value)… text+1|0 childCount element…
extension InterfaceDocument {
  /// The error reading bytes that are not a compiled document.
  public struct CompiledFormatError: Error, Sendable, CustomStringConvertible {
    public var description: String
  }

  static let magic = Array("TUTORIB1".utf8)

  /// The document in its compiled form.
  public func compiledData() -> [UInt8] {
    var writer = CompiledWriter()
    writer.collect(root)
    writer.index(fileName)
    var body: [UInt8] = []
    CompiledWriter.append(kind == .storyboard ? 0 : 1, to: &body)
    CompiledWriter.append(writer.indices[fileName] ?? 0, to: &body)
    writer.write(root, to: &body)
    var bytes = Self.magic
    CompiledWriter.append(writer.strings.count, to: &bytes)
    for string in writer.strings {
      let utf8 = Array(string.utf8)
      CompiledWriter.append(utf8.count, to: &bytes)
      bytes += utf8
    }
    return bytes + body
  }

  /// The document read from its compiled form.
  public init(compiled bytes: [UInt8]) throws(CompiledFormatError) {
    guard bytes.count >= Self.magic.count, Array(bytes.prefix(Self.magic.count)) == Self.magic else {
      throw CompiledFormatError(description: "it does not start as a compiled interface file does")
    }
    var reader = CompiledReader(bytes: bytes, position: Self.magic.count)
    let count = try reader.number()
    var strings: [String] = []
    strings.reserveCapacity(count)
    for _ in 0..<count { strings.append(try reader.string()) }
    reader.strings = strings
    let kind: Kind = try reader.number() == 0 ? .storyboard : .xib
    let fileName = try reader.string(at: try reader.number())
    self.init(kind: kind, fileName: fileName, root: try reader.element(depth: 0))
  }
}

private struct CompiledWriter {
  var strings: [String] = []
  var indices: [String: Int] = [:]

  mutating func index(_ string: String) {
    guard indices[string] == nil else { return }
    indices[string] = strings.count
    strings.append(string)
  }

  mutating func collect(_ element: InterfaceElement) {
    index(element.name)
    // In key order, so that one file always compiles to the same bytes.
    for (key, value) in element.attributes.sorted(by: { $0.key < $1.key }) {
      index(key)
      index(value)
    }
    if let text = element.text { index(text) }
    for child in element.children { collect(child) }
  }

  func write(_ element: InterfaceElement, to bytes: inout [UInt8]) {
    Self.append(indices[element.name] ?? 0, to: &bytes)
    Self.append(element.line, to: &bytes)
    Self.append(element.attributes.count, to: &bytes)
    for (key, value) in element.attributes.sorted(by: { $0.key < $1.key }) {
      Self.append(indices[key] ?? 0, to: &bytes)
      Self.append(indices[value] ?? 0, to: &bytes)
    }
    Self.append(element.text.map { (indices[$0] ?? 0) + 1 } ?? 0, to: &bytes)
    Self.append(element.children.count, to: &bytes)
    for child in element.children { write(child, to: &bytes) }
  }

  /// `value` as unsigned LEB128.
  static func append(_ value: Int, to bytes: inout [UInt8]) {
    var rest = UInt(max(value, 0))
    repeat {
      let low = UInt8(rest & 0x7F)
      rest >>= 7
      bytes.append(rest == 0 ? low : low | 0x80)
    } while rest != 0
  }
}

private struct CompiledReader {
  let bytes: [UInt8]
  var position: Int
  var strings: [String] = []

  /// Deeper than any document Xcode writes; a guard against a crafted file.
  static let maximumDepth = 256

  mutating func number() throws(InterfaceDocument.CompiledFormatError) -> Int {
    var value = 0
    var shift = 0
    while position < bytes.count, shift < 63 {
      let byte = bytes[position]
      position += 1
      value |= Int(byte & 0x7F) << shift
      if byte & 0x80 == 0 { return value }
      shift += 7
    }
    throw InterfaceDocument.CompiledFormatError(description: "it ends in the middle of a number")
  }

  mutating func string() throws(InterfaceDocument.CompiledFormatError) -> String {
    let count = try number()
    guard count <= bytes.count - position else {
      throw InterfaceDocument.CompiledFormatError(description: "a string runs past its end")
    }
    let text = String(decoding: bytes[position..<(position + count)], as: UTF8.self)
    position += count
    return text
  }

  func string(at index: Int) throws(InterfaceDocument.CompiledFormatError) -> String {
    guard index < strings.count else {
      throw InterfaceDocument.CompiledFormatError(description: "it names string \(index) of \(strings.count)")
    }
    return strings[index]
  }

  mutating func element(depth: Int) throws(InterfaceDocument.CompiledFormatError) -> InterfaceElement {
    guard depth < Self.maximumDepth else {
      throw InterfaceDocument.CompiledFormatError(description: "its elements nest deeper than \(Self.maximumDepth)")
    }
    let name = try string(at: try number())
    let line = try number()
    let attributeCount = try number()
    guard attributeCount <= bytes.count - position else {
      throw InterfaceDocument.CompiledFormatError(description: "an element has more attributes than bytes")
    }
    var attributes: [String: String] = [:]
    attributes.reserveCapacity(attributeCount)
    for _ in 0..<attributeCount {
      let key = try string(at: try number())
      attributes[key] = try string(at: try number())
    }
    let textIndex = try number()
    let text = textIndex == 0 ? nil : try string(at: textIndex - 1)
    let childCount = try number()
    guard childCount <= bytes.count - position else {
      throw InterfaceDocument.CompiledFormatError(description: "an element has more children than bytes")
    }
    var children: [InterfaceElement] = []
    children.reserveCapacity(childCount)
    for _ in 0..<childCount { children.append(try element(depth: depth + 1)) }
    return InterfaceElement(name: name, attributes: attributes, children: children, text: text, line: line)
  }
}
