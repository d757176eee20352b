/// How deep a binary property list's arrays, sets and dictionaries nest, read from the file's own
/// tables without recursion, before Foundation (which reads by recursion) is given it: a
/// learner's binary Info.plist nested thousands deep must be an error, not a crashed grader.
///
/// The format (`bplist00`): objects, then a table of their offsets, then a 32-byte trailer with the
/// offset and reference sizes, the object count, the top object and the table's offset. An
/// array (`0xA`), set (`0xC`) or dictionary (`0xD`) marker holds its count in its low nibble, or
/// `0xF` and an integer object after it; its references follow.
enum BinaryPropertyListNesting {
  /// Whether the containers nest at most `limit` deep; false too for tables that do not hold
  /// together, or a file too tangled to measure within a fixed amount of work.
  static func isWithin(_ limit: Int, _ bytes: [UInt8]) -> Bool {
    guard bytes.count >= 40 else { return true }
    let trailer = bytes.count - 32
    let offsetSize = Int(bytes[trailer + 6])
    let referenceSize = Int(bytes[trailer + 7])
    guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
      let count = integer(bytes, at: trailer + 8, size: 8), let top = integer(bytes, at: trailer + 16, size: 8),
      let table = integer(bytes, at: trailer + 24, size: 8), count > 0, top < count,
      table + count * offsetSize <= trailer
    else { return false }
    var deepest = [Int](repeating: -1, count: count)
    var pending = [(object: top, depth: 0)]
    var work = 0
    while let (object, depth) = pending.popLast() {
      work += 1
      guard work < 1_000_000 else { return false }
      guard depth <= limit else { return false }
      guard depth > deepest[object] else { continue }
      deepest[object] = depth
      guard let offset = integer(bytes, at: table + object * offsetSize, size: offsetSize), offset < trailer else {
        return false
      }
      let marker = bytes[offset]
      let kind = marker >> 4
      guard kind == 0xA || kind == 0xC || kind == 0xD else { continue }
      guard case (var items, let start)? = length(bytes, marker: marker, at: offset) else { return false }
      if kind == 0xD { items *= 2 }
      guard start + items * referenceSize <= trailer else { return false }
      for index in 0..<items {
        guard let child = integer(bytes, at: start + index * referenceSize, size: referenceSize), child < count else {
          return false
        }
        pending.append((child, depth + 1))
      }
    }
    return true
  }

  /// A container's count and where its references start.
  private static func length(_ bytes: [UInt8], marker: UInt8, at offset: Int) -> (Int, Int)? {
    let low = Int(marker & 0x0F)
    guard low == 0x0F else { return (low, offset + 1) }
    guard offset + 1 < bytes.count, bytes[offset + 1] >> 4 == 0x1 else { return nil }
    let size = 1 << Int(bytes[offset + 1] & 0x0F)
    guard size <= 8, let value = integer(bytes, at: offset + 2, size: size) else { return nil }
    return (value, offset + 2 + size)
  }

  /// The big-endian unsigned integer of `size` bytes at `offset`, if it is in the file and fits.
  private static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> Int? {
    guard offset >= 0, offset + size <= bytes.count else { return nil }
    var value: UInt64 = 0
    for byte in bytes[offset..<offset + size] { value = value << 8 | UInt64(byte) }
    return value <= UInt64(Int32.max) ? Int(value) : nil
  }
}
