import Foundation
internal import InterfaceModel

/// Sets what Interface Builder's inspector set on a view, from its element's attributes and
/// children, as UIKit's `init(coder:)` decodes them: frame, visibility, colours, accessibility,
/// and each control's own properties.
@MainActor
enum InterfaceProperties {
  static func apply(_ element: InterfaceElement, to view: UIView, loader: InterfaceLoader) {
    applyCommon(element, to: view)
    switch view {
    case let label as UILabel: apply(element, to: label)
    case let button as UIButton: apply(element, to: button)
    case let field as UITextField: apply(element, to: field)
    case let textView as UITextView: textView.text = element.string("text") ?? textView.text
    case let imageView as UIImageView:
      if let name = element["image"] { imageView.image = UIImage(named: name) }
    case let control as UISwitch: control.isOn = element.flag("on") ?? control.isOn
    case let slider as UISlider: apply(element, to: slider)
    case let stack as UIStackView: apply(element, to: stack)
    case let cell as UITableViewCell: apply(element, to: cell)
    case let table as UITableView:
      if let height = element.number("rowHeight"), height > 0 { table.rowHeight = height }
      if element["separatorStyle"] == "none" { table.separatorStyle = .none }
    case let toolbar as UIToolbar: toolbar.items = barItems(element, loader: loader)
    case let bar as UINavigationBar:
      let items = element.child(named: "items")?.children(named: "navigationItem") ?? []
      bar.setItems(items.compactMap { loader.makeNavigationItem($0) }, animated: false)
    default: InterfaceControlProperties.apply(element, to: view)
    }
  }

  private static func applyCommon(_ element: InterfaceElement, to view: UIView) {
    if let frame = element.rect("frame") { view.frame = frame }
    if let hidden = element.flag("hidden") { view.isHidden = hidden }
    if let alpha = element.number("alpha") { view.alpha = alpha }
    if let enabled = element.flag("userInteractionEnabled") { view.isUserInteractionEnabled = enabled }
    if let tag = element.number("tag").flatMap({ Int(exactly: $0.rounded()) }) { view.tag = tag }
    if let clips = element.flag("clipsSubviews") { view.clipsToBounds = clips }
    if let opaque = element.flag("opaque") { view.isOpaque = opaque }
    if let mode = InterfaceValues.contentMode(element["contentMode"]) { view.contentMode = mode }
    if element.flag("translatesAutoresizingMaskIntoConstraints") == false {
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    if let mask = element.child(named: "autoresizingMask") { view.autoresizingMask = autoresizingMask(mask) }
    if let color = InterfaceValues.color(element.child(named: "color", key: "backgroundColor")) {
      view.backgroundColor = color
    }
    if let tint = InterfaceValues.color(element.child(named: "color", key: "tintColor")) { view.tintColor = tint }
    if let accessibility = element.child(named: "accessibility", key: "accessibilityConfiguration") {
      if let identifier = accessibility["identifier"] { view.accessibilityIdentifier = identifier }
      if let label = accessibility["label"] { view.accessibilityLabel = label }
    }
  }

  private static func autoresizingMask(_ element: InterfaceElement) -> UIView.AutoresizingMask {
    var mask: UIView.AutoresizingMask = []
    let flags: [(String, UIView.AutoresizingMask)] = [
      ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
      ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
    ]
    for (name, flag) in flags where element.flag(name) == true { mask.insert(flag) }
    return mask
  }

  private static func apply(_ element: InterfaceElement, to label: UILabel) {
    if let text = element.string("text") { label.text = text }
    if let alignment = InterfaceValues.alignment(element["textAlignment"]) { label.textAlignment = alignment }
    if let lines = element.number("numberOfLines").flatMap({ Int(exactly: $0.rounded()) }) {
      label.numberOfLines = lines
    }
    if let font = InterfaceValues.font(element.child(named: "fontDescription")) { label.font = font }
    if let color = InterfaceValues.color(element.child(named: "color", key: "textColor")) { label.textColor = color }
    if let adjusts = element.flag("adjustsFontSizeToFit") { label.adjustsFontSizeToFitWidth = adjusts }
  }

  private static func apply(_ element: InterfaceElement, to button: UIButton) {
    if element["buttonType"] == "system" {
      button.buttonType = .system
      button.setTitleColor(.systemBlue, for: .normal)
    }
    let states: [String: UIControl.State] = [
      "normal": .normal, "highlighted": .highlighted, "disabled": .disabled, "selected": .selected,
    ]
    for state in element.children(named: "state") {
      guard let key = state.key, let controlState = states[key] else { continue }
      if let title = state.string("title") { button.setTitle(title, for: controlState) }
      if let color = InterfaceValues.color(state.child(named: "color", key: "titleColor")) {
        button.setTitleColor(color, for: controlState)
      }
    }
    // Since iOS 15 Xcode writes a button's title in its configuration.
    if let configuration = element.child(named: "buttonConfiguration"), let title = configuration.string("title") {
      button.setTitle(title, for: .normal)
    }
    // The title's font (`<fontDescription key="fontDescription">`), which sizes the button.
    if let font = InterfaceValues.font(element.child(named: "fontDescription")) { button.titleLabel?.font = font }
    if let enabled = element.flag("enabled") { button.isEnabled = enabled }
  }

  private static func apply(_ element: InterfaceElement, to field: UITextField) {
    if let text = element.string("text") { field.text = text }
    if let placeholder = element.string("placeholder") { field.placeholder = placeholder }
    if let alignment = InterfaceValues.alignment(element["textAlignment"]) { field.textAlignment = alignment }
    if let font = InterfaceValues.font(element.child(named: "fontDescription")) { field.font = font }
    switch element["borderStyle"] {
    case "roundedRect": field.borderStyle = .roundedRect
    case "line": field.borderStyle = .line
    case "bezel": field.borderStyle = .bezel
    default: break
    }
    if let traits = element.child(named: "textInputTraits") {
      if let type = InterfaceValues.keyboardType(traits["keyboardType"]) { field.keyboardType = type }
      if let type = InterfaceValues.returnKeyType(traits["returnKeyType"]) { field.returnKeyType = type }
      if let secure = traits.flag("secureTextEntry") { field.isSecureTextEntry = secure }
    }
  }

  private static func apply(_ element: InterfaceElement, to slider: UISlider) {
    if let minimum = element.number("minValue") { slider.minimumValue = Float(minimum) }
    if let maximum = element.number("maxValue") { slider.maximumValue = Float(maximum) }
    if let value = element.number("value") { slider.value = Float(value) }
  }

  private static func apply(_ element: InterfaceElement, to stack: UIStackView) {
    if element["axis"] == "vertical" { stack.axis = .vertical }
    if let spacing = element.number("spacing") { stack.spacing = spacing }
    let distributions: [String: UIStackView.Distribution] = [
      "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
      "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
    ]
    if let distribution = element["distribution"].flatMap({ distributions[$0] }) { stack.distribution = distribution }
    let alignments: [String: UIStackView.Alignment] = [
      "fill": .fill, "leading": .leading, "top": .top, "center": .center, "trailing": .trailing, "bottom": .bottom,
      "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline,
    ]
    if let alignment = element["alignment"].flatMap({ alignments[$0] }) { stack.alignment = alignment }
  }

  private static func apply(_ element: InterfaceElement, to cell: UITableViewCell) {
    switch element["accessoryType"] {
    case "disclosureIndicator": cell.accessoryType = .disclosureIndicator
    case "checkmark": cell.accessoryType = .checkmark
    case "detailButton": cell.accessoryType = .detailButton
    case "detailDisclosureButton": cell.accessoryType = .detailDisclosureButton
    default: break
    }
    if element["selectionStyle"] == "none" { cell.selectionStyle = .none }
  }

  /// A toolbar's items.
  private static func barItems(_ element: InterfaceElement, loader: InterfaceLoader) -> [UIBarButtonItem] {
    (element.child(named: "items")?.children(named: "barButtonItem") ?? []).compactMap { loader.makeBarButtonItem($0) }
  }
}
