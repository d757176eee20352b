import Foundation

/// An image, as UIKit's `UIImage`: from the app's asset catalog or bundle by name, from a file,
/// from bytes, or an SF Symbol by name. Its size is in points — the pixel size its PNG or JPEG
/// header declares, divided by its scale (2 for `star@2x.png`) — and nothing else is decoded.
public final class UIImage: Hashable, CustomStringConvertible, @unchecked Sendable {
  /// The asset, file or symbol name the image was made from (empty for one made from bytes).
  public let name: String
  public let isSymbolImage: Bool
  /// The image's size in points: its pixels divided by its scale.
  public let size: CGSize
  /// Pixels per point: 1, 2 or 3 for an image read from `NAME.png`, `NAME@2x.png`, `NAME@3x.png`.
  public let scale: CGFloat
  /// The image file's bytes (nil for a symbol).
  private let contents: Data?
  /// A symbol's configuration (point size, weight, scale), if it was given one.
  public let symbolConfiguration: SymbolConfiguration?
  /// Whether the image is drawn as is or as a template in the tint colour.
  public let renderingMode: RenderingMode

  init(
    name: String, isSymbolImage: Bool, size: CGSize, scale: CGFloat, contents: Data?,
    symbolConfiguration: SymbolConfiguration? = nil, renderingMode: RenderingMode = .automatic
  ) {
    self.name = name
    self.isSymbolImage = isSymbolImage
    self.size = size
    self.scale = scale
    self.contents = contents
    self.symbolConfiguration = symbolConfiguration
    self.renderingMode = renderingMode
  }

  /// The same image drawn in `renderingMode` (nothing is drawn; the mode is kept to read back).
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    UIImage(
      name: name, isSymbolImage: isSymbolImage, size: size, scale: scale, contents: contents,
      symbolConfiguration: symbolConfiguration, renderingMode: renderingMode)
  }

  /// An image from `contents` (a PNG or JPEG) at `scale`, or nil when the bytes are not an image.
  private convenience init?(name: String, contents: Data, scale: CGFloat) {
    guard let header = ImageHeader(contents), scale > 0 else { return nil }
    let size = CGSize(width: CGFloat(header.width) / scale, height: CGFloat(header.height) / scale)
    self.init(name: name, isSymbolImage: false, size: size, scale: scale, contents: contents)
  }

  /// The image `name` from the app's main bundle (ImageLookup: its asset catalog, then its files),
  /// in the variant for the screen's scale; nil when the app has no such image.
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// The image `name` from `bundle` (nil for the main bundle), in the variant for the trait
  /// collection's display scale, or the screen's when it names none.
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    let screen = ImageLookup.screenScale.read { $0 }
    let scale = Int((traitCollection.map { $0.displayScale > 0 ? $0.displayScale : screen } ?? screen).rounded())
    guard let variant = ImageLookup.find(named: name, in: ImageLookup.folder(of: bundle), scale: scale),
      let contents = FileManager.default.contents(atPath: variant.path)
    else { return nil }
    self.init(name: name, contents: contents, scale: CGFloat(variant.scale))
  }

  /// The image in the file at `path`, at the scale its name declares (`@2x`, `@3x`); nil when
  /// there is no such file or it is not a PNG or JPEG image.
  public convenience init?(contentsOfFile path: String) {
    guard let contents = FileManager.default.contents(atPath: path) else { return nil }
    self.init(
      name: (path as NSString).lastPathComponent, contents: contents, scale: CGFloat(ImageLookup.scale(ofFile: path)))
  }

  /// The image in `data` (a PNG or JPEG) at scale 1; nil when the bytes are not an image.
  public convenience init?(data: Data) {
    self.init(data: data, scale: 1)
  }

  /// The image in `data` at `scale`; nil when the bytes are not an image.
  public convenience init?(data: Data, scale: CGFloat) {
    self.init(name: "", contents: data, scale: scale)
  }

  /// An SF Symbol by name, or nil when no symbol has that name (UIImage+Symbols.swift).
  public convenience init?(systemName name: String) {
    self.init(systemName: name, withConfiguration: nil)
  }

  public var description: String { isSymbolImage ? "symbol:\(name)" : "image:\(name)" }

  /// The same symbol, or the same image bytes at the same scale.
  public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
    guard lhs.isSymbolImage == rhs.isSymbolImage, lhs.name == rhs.name else { return false }
    return lhs.isSymbolImage || (lhs.scale == rhs.scale && lhs.contents == rhs.contents)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(isSymbolImage)
  }
}
