import Foundation
internal import InterfaceModel

/// The User Defined Runtime Attributes of an object (`<userDefinedRuntimeAttributes>`), which
/// Interface Builder also writes for `@IBInspectable` properties: set by key path after the
/// object's `init(coder:)` and before `awakeFromNib`, as UIKit's nib loading does with
/// `setValue(_:forKeyPath:)`. A learner's inspectable property is set through the registry the
/// runner generates; UIKit's own key paths (`layer.cornerRadius`, `clipsToBounds`, …) directly.
/// A key path nothing answers is UIKit's log line, not a crash.
@MainActor
enum InterfaceRuntimeAttributes {
  static func apply(_ element: InterfaceElement, to object: AnyObject, document: String) {
    let attributes = element.child(named: "userDefinedRuntimeAttributes")?.children(
      named: "userDefinedRuntimeAttribute")
    for attribute in attributes ?? [] {
      guard let keyPath = attribute["keyPath"] else { continue }
      let value = Self.value(of: attribute)
      if let setter = InterfaceRegistry.inspectable(keyPath, of: object), let value, setter(object, value) { continue }
      if set(keyPath, value, on: object) { continue }
      let className = EventLog.className(of: object)
      if keyPath == "layer.borderColor" || keyPath == "layer.shadowColor" {
        // On iOS too: the inspector gives a UIColor, the layer wants a CGColor, and nothing shows.
        EventLog.shared.warn(
          "\(document):\(attribute.line): \(keyPath) set in Interface Builder is a UIColor, not the CGColor the layer "
            + "takes, so it has no effect, as on iOS; set it in code: layer.borderColor = UIColor.….cgColor")
        continue
      }
      let key = keyPath.split(separator: ".").last.map(String.init) ?? keyPath
      EventLog.shared.warn(
        "Failed to set (\(keyPath)) user defined inspected property on (\(className)): [<\(className)> "
          + "setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key).")
    }
  }

  /// The value as Interface Builder writes it for the attribute's type.
  private static func value(of attribute: InterfaceElement) -> Any? {
    switch attribute["type"] {
    case "boolean": return attribute.flag("value")
    case "string", "localizedString": return attribute["value"] ?? ""
    case "number":
      let child = attribute.children.first { $0.key == "value" }
      return child?.number("value").map { Double($0) } ?? attribute.number("value").map { Double($0) }
    case "color": return InterfaceValues.color(attribute.child(named: "color", key: "value"))
    case "size":
      return attribute.child(named: "size", key: "value").map {
        CGSize(width: $0.number("width") ?? 0, height: $0.number("height") ?? 0)
      }
    case "point":
      return attribute.child(named: "point", key: "value").map {
        CGPoint(x: $0.number("x") ?? 0, y: $0.number("y") ?? 0)
      }
    case "rect": return attribute.rect("value")
    case "image":
      let name = attribute["value"] ?? attribute.child(named: "imageReference", key: "value")?["image"]
      return name.flatMap { UIImage(named: $0) }
    default: return nil
    }
  }

  /// UIKit's own key paths a storyboard commonly sets; false for one it does not answer.
  private static func set(_ keyPath: String, _ value: Any?, on object: AnyObject) -> Bool {
    guard let view = object as? UIView else { return false }
    let number = (value as? Double).map { CGFloat($0) }
    switch (keyPath, value) {
    case ("layer.cornerRadius", _) where number != nil: view.layer.cornerRadius = number ?? 0
    case ("layer.borderWidth", _) where number != nil: view.layer.borderWidth = number ?? 0
    case ("layer.shadowRadius", _) where number != nil: view.layer.shadowRadius = number ?? 0
    case ("layer.shadowOpacity", _) where number != nil: view.layer.shadowOpacity = Float(number ?? 0)
    case ("layer.opacity", _) where number != nil: view.layer.opacity = Float(number ?? 0)
    case ("alpha", _) where number != nil: view.alpha = number ?? 1
    case ("layer.shadowOffset", let size as CGSize): view.layer.shadowOffset = size
    case ("layer.masksToBounds", let flag as Bool): view.layer.masksToBounds = flag
    case ("clipsToBounds", let flag as Bool): view.clipsToBounds = flag
    case ("accessibilityIdentifier", let text as String): view.accessibilityIdentifier = text
    case ("accessibilityLabel", let text as String): view.accessibilityLabel = text
    case ("text", let text as String) where view is UILabel: (view as? UILabel)?.text = text
    case ("text", let text as String) where view is UITextField: (view as? UITextField)?.text = text
    case ("placeholder", let text as String) where view is UITextField: (view as? UITextField)?.placeholder = text
    default: return false
    }
    return true
  }
}
