import Foundation
internal import InterfaceModel

extension UIViewController {
  /// A segue a user triggered (a button, a cell, a bar button item): asks `shouldPerformSegue`
  /// first when it has an identifier.
  func trigger(_ template: SegueTemplate, sender: Any?) {
    if let identifier = template.identifier, !shouldPerformSegue(withIdentifier: identifier, sender: sender) { return }
    performTemplate(template, sender: sender)
  }

  func performTemplate(_ template: SegueTemplate, sender: Any?) {
    if template.kind == "unwind" {
      unwind(template, sender: sender)
      return
    }
    guard let storyboard, let destination = storyboard.instantiateController(id: template.destinationID) else {
      return
    }
    let segue = makeSegue(template, destination: destination)
    EventLog.shared.record(self, "prepareForSegue \(template.identifier ?? "")")
    prepare(for: segue, sender: sender)
    segue.perform()
  }

  private func makeSegue(_ template: SegueTemplate, destination: UIViewController) -> UIStoryboardSegue {
    let kind = template.kind
    let element = template.element
    let animated = element.flag("animates") ?? true
    let source = self
    let handler: @MainActor () -> Void = {
      switch kind {
      case "show", "push":
        // `show` is `show(_:sender:)`; unticking Animates in Interface Builder shows it without
        // the animation, which `show` cannot be told, so push or present directly then.
        if kind == "push" || !animated, let navigation = source.navigationController {
          navigation.pushViewController(destination, animated: animated)
        } else if !animated {
          source.present(destination, animated: false, completion: nil)
        } else {
          source.show(destination, sender: nil)
        }
      case "showDetail", "replace": source.showDetailViewController(destination, sender: nil)
      default:
        if let style = InterfaceValues.presentationStyle(element["modalPresentationStyle"]) {
          destination.modalPresentationStyle = style
        }
        source.present(destination, animated: animated, completion: nil)
      }
    }
    if let custom = element["customClass"], let type = InterfaceClasses.lookUp(custom) as? UIStoryboardSegue.Type {
      return type.init(identifier: template.identifier, source: self, destination: destination)
    }
    return UIStoryboardSegue(
      identifier: template.identifier, source: self, destination: destination, performHandler: handler)
  }

  /// An unwind segue: the nearest controller back along the way here (down the navigation stack,
  /// then the presenting chain) that implements the unwind action gets it, then everything
  /// above it goes away.
  private func unwind(_ template: SegueTemplate, sender: Any?) {
    guard let action = template.element["unwindAction"] else { return }
    guard let destination = unwindDestination(for: action) else {
      EventLog.shared.warn("no view controller back along the way implements \(action); the unwind segue does nothing")
      return
    }
    let segue = UIStoryboardSegue(identifier: template.identifier, source: self, destination: destination)
    EventLog.shared.record(self, "prepareForSegue \(template.identifier ?? "")")
    prepare(for: segue, sender: sender)
    _ = InterfaceRegistry.action(action, of: destination)?(destination, segue, nil)
    // Everything above the destination goes: what is presented over it, then the controllers
    // pushed after it; a tab bar shows the tab that holds it.
    let animated = template.element.flag("animates") ?? true
    let container = destination.navigationController ?? destination
    if container.presentedViewController != nil || destination.presentedViewController != nil {
      container.dismiss(animated: animated, completion: nil)
    }
    if let navigation = destination.navigationController, navigation.topViewController !== destination {
      navigation.popToViewController(destination, animated: animated)
    }
    if let tabs = destination.tabBarController,
      let index = tabs.viewControllers?.firstIndex(where: {
        $0 === destination || $0 === destination.navigationController
      })
    {
      tabs.selectedIndex = index
    }
  }

  /// The controller an unwind segue ends at, searched as Apple's TN2298 describes: from the
  /// source up through its parents and presenters, at each container the other children (the top
  /// of a navigation stack first), the first that implements the action.
  private func unwindDestination(for action: String) -> UIViewController? {
    var came: UIViewController = self
    var current = parent ?? presentingViewController
    var steps = 0
    while let container = current, steps < 64 {
      steps += 1
      if let found = search(container, for: action, excluding: came) { return found }
      came = container
      current = container.parent ?? container.presentingViewController
    }
    return nil
  }

  /// `controller` itself or, depth first from the most recent, its children but `excluded`.
  private func search(_ controller: UIViewController, for action: String, excluding excluded: UIViewController)
    -> UIViewController?
  {
    for child in controller.children.reversed() where child !== excluded && child !== self {
      if let found = search(child, for: action, excluding: excluded) { return found }
    }
    if controller !== self, controller !== excluded, InterfaceRegistry.action(action, of: controller) != nil {
      return controller
    }
    return nil
  }
}
