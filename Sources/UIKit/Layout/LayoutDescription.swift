import Foundation

/// How UIKit prints layout objects in its messages and descriptions, with stable stand-ins for
/// addresses: every view, layout guide, anchor and constraint gets `0x1`, `0x2`, … in the order it
/// was made (since the app started, or since the driver's reset), so messages read as on a device
/// (`<NSLayoutConstraint:0x9 UILabel:0x4'Hello'.centerX == UIView:0x2.centerX   (active)>`) and
/// stay the same from run to run.
@MainActor
enum LayoutDescription {
  /// UIKit's standard spacing between sibling views, for `constraint(equalToSystemSpacingAfter:multiplier:)`.
  static let systemSpacing: CGFloat = 8

  private static var lastAddress = 0

  /// The next stand-in address.
  static func nextAddress() -> Int {
    lastAddress += 1
    return lastAddress
  }

  /// Starts numbering again from `0x1` (a fresh app world).
  static func resetAddresses() {
    lastAddress = 0
  }

  static func address(_ value: Int) -> String {
    "0x" + String(value, radix: 16)
  }

  /// The class name UIKit prints: UIKit's own classes bare (`UILabel`), an app's with its module
  /// (`MyApp.RoundButton`), as Swift classes appear in UIKit's messages.
  static func className(of object: AnyObject) -> String {
    let name = String(reflecting: type(of: object))
    let generic = name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
    return generic.hasPrefix("UIKit.") ? String(generic.dropFirst("UIKit.".count)) : generic
  }

  /// `UILabel:0x4'Hello'`, `UIView:0x2`, `UILayoutGuide:0x7'UIViewSafeAreaLayoutGuide'`.
  static func describe(item: AnyObject?) -> String {
    guard let item else { return "(null)" }
    switch item {
    case let label as UILabel:
      return "\(className(of: label)):\(address(label.debugAddress))" + (label.text.map { "'\($0)'" } ?? "")
    case let button as UIButton:
      return "\(className(of: button)):\(address(button.debugAddress))" + (button.currentTitle.map { "'\($0)'" } ?? "")
    case let view as UIView:
      return "\(className(of: view)):\(address(view.debugAddress))"
    case let guide as UILayoutGuide:
      return "\(className(of: guide)):\(address(guide.debugAddress))"
        + (guide.identifier.isEmpty ? "" : "'\(guide.identifier)'")
    default:
      return "\(className(of: item))"
    }
  }

  /// `UILabel:0x4'Hello'.leading`.
  static func describe(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) -> String {
    "\(describe(item: item)).\(LayoutAttributes.name(of: attribute))"
  }

  /// A number as UIKit prints constants: `20`, `20.3333`, `-8`, `0.5`.
  static func number(_ value: CGFloat) -> String {
    let rounded = (value * 10000).rounded() / 10000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(format: "%g", Double(value))
  }

  /// UIKit's description of a constraint:
  /// `<NSLayoutConstraint:0x9 'name' UILabel:0x4.leading == UIView:0x2.leading + 20   (active)>`, and for a frame
  /// turned into constraints
  /// `<NSAutoresizingMaskLayoutConstraint:0xa h=--& v=--& UILabel:0x4.minX == 0   (active, names: '|':UIView:0x2 )>`.
  static func describe(_ constraint: NSLayoutConstraint) -> String {
    var parts: [String] = []
    var names = ""
    switch constraint.origin {
    case .app, .system:
      parts.append("\(className(of: constraint)):\(address(constraint.debugAddress))")
    case .autoresizing(let summary):
      parts.append("NSAutoresizingMaskLayoutConstraint:\(address(constraint.debugAddress)) \(summary)")
    case .contentSize:
      parts.append("NSContentSizeLayoutConstraint:\(address(constraint.debugAddress))")
    }
    if let identifier = constraint.identifier { parts.append("'\(identifier)'") }
    if case .contentSize(let hugging, let resistance) = constraint.origin {
      let equation = describe(item: constraint.firstItem, attribute: constraint.firstAttribute)
      parts.append("\(equation) == \(number(constraint.constant))")
      parts.append(
        "Hug:\(number(CGFloat(hugging.rawValue))) CompressionResistance:\(number(CGFloat(resistance.rawValue)))")
      return "<" + parts.joined(separator: " ") + "   (\(constraint.isActive ? "active" : "inactive"))>"
    }
    parts.append(equation(of: constraint))
    if case .autoresizing = constraint.origin, [.left, .top].contains(constraint.firstAttribute),
      let superview = (constraint.firstItem as? UIView)?.superview
    {
      names = ", names: '|':\(describe(item: superview)) "
    }
    if !constraint.priority.isRequired { parts.append("@\(number(CGFloat(constraint.priority.rawValue)))") }
    return "<" + parts.joined(separator: " ") + "   (\(constraint.isActive ? "active" : "inactive")\(names))>"
  }

  /// `UILabel:0x4.leading == 0.5*UIView:0x2.width + 20`.
  static func equation(of constraint: NSLayoutConstraint) -> String {
    var isFrame = false
    if case .autoresizing = constraint.origin { isFrame = true }
    let firstName: String
    switch (isFrame, constraint.firstAttribute) {
    case (true, .left): firstName = "\(describe(item: constraint.firstItem)).minX"
    case (true, .top): firstName = "\(describe(item: constraint.firstItem)).minY"
    default: firstName = describe(item: constraint.firstItem, attribute: constraint.firstAttribute)
    }
    let relation =
      switch constraint.relation {
      case .equal: "=="
      case .greaterThanOrEqual: ">="
      case .lessThanOrEqual: "<="
      }
    guard let second = constraint.secondItem, constraint.multiplier != 0 else {
      return "\(firstName) \(relation) \(number(constraint.constant))"
    }
    var right = describe(item: second, attribute: constraint.secondAttribute)
    if constraint.multiplier != 1 { right = "\(number(constraint.multiplier))*" + right }
    if constraint.constant > 0 { right += " + \(number(constraint.constant))" }
    if constraint.constant < 0 { right += " - \(number(-constraint.constant))" }
    return "\(firstName) \(relation) \(right)"
  }
}
