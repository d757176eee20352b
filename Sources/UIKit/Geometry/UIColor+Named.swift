import Foundation

extension UIColor {
  /// The colour set `name` of the app's asset catalog, as UIKit's `UIColor(named:)`: nil when the
  /// catalog has no such set. The runner compiles each set's colour for the light appearance —
  /// the one an iPhone shows by default — into the bundle's `Assets.car/colors.json`; a set that
  /// refers to a system colour gives that colour.
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// The colour set `name` of `bundle`'s asset catalog (nil: the main bundle).
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    guard let spelled = NamedColors.shared.color(named: name, in: bundle ?? .main) else { return nil }
    if let system = UIColor.systemColors[spelled.hasSuffix("Color") ? String(spelled.dropLast(5)) : spelled] {
      self.init(name: name, system.red, system.green, system.blue, system.alpha)
      return
    }
    let parts = spelled.split(separator: " ").compactMap { Double($0) }
    guard parts.count == 4 else { return nil }
    self.init(name: name, CGFloat(parts[0]), CGFloat(parts[1]), CGFloat(parts[2]), CGFloat(parts[3]))
  }

  /// UIKit's named system colours by the names asset catalogs and Interface Builder write
  /// (`systemBlue` for `systemBlueColor`).
  static let systemColors: [String: UIColor] = [
    "systemBackground": .systemBackground, "secondarySystemBackground": .secondarySystemBackground,
    "systemGroupedBackground": .systemGroupedBackground, "label": .label, "secondaryLabel": .secondaryLabel,
    "systemBlue": .systemBlue, "systemRed": .systemRed, "systemGreen": .systemGreen, "systemOrange": .systemOrange,
    "systemYellow": .systemYellow, "systemPink": .systemPink, "systemPurple": .systemPurple, "systemTeal": .systemTeal,
    "systemIndigo": .systemIndigo, "systemGray": .systemGray, "separator": .separator, "tintColor": .tintColor,
    "link": .link, "white": .white, "black": .black, "clear": .clear, "lightText": .white, "darkText": .black,
  ]
}

/// The compiled colour sets of each bundle, read once (the bundle is read-only).
final class NamedColors: Sendable {
  static let shared = NamedColors()
  private let byBundle = Locked<[String: [String: String]]>([:])

  func color(named name: String, in bundle: Bundle) -> String? {
    let path = bundle.bundlePath
    if let colors = byBundle.read({ $0[path] }) { return colors[name] }
    let file = (path as NSString).appendingPathComponent("Assets.car/colors.json")
    let colors =
      FileManager.default.contents(atPath: file).flatMap {
        try? JSONSerialization.jsonObject(with: $0) as? [String: String]
      } ?? [:]
    byBundle.change { $0[path] = colors }
    return colors[name]
  }
}
