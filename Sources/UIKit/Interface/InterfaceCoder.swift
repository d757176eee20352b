import Foundation
internal import InterfaceModel

/// The coder a storyboard or xib object is made with, as UIKit's `UINibDecoder`: `init(coder:)`
/// receives it, so a learner's `required init?(coder:)` runs as on iOS. The runtime's own classes
/// read what they must set at initialization (a cell's style and reuse identifier, a button's
/// type) from the element it carries, and `UIView.init(coder:)` decodes the rest of the view — its
/// properties and subviews — before returning, so a subclass's code after `super.init(coder:)`
/// sees them and may change them (a `commonInit()` wins over the storyboard, as on iOS).
final class InterfaceCoder: NSCoder {
  let element: InterfaceElement
  /// The loader making the object, which decodes a view's contents into it.
  let loader: InterfaceLoader?

  init(element: InterfaceElement, loader: InterfaceLoader? = nil) {
    self.element = element
    self.loader = loader
    super.init()
  }

  override var allowsKeyedCoding: Bool { true }
  override func containsValue(forKey key: String) -> Bool { element.attributes[key] != nil }
  override func decodeBool(forKey key: String) -> Bool { element.attributes[key] == "YES" }
  override func decodeObject(forKey key: String) -> Any? { element.attributes[key] }
}

extension NSCoder {
  /// The Interface Builder element an object is being made from, when it is.
  var interfaceElement: InterfaceElement? { (self as? InterfaceCoder)?.element }
}

extension InterfaceElement {
  /// A `YES`/`NO` attribute.
  func flag(_ name: String) -> Bool? {
    attributes[name].map { $0 == "YES" }
  }

  /// A number attribute.
  func number(_ name: String) -> CGFloat? {
    attributes[name].flatMap(Double.init).map { CGFloat($0) }
  }

  /// The `<rect key="…">` child as a rectangle.
  func rect(_ key: String) -> CGRect? {
    guard let rect = child(named: "rect", key: key) else { return nil }
    return CGRect(
      x: rect.number("x") ?? 0, y: rect.number("y") ?? 0, width: rect.number("width") ?? 0,
      height: rect.number("height") ?? 0)
  }

  /// The text of the `<string key="…">` child, or the attribute of that name.
  func string(_ key: String) -> String? {
    attributes[key] ?? children.first { $0.name == "string" && $0.key == key }?.text
  }
}
