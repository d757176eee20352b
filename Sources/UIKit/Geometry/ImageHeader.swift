import Foundation

/// The pixel size an image file declares in its header, as an image decoder reads it before any
/// pixel: a PNG's `IHDR` chunk (PNG specification, 11.2.2), or the frame header of a JPEG's
/// start-of-frame segment (ITU T.81, B.2.2). Nothing else of the image is decoded; bytes that are
/// neither (text, a truncated file) have no size, and UIKit makes no image of them.
package struct ImageHeader: Equatable, Sendable {
  package enum Format: Equatable, Sendable {
    case png, jpeg
  }

  package var format: Format
  package var width: Int
  package var height: Int

  package init(format: Format, width: Int, height: Int) {
    self.format = format
    self.width = width
    self.height = height
  }

  private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The header of `data`, or nil when it is not a PNG or JPEG image.
  package init?(_ data: Data) {
    let bytes = [UInt8](data)
    if bytes.starts(with: Self.pngSignature) {
      guard let size = Self.pngSize(bytes) else { return nil }
      self.init(format: .png, width: size.width, height: size.height)
    } else if bytes.starts(with: [0xFF, 0xD8]) {
      guard let size = Self.jpegSize(bytes) else { return nil }
      self.init(format: .jpeg, width: size.width, height: size.height)
    } else {
      return nil
    }
  }

  /// A big-endian number of `count` bytes at `offset`.
  private static func number(_ bytes: [UInt8], at offset: Int, count: Int) -> Int? {
    guard offset >= 0, offset + count <= bytes.count else { return nil }
    return bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
  }

  /// The first chunk after the signature must be `IHDR`: length 13, then width and height.
  private static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8),
      let width = number(bytes, at: 16, count: 4), let height = number(bytes, at: 20, count: 4),
      width > 0, height > 0
    else { return nil }
    return (width, height)
  }

  /// Walks the JPEG's marker segments to the first start of frame (SOF0–SOF15 but DHT, JPG and
  /// DAC, which share the range): precision, then height and width.
  private static func jpegSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    var offset = 2
    while offset < bytes.count {
      guard bytes[offset] == 0xFF else { return nil }
      // Fill bytes (0xFF) may precede a marker.
      while offset < bytes.count, bytes[offset] == 0xFF { offset += 1 }
      guard offset < bytes.count else { return nil }
      let marker = bytes[offset]
      offset += 1
      switch marker {
      case 0x01, 0xD0...0xD8: continue  // markers without a segment
      case 0xD9, 0xDA: return nil  // the image ended, or its data began, with no frame header
      default: break
      }
      guard let length = number(bytes, at: offset, count: 2), length >= 2 else { return nil }
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        guard let height = number(bytes, at: offset + 3, count: 2), let width = number(bytes, at: offset + 5, count: 2),
          width > 0, height > 0
        else { return nil }
        return (width, height)
      }
      offset += length
    }
    return nil
  }
}
