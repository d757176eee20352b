import Foundation

/// Small image files for tests of the app bundle and `UIImage`: a PNG and a JPEG of a given pixel
/// size. Each is well formed as far as an image's header goes — a PNG's signature and `IHDR`
/// chunk with its CRC, then `IEND`; a JPEG's markers up to its frame header — which is all the
/// runtime reads of an image.
package enum TestImages {
  /// A PNG of `width` × `height` pixels (8-bit RGBA), without pixel data.
  package static func png(width: Int, height: Int) -> Data {
    var header: [UInt8] = []
    header += bigEndian(width, bytes: 4) + bigEndian(height, bytes: 4)
    header += [8, 6, 0, 0, 0]  // bit depth, colour type RGBA, compression, filter, interlace
    return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IEND", []))
  }

  /// A baseline JPEG of `width` × `height` pixels: SOI, a JFIF APP0 segment, a quantization
  /// table, the frame header (SOF0) and EOI.
  package static func jpeg(width: Int, height: Int) -> Data {
    var bytes: [UInt8] = [0xFF, 0xD8]
    bytes += [0xFF, 0xE0] + bigEndian(16, bytes: 2) + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
    bytes += [0xFF, 0xDB] + bigEndian(67, bytes: 2) + [0] + [UInt8](repeating: 1, count: 64)
    bytes += [0xFF, 0xC0] + bigEndian(17, bytes: 2) + [8] + bigEndian(height, bytes: 2) + bigEndian(width, bytes: 2)
    bytes += [3, 1, 0x22, 0, 2, 0x11, 0, 3, 0x11, 0]
    bytes += [0xFF, 0xD9]
    return Data(bytes)
  }

  private static func bigEndian(_ value: Int, bytes: Int) -> [UInt8] {
    (0..<bytes).map { UInt8(truncatingIfNeeded: value >> (8 * (bytes - 1 - $0))) }
  }

  /// A PNG chunk: length, type, data, CRC-32 of type and data.
  private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + data
    return bigEndian(data.count, bytes: 4) + typed + bigEndian(Int(crc32(typed)), bytes: 4)
  }

  /// CRC-32 as PNG defines it (ISO 3309, reflected, polynomial 0xEDB88320).
  private static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return crc ^ 0xFFFF_FFFF
  }
}
