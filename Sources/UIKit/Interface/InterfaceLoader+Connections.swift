import Foundation
internal import InterfaceModel

extension InterfaceLoader {
  /// Connects what `element`'s `<connections>` name from its object: outlets (the destinations
  /// must be made already; others wait for a later pass, as a controller's outlets into its view
  /// wait for the view), outlet collections, actions and segues.
  func connect(_ element: InterfaceElement, onlyTo destinations: Set<String>? = nil) {
    // A placeholder's connections (File's Owner of a nib loaded without an owner) go nowhere.
    guard let connections = element.child(named: "connections"), let id = element.id, let source = objects[id],
      !(source is InterfacePlaceholder)
    else { return }
    var collections: [String: [AnyObject]] = [:]
    if standIns.contains(id) { return }
    for connection in connections.children {
      guard let destinationID = connection["destination"], !standIns.contains(destinationID) else { continue }
      if let destinations, !destinations.contains(destinationID) { continue }
      switch connection.name {
      case "outlet":
        guard let property = connection["property"], let destination = objects[destinationID] else { continue }
        connectOutlet(property, of: source, to: destination)
      case "outletCollection":
        guard let property = connection["property"], let destination = objects[destinationID] else { continue }
        collections[property, default: []].append(destination)
      case "action":
        guard let selector = connection["selector"] else { continue }
        connectAction(selector, of: source, to: objects[destinationID], event: connection["eventType"])
      case "segue":
        guard destinations == nil || connection["kind"] == "unwind" || objects[destinationID] == nil else { continue }
        addSegue(connection, from: source)
      default: continue
      }
    }
    for (property, values) in collections { connectOutlet(property, of: source, to: values as AnyObject) }
  }

  /// Sets outlet `property` of `source`: UIKit's own outlets (a table's `dataSource`), else the
  /// learner's, registered by name; a name nobody declared is UIKit's key-value coding crash.
  func connectOutlet(_ property: String, of source: AnyObject, to value: AnyObject) {
    if BuiltInOutlets.set(property, of: source, to: value) { return }
    guard let setter = InterfaceRegistry.outlet(property, of: source) else {
      fatalError(
        UIKitError.exception(
          "NSUnknownKeyException",
          "[<\(String(reflecting: type(of: source))) \(Self.address(of: source))> setValue:forUndefinedKey:]: this "
            + "class is not key value coding-compliant for the key \(property). (\(document.fileName))"))
    }
    if !setter(source, value) {
      EventLog.shared.warn(
        "the outlet \(property) of \(EventLog.className(of: source)) cannot hold the \(EventLog.className(of: value)) "
          + "\(document.fileName) connects to it; it stays as it was")
    }
  }

  /// An action: a control's target–action for its event, or a bar button item's target and action.
  private func connectAction(_ selector: String, of source: AnyObject, to target: AnyObject?, event: String?) {
    // The first responder placeholder means a nil target: the action walks the responder chain.
    let receiver = target is InterfacePlaceholder ? nil : target
    if let control = source as? UIControl {
      control.addTarget(
        receiver, action: Selector(selector), for: InterfaceValues.controlEvent(event) ?? .touchUpInside)
    } else if let item = source as? UIBarButtonItem {
      item.target = receiver
      item.action = Selector(selector)
    }
  }

  /// `0x…`, as Objective-C prints an object.
  static func address(of object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
  }
}

/// An object a nib names but does not make (File's Owner, First Responder, Exit): File's Owner is
/// replaced by the owner given to the load; the others stand for nil targets.
final class InterfacePlaceholder {
  let identifier: String
  init(identifier: String) { self.identifier = identifier }
}

/// Outlets of UIKit's own classes, which Interface Builder connects by name: a table's
/// `dataSource` and `delegate`, a text field's `delegate`, a controller's `view`.
@MainActor
enum BuiltInOutlets {
  static func set(_ property: String, of source: AnyObject, to value: AnyObject) -> Bool {
    switch (source, property) {
    case (let collection as UICollectionView, "dataSource"):
      collection.dataSource = value as? UICollectionViewDataSource
    case (let collection as UICollectionView, "delegate"):
      collection.delegate = value as? UICollectionViewDelegate
    case (let table as UITableView, "dataSource"):
      table.dataSource = value as? UITableViewDataSource
    case (let table as UITableView, "delegate"):
      table.delegate = value as? UITableViewDelegate
    case (let field as UITextField, "delegate"):
      field.delegate = value as? UITextFieldDelegate
    case (let textView as UITextView, "delegate"):
      textView.delegate = value as? UITextViewDelegate
    case (let scroll as UIScrollView, "delegate"):
      scroll.delegate = value as? UIScrollViewDelegate
    case (let picker as UIPickerView, "dataSource"):
      picker.dataSource = value as? UIPickerViewDataSource
    case (let picker as UIPickerView, "delegate"):
      picker.delegate = value as? UIPickerViewDelegate
    case (let searchBar as UISearchBar, "delegate"):
      searchBar.delegate = value as? UISearchBarDelegate
    case (let controller as UIViewController, "view"):
      guard let view = value as? UIView else { return false }
      controller.view = view
    case (let controller as UITableViewController, "tableView"):
      guard let table = value as? UITableView else { return false }
      controller.tableView = table
    default:
      return false
    }
    return true
  }
}
