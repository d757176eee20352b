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
        if kind == "push", let navigation = source.navigationController {
          navigation.pushViewController(destination, animated: animated)
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
    if let navigation = destination.navigationController, navigation.viewControllers.contains(destination),
      navigation.presentedViewController == nil || destination.presentedViewController == nil
    {
      if destination.presentedViewController != nil { destination.dismiss(animated: true, completion: nil) }
      navigation.popToViewController(destination, animated: true)
    } else {
      destination.dismiss(animated: true, completion: nil)
    }
  }

  private func unwindDestination(for action: String) -> UIViewController? {
    var candidates: [UIViewController] = []
    var current: UIViewController? = self
    while let controller = current {
      if let navigation = controller.navigationController {
        let stack = navigation.viewControllers
        if let index = stack.firstIndex(of: controller) { candidates += stack[..<index].reversed() }
      }
      if let presenter = controller.presentingViewController {
        candidates.append(presenter)
        current = (presenter as? UINavigationController)?.topViewController ?? presenter
        if let top = current, top !== presenter { candidates.append(top) }
      } else {
        current = nil
      }
    }
    return candidates.first { $0 !== self && InterfaceRegistry.action(action, of: $0) != nil }
  }
}
