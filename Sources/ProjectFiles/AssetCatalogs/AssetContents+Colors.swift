import Foundation

extension AssetContents {
  /// A colour set's colours, each with its appearance.
  func colors() throws(ProjectFileError) -> [AssetCatalog.Color] {
    var colors: [AssetCatalog.Color] = []
    for (index, entry) in try objects("colors").enumerated() {
      let place = "colors[\(index)]"
      var appearance = AssetCatalog.Appearance.any
      var highContrast = false
      for item in entry["appearances"] as? [[String: Any]] ?? [] {
        switch (item["appearance"] as? String, item["value"] as? String) {
        case ("luminosity", "dark"): appearance = .dark
        case ("luminosity", "light"): appearance = .light
        case ("contrast", "high"): highContrast = true
        default: continue
        }
      }
      // An entry with no colour is an empty slot (a new project's AccentColor has one).
      guard let color = entry["color"] else { continue }
      guard let color = color as? [String: Any] else { throw problem("\(place).color must be an object { … }") }
      colors.append(
        .init(
          appearance: appearance, isHighContrast: highContrast, idiom: entry["idiom"] as? String ?? "universal",
          value: try value(of: color, place: place)))
    }
    return colors
  }

  private func value(of color: [String: Any], place: String) throws(ProjectFileError) -> AssetCatalog.ColorValue {
    if let reference = color["reference"] as? String { return .system(reference) }
    guard let components = color["components"] as? [String: Any] else {
      throw problem("\(place).color has no \"components\"")
    }
    let colorSpace = color["color-space"] as? String ?? "srgb"
    func component(_ name: String, default fallback: Double? = nil) throws(ProjectFileError) -> Double {
      guard let raw = components[name] else {
        if let fallback { return fallback }
        throw problem("\(place).color.components has no \"\(name)\"")
      }
      guard let value = Self.component(raw) else {
        throw problem(
          "\(place).color.components.\(name) is \"\(raw)\"; write 0.000–1.000, 0–255 or a hex byte such as 0xFF")
      }
      return value
    }
    let alpha = try component("alpha", default: 1)
    if components["white"] != nil {
      let white = try component("white")
      return .components(red: white, green: white, blue: white, alpha: alpha, colorSpace: colorSpace)
    }
    return .components(
      red: try component("red"), green: try component("green"), blue: try component("blue"), alpha: alpha,
      colorSpace: colorSpace)
  }

  /// A component as 0–1, from Xcode's notations: `"0.800"` (floating point), `"204"` (8-bit
  /// integer) or `"0xCC"` (8-bit hexadecimal); or a JSON number, read as 8-bit when above 1.
  static func component(_ raw: Any) -> Double? {
    let value: Double?
    if let text = raw as? String {
      let trimmed = text.trimmingCharacters(in: .whitespaces)
      if trimmed.lowercased().hasPrefix("0x") {
        value = Int(trimmed.dropFirst(2), radix: 16).map { Double($0) / 255 }
      } else if trimmed.contains(".") {
        value = Double(trimmed)
      } else {
        value = Int(trimmed).map { Double($0) / 255 }
      }
    } else if let number = raw as? NSNumber {
      let double = number.doubleValue
      value = double > 1 ? double / 255 : double
    } else {
      value = nil
    }
    guard let value, (0...1).contains(value) else { return nil }
    return value
  }
}
