import Foundation
internal import InterfaceModel

/// A transition between two scenes of a storyboard, as UIKit's `UIStoryboardSegue`: made anew
/// each time it is performed, with its identifier, source and a freshly made destination;
/// `prepare(for:sender:)` sees it before `perform()` shows the destination as its kind says
/// (`show` pushes in a navigation controller and presents elsewhere; `presentation` presents).
@MainActor
open class UIStoryboardSegue: NSObject {
  public let identifier: String?
  public let source: UIViewController
  public let destination: UIViewController
  private let performHandler: (@MainActor () -> Void)?

  public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    performHandler = nil
    super.init()
  }

  public init(
    identifier: String?, source: UIViewController, destination: UIViewController,
    performHandler: @escaping @MainActor () -> Void
  ) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    self.performHandler = performHandler
    super.init()
  }

  /// Shows the destination; a subclass (a custom segue) overrides it.
  open func perform() {
    performHandler?()
  }
}

/// A segue as the storyboard describes it, kept by its source controller until it is performed.
struct SegueTemplate {
  var identifier: String?
  var kind: String
  var destinationID: String
  var element: InterfaceElement
}

extension InterfaceLoader {
  /// Keeps `element`'s segue on the scene's controller and makes its trigger fire it: a control's
  /// tap, a bar button item's tap, a cell's selection or its info button (a segue from the controller itself is
  /// performed by `performSegue(withIdentifier:sender:)` only).
  func addSegue(_ element: InterfaceElement, from source: AnyObject) {
    guard let kind = element["kind"], kind != "relationship", kind != "embed", let controller = sceneController,
      let destination = element["destination"]
    else { return }
    let template = SegueTemplate(
      identifier: element["identifier"], kind: kind, destinationID: destination, element: element)
    // Each prototype cell made, and each reload of a view, meets the same segue again: keep one.
    if !controller.storyboardSegueTemplates.contains(where: { $0.element.id != nil && $0.element.id == element.id }) {
      controller.storyboardSegueTemplates.append(template)
    }
    switch source {
    case let control as UIControl:
      control.addAction(
        UIAction { [weak controller, weak control] _ in
          controller?.trigger(template, sender: control)
        }, for: .primaryActionTriggered)
    case let item as UIBarButtonItem:
      item.storyboardSegue = { [weak controller] item in controller?.trigger(template, sender: item) }
    case let cell as UITableViewCell where element["trigger"] == "accessoryAction":
      cell.accessorySegue = { [weak controller] cell in controller?.trigger(template, sender: cell) }
    case let cell as UITableViewCell:
      cell.storyboardSegue = { [weak controller] cell in controller?.trigger(template, sender: cell) }
    case let cell as UICollectionViewCell:
      cell.storyboardSegue = { [weak controller] cell in controller?.trigger(template, sender: cell) }
    default:
      break
    }
  }
}
