import Foundation
internal import InterfaceModel

extension InterfaceLoader {
  /// A bar button item: its title, system item and style.
  func makeBarButtonItem(_ element: InterfaceElement) -> UIBarButtonItem? {
    let item: UIBarButtonItem
    if let system = InterfaceValues.systemItem(element["systemItem"]) {
      item = UIBarButtonItem(barButtonSystemItem: system)
      if let id = element.id { objects[id] = item }
    } else {
      guard let made = makeObject(element) as? UIBarButtonItem else { return nil }
      item = made
    }
    if let title = element.string("title") { item.title = title }
    if element["style"] == "done" { item.style = .done }
    if let image = element["image"] { item.image = UIImage(named: image) }
    if let enabled = element.flag("enabled") { item.isEnabled = enabled }
    return item
  }

  /// A navigation item: its title and bar button items.
  func makeNavigationItem(_ element: InterfaceElement, into existing: UINavigationItem? = nil) -> UINavigationItem? {
    guard let item = existing ?? (makeObject(element) as? UINavigationItem) else { return nil }
    if let existing, let id = element.id { objects[id] = existing }
    if let title = element.string("title") { item.title = title }
    for child in element.children(named: "barButtonItem") {
      let made = makeBarButtonItem(child)
      switch child.key {
      case "rightBarButtonItem": item.rightBarButtonItem = made
      case "leftBarButtonItem": item.leftBarButtonItem = made
      case "backBarButtonItem": item.backBarButtonItem = made
      default: break
      }
    }
    for (key, assign) in [
      ("rightBarButtonItems", { (items: [UIBarButtonItem]) in item.rightBarButtonItems = items }),
      ("leftBarButtonItems", { (items: [UIBarButtonItem]) in item.leftBarButtonItems = items }),
    ] {
      guard let list = element.children.first(where: { $0.name == "barButtonItems" && $0.key == key }) else {
        continue
      }
      assign(list.children(named: "barButtonItem").compactMap { makeBarButtonItem($0) })
    }
    return item
  }
}
