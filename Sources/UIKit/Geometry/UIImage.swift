import Foundation

/// An image, as UIKit's `UIImage`: known by its asset or SF Symbol name (nothing is decoded).
public final class UIImage: Hashable, CustomStringConvertible, @unchecked Sendable {
  /// The asset name or symbol name the image was made from.
  public let name: String
  public let isSymbolImage: Bool
  public let size: CGSize

  /// An image from the app's assets; the runtime has no asset catalogue, so any non-empty name loads.
  public init?(named name: String) {
    guard !name.isEmpty else { return nil }
    self.name = name
    self.isSymbolImage = false
    self.size = CGSize(width: 100, height: 100)
  }

  /// An SF Symbol by name (symbols are 17 × 17 points at the default configuration).
  public init?(systemName name: String) {
    guard !name.isEmpty else { return nil }
    self.name = name
    self.isSymbolImage = true
    self.size = CGSize(width: 17, height: 17)
  }

  public var description: String { isSymbolImage ? "symbol:\(name)" : "image:\(name)" }

  public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
    lhs.name == rhs.name && lhs.isSymbolImage == rhs.isSymbolImage
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(isSymbolImage)
  }
}
