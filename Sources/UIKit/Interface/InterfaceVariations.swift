import Foundation
internal import InterfaceModel

/// Interface Builder's size-class variations, resolved for the screen's traits when a view is
/// loaded: `<variation key="default">` masks uninstall subviews and constraints for Any × Any,
/// a variation whose key matches the traits (`widthClass=compact`,
/// `heightClass=regular-widthClass=compact`) installs (`<include>`) or uninstalls
/// (`<exclude>`) them again, and may give an element other values — a `<fontDescription>`, a
/// constraint's `constant`. An uninstalled subview is made (its outlets connect) but not put in
/// the hierarchy, and an uninstalled constraint is not made, as on iOS. Variations are resolved
/// once, at load: a later rotation does not swap them.
@MainActor
struct InterfaceVariations {
  let horizontal: UIUserInterfaceSizeClass
  let vertical: UIUserInterfaceSizeClass

  /// The screen's traits (an iPhone in portrait is compact × regular).
  static var current: InterfaceVariations {
    let traits = UIScreen.main.traitCollection
    return InterfaceVariations(horizontal: traits.horizontalSizeClass, vertical: traits.verticalSizeClass)
  }

  /// Whether a variation's key names these traits; less specific keys first by `specificity`.
  func matches(_ key: String) -> Bool {
    guard key != "default" else { return false }
    return key.split(separator: "-").allSatisfy { part in
      let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
      guard pair.count == 2 else { return false }
      let wanted: UIUserInterfaceSizeClass = pair[1] == "compact" ? .compact : .regular
      switch pair[0] {
      case "widthClass": return horizontal == wanted
      case "heightClass": return vertical == wanted
      default: return false
      }
    }
  }

  /// The matching variations of `element`, the less specific first, so the more specific win.
  private func matching(in element: InterfaceElement) -> [InterfaceElement] {
    element.children(named: "variation").filter { matches($0.key ?? "") }
      .sorted { ($0.key ?? "").split(separator: "-").count < ($1.key ?? "").split(separator: "-").count }
  }

  /// The ids `element`'s masks leave uninstalled, for `mask` (`subviews` or `constraints`).
  func uninstalled(_ mask: String, of element: InterfaceElement) -> Set<String> {
    var excluded: Set<String> = []
    let defaults = element.children(named: "variation").filter { $0.key == "default" }
    for variation in defaults + matching(in: element) {
      for item in variation.child(named: "mask", key: mask)?.children ?? [] {
        guard let reference = item["reference"] else { continue }
        if item.name == "exclude" {
          excluded.insert(reference)
        } else if item.name == "include" {
          excluded.remove(reference)
        }
      }
    }
    return excluded
  }

  /// `element` with the values its matching variations give: their attributes (but `key`) over
  /// its own, their children (a `fontDescription`) in place of its children of that name and key.
  func resolved(_ element: InterfaceElement) -> InterfaceElement {
    let variations = matching(in: element)
    guard !variations.isEmpty else { return element }
    var result = element
    for variation in variations {
      for (name, value) in variation.attributes where name != "key" && name != "misplaced" {
        result.attributes[name] = value
      }
      for child in variation.children where child.name != "mask" {
        if let index = result.children.firstIndex(where: { $0.name == child.name && $0.key == child.key }) {
          result.children[index] = child
        } else {
          result.children.append(child)
        }
      }
    }
    return result
  }
}
