import Foundation
internal import InterfaceModel

/// Interface Builder's spellings of UIKit's values, as Xcode writes them in a storyboard or xib:
/// `textAlignment="center"`, `<color systemColor="systemBackgroundColor"/>`,
/// `<fontDescription type="boldSystem" pointSize="17"/>`, `style="IBUITableViewCellStyleSubtitle"`.
@MainActor
enum InterfaceValues {
  static func color(_ element: InterfaceElement?) -> UIColor? {
    guard let element else { return nil }
    if let system = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
      let name = system.hasSuffix("Color") ? String(system.dropLast(5)) : system
      return systemColors[name] ?? .label
    }
    // A colour set of the asset catalog, as UIColor(named:) finds it.
    if let name = element["name"] {
      if let named = UIColor(named: name) { return named }
      EventLog.shared.warn("the asset catalog has no colour set named \(name); the tint colour stands in")
      return .tintColor
    }
    let alpha = element.number("alpha") ?? 1
    if let white = element.number("white") { return UIColor(white: white, alpha: alpha) }
    return UIColor(
      red: element.number("red") ?? 0, green: element.number("green") ?? 0, blue: element.number("blue") ?? 0,
      alpha: alpha)
  }

  static var systemColors: [String: UIColor] { UIColor.systemColors }

  static func font(_ element: InterfaceElement?) -> UIFont? {
    guard let element else { return nil }
    let size = element.number("pointSize") ?? 17
    if let style = element["style"] {
      let name = style.replacingOccurrences(of: "UICTFontTextStyle", with: "")
      return .preferredFont(forTextStyle: UIFont.TextStyle(rawValue: "UICTFontTextStyle" + name))
    }
    switch element["type"] {
    case "boldSystem": return .boldSystemFont(ofSize: size)
    case "system": return .systemFont(ofSize: size, weight: weight(element["weight"]))
    default: return element["name"].flatMap { UIFont(name: $0, size: size) } ?? .systemFont(ofSize: size)
    }
  }

  private static func weight(_ name: String?) -> UIFont.Weight {
    switch name {
    case "ultraLight": .ultraLight
    case "thin": .thin
    case "light": .light
    case "medium": .medium
    case "semibold": .semibold
    case "bold": .bold
    case "heavy": .heavy
    case "black": .black
    default: .regular
    }
  }

  static func alignment(_ name: String?) -> NSTextAlignment? {
    switch name {
    case "left": .left
    case "center": .center
    case "right": .right
    case "justified": .justified
    case "natural": .natural
    default: nil
    }
  }

  static func contentMode(_ name: String?) -> UIView.ContentMode? {
    let modes: [String: UIView.ContentMode] = [
      "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
      "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
      "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
    ]
    return name.flatMap { modes[$0] }
  }

  static func keyboardType(_ name: String?) -> UIKeyboardType? {
    let types: [String: UIKeyboardType] = [
      "default": .default, "asciiCapable": .asciiCapable, "numbersAndPunctuation": .numbersAndPunctuation,
      "URL": .URL, "numberPad": .numberPad, "phonePad": .phonePad, "namePhonePad": .namePhonePad,
      "emailAddress": .emailAddress, "decimalPad": .decimalPad, "twitter": .twitter, "webSearch": .webSearch,
    ]
    return name.flatMap { types[$0] }
  }

  static func returnKeyType(_ name: String?) -> UIReturnKeyType? {
    let types: [String: UIReturnKeyType] = [
      "default": .default, "go": .go, "google": .google, "join": .join, "next": .next, "route": .route,
      "search": .search, "send": .send, "yahoo": .yahoo, "done": .done, "emergencyCall": .emergencyCall,
      "continue": .continue,
    ]
    return name.flatMap { types[$0] }
  }

  static func controlEvent(_ name: String?) -> UIControl.Event? {
    let events: [String: UIControl.Event] = [
      "touchDown": .touchDown, "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside,
      "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
      "editingDidBegin": .editingDidBegin, "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd,
      "editingDidEndOnExit": .editingDidEndOnExit,
    ]
    return name.flatMap { events[$0] }
  }

  static func systemItem(_ name: String?) -> UIBarButtonItem.SystemItem? {
    name.flatMap { wanted in UIBarButtonItem.SystemItem.allCases.first { "\($0)" == wanted } }
  }

  static func presentationStyle(_ name: String?) -> UIModalPresentationStyle? {
    let styles: [String: UIModalPresentationStyle] = [
      "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet,
      "overFullScreen": .overFullScreen, "automatic": .automatic,
    ]
    return name.flatMap { styles[$0] }
  }
}

extension UITableViewCell {
  /// A prototype's style: `style="IBUITableViewCellStyleSubtitle"`; custom cells are `.default`.
  static func style(of element: InterfaceElement) -> CellStyle {
    switch element["style"] {
    case "IBUITableViewCellStyleValue1": .value1
    case "IBUITableViewCellStyleValue2": .value2
    case "IBUITableViewCellStyleSubtitle": .subtitle
    default: .default
    }
  }
}

extension UITableView {
  /// A table's style: `style="grouped"`, `style="insetGrouped"`, else plain.
  static func style(of element: InterfaceElement) -> Style {
    switch element["style"] {
    case "grouped": .grouped
    case "insetGrouped": .insetGrouped
    default: .plain
    }
  }
}
