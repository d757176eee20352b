import Foundation

/// How size and trait transitions travel through controllers, as UIKit documents for
/// `viewWillTransition(to:with:)` and `willTransition(to:with:)`: the runtime calls them on a
/// window's root controller and on each presented controller; a controller's default
/// implementation forwards them to its children on screen (the top of a navigation stack, the
/// selected tab, a custom container's children whose views are in its view). A child's size is
/// what `size(forChildContentContainer:withParentContainerSize:)` says.
extension UIViewController {
  /// Calls `willTransition(to:with:)` and logs it (`ViewController.willTransitionToTraitCollection`).
  func notifyWillTransition(to traits: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
    EventLog.shared.record(self, "willTransitionToTraitCollection")
    willTransition(to: traits, with: coordinator)
  }

  /// Calls `viewWillTransition(to:with:)` and logs it (`ViewController.viewWillTransition`).
  func notifyViewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
    EventLog.shared.record(self, "viewWillTransition")
    viewWillTransition(to: size, with: coordinator)
  }

  func forwardViewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
    for child in childrenReceivingAppearance {
      child.notifyViewWillTransition(
        to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
    }
  }

  func forwardWillTransition(to traits: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
    for child in childrenReceivingAppearance { child.notifyWillTransition(to: traits, with: coordinator) }
  }
}

/// A rotation, in UIKit's order (layout.md rule 8):
///
/// 1. when the traits change, `willTransition(to:with:)` on each window's root controller and
///    presented controllers (forwarded to their children);
/// 2. `viewWillTransition(to:with:)` the same way, with the size each view will have, while the
///    views still have their old size and traits;
/// 3. the screen turns: its size swaps, windows follow, safe areas change;
/// 4. the layout pass: traits update top-down (`traitCollectionDidChange(_:)` and registered
///    handlers on controllers and views), then `updateConstraints`, the solve, and the layout
///    callbacks with the new size and safe areas;
/// 5. the blocks given to the coordinator's `animate(alongsideTransition:completion:)` run;
/// 6. `transitionDuration` (0.4 s) later on the virtual clock, the completion blocks run.
@MainActor
enum SizeTransition {
  /// How long a rotation takes on the virtual clock.
  static let duration: TimeInterval = 0.4
  /// The coordinator of the rotation in flight, for `UIViewController.transitionCoordinator`.
  static var inFlight: SizeTransitionCoordinator?

  /// Turns the screen, as a user turning the device does; nothing happens when it already faces
  /// that way.
  static func rotate(landscape: Bool) {
    let screen = UIScreen.main
    guard landscape != screen.isLandscape else { return }
    finishInFlight()
    let newSize = screen.size(landscape: landscape)
    let newTraits = screen.device.traits(landscape: landscape)
    let windows = UIApplication.shared.windows.filter(\.isOnScreen)
    let coordinator = SizeTransitionCoordinator(
      duration: duration, containerView: windows.first ?? UIView(),
      targetTransform: CGAffineTransform(rotationAngle: landscape ? -.pi / 2 : .pi / 2),
      controller: windows.first?.rootViewController)
    inFlight = coordinator
    let participants = windows.flatMap { controllers(in: $0, newSize: newSize) }
    UIDevice.current.setOrientation(landscape ? .landscapeLeft : .portrait)
    if newTraits != screen.traitCollection {
      for (controller, _) in participants { controller.notifyWillTransition(to: newTraits, with: coordinator) }
    }
    for (controller, size) in participants { controller.notifyViewWillTransition(to: size, with: coordinator) }
    screen.setLandscape(landscape)
    for window in UIApplication.shared.windows { window.matchScreen() }
    _ = LayoutPass.run()
    coordinator.runAnimations()
    MainThread.current.schedule(afterNanoseconds: MainThread.nanoseconds(duration)) {
      MainActor.assumeIsolated {
        guard inFlight === coordinator else { return }
        finishInFlight()
      }
    }
  }

  /// Ends the rotation in flight now (a second rotation, or a fresh world).
  static func finishInFlight() {
    guard let coordinator = inFlight else { return }
    inFlight = nil
    coordinator.finish()
  }

  /// The controllers UIKit tells about a window's size change: the root controller and the
  /// controllers presented over it, in order (also those a full-screen presentation covers), then
  /// any other presented controller on screen, each with the size its view will have.
  private static func controllers(in window: UIWindow, newSize: CGSize) -> [(UIViewController, CGSize)] {
    let bounds = CGRect(origin: .zero, size: newSize)
    var chain: [UIViewController] = []
    var next = window.rootViewController
    while let controller = next, !chain.contains(where: { $0 === controller }) {
      chain.append(controller)
      next = controller.presentedViewController
    }
    for view in window.subviews {
      guard let controller = view.owningViewController, controller.presenter != nil,
        !chain.contains(where: { $0 === controller })
      else { continue }
      chain.append(controller)
    }
    return chain.map { controller in
      guard controller.presenter != nil else { return (controller, newSize) }
      return (controller, Presentation.frame(for: controller.resolvedPresentationStyle, in: bounds).size)
    }
  }
}
