import Foundation

/// Where a controller is in its appearance cycle.
enum AppearanceState {
  case disappeared, appearing, appeared, disappearing

  var isVisible: Bool { self == .appearing || self == .appeared }
}

/// The callbacks whose overrides UIKit's documentation says must call `super`.
enum LifecycleCallback: String {
  case viewWillAppear = "viewWillAppear(_:)"
  case viewDidAppear = "viewDidAppear(_:)"
  case viewWillDisappear = "viewWillDisappear(_:)"
  case viewDidDisappear = "viewDidDisappear(_:)"
  case didReceiveMemoryWarning = "didReceiveMemoryWarning()"

  /// The event's name in the log (`viewWillAppear`).
  var event: String { String(rawValue.prefix { $0 != "(" }) }
}

extension UIViewController {
  /// Starts appearing or disappearing: the `viewWill…` callback, forwarded to children.
  ///
  /// A call that would repeat the current direction is UIKit's "Unbalanced calls" warning.
  func beginAppearance(_ isAppearing: Bool, animated: Bool) {
    switch (isAppearing, appearanceState) {
    case (true, .disappeared), (true, .disappearing):
      appearanceState = .appearing
      appearanceAnimated = animated
      loadViewIfNeeded()
      invoke(.viewWillAppear, animated: animated)
      isAppearingCallPending = true
    case (false, .appeared), (false, .appearing):
      appearanceState = .disappearing
      isAppearingCallPending = false
      appearanceAnimated = animated
      invoke(.viewWillDisappear, animated: animated)
    default:
      EventLog.shared.warn("Unbalanced calls to begin/end appearance transitions for \(UIKitError.describe(self)).")
      return
    }
    guard shouldAutomaticallyForwardAppearanceMethods else { return }
    for child in childrenReceivingAppearance {
      child.beginAppearanceTransition(isAppearing, animated: animated)
    }
  }

  /// Finishes the transition begun last: the `viewDid…` callback, forwarded to children.
  func endAppearance() {
    switch appearanceState {
    case .appearing:
      appearanceState = .appeared
      notifyIsAppearingIfPending()
      invoke(.viewDidAppear, animated: appearanceAnimated)
    case .disappearing:
      appearanceState = .disappeared
      invoke(.viewDidDisappear, animated: appearanceAnimated)
    case .appeared, .disappeared:
      return
    }
    guard shouldAutomaticallyForwardAppearanceMethods else { return }
    for child in childrenReceivingAppearance {
      child.endAppearanceTransition()
    }
  }

  /// Children whose view is inside this controller's view: they appear and disappear with it.
  var childrenInsideView: [UIViewController] {
    guard let root = viewIfLoaded else { return [] }
    return children.filter { $0.viewIfLoaded?.isDescendant(of: root) ?? false }
  }

  /// Delivers a memory warning, and warns when the override skipped `super`.
  func deliverMemoryWarning() {
    invoke(.didReceiveMemoryWarning, animated: false)
  }

  /// Calls a lifecycle method, logs it, and warns when the override skipped `super`.
  private func invoke(_ callback: LifecycleCallback, animated: Bool) {
    EventLog.shared.record(self, callback.event)
    superCallMarks.remove(callback)
    switch callback {
    case .viewWillAppear: viewWillAppear(animated)
    case .viewDidAppear: viewDidAppear(animated)
    case .viewWillDisappear: viewWillDisappear(animated)
    case .viewDidDisappear: viewDidDisappear(animated)
    case .didReceiveMemoryWarning: didReceiveMemoryWarning()
    }
    if !superCallMarks.contains(callback) {
      EventLog.shared.warn(
        "\(EventLog.className(of: self)).\(callback.rawValue) did not call super.\(callback.rawValue)"
          + " — UIKit requires overrides of \(callback.rawValue) to call super")
    }
  }

  /// A child of a custom container appears when its view enters a window while the parent is on
  /// screen, and disappears when it leaves, as UIKit does for `addChild` + `addSubview`.
  /// Containers that manage their children's appearance themselves are left alone.
  func rootViewDidChangeWindow() {
    guard let parent, !parent.managesChildAppearance, parent.shouldAutomaticallyForwardAppearanceMethods else {
      return
    }
    let inWindow = viewIfLoaded?.window != nil
    if inWindow, parent.appearanceState == .appeared, appearanceState == .disappeared {
      beginAppearanceTransition(true, animated: false)
      endAppearanceTransition()
    } else if !inWindow, appearanceState.isVisible {
      beginAppearanceTransition(false, animated: false)
      endAppearanceTransition()
    }
  }

  /// `viewIsAppearing(_:)`, once per appearance: from the first layout pass that finds the view
  /// in a window, or just before `viewDidAppear` when no layout pass came between.
  func notifyIsAppearingIfPending() {
    guard isAppearingCallPending, appearanceState.isVisible else { return }
    isAppearingCallPending = false
    EventLog.shared.record(self, "viewIsAppearing")
    viewIsAppearing(appearanceAnimated)
  }

  func notifyWillLayoutSubviews() {
    EventLog.shared.record(self, "viewWillLayoutSubviews")
    viewWillLayoutSubviews()
  }

  func notifyDidLayoutSubviews() {
    EventLog.shared.record(self, "viewDidLayoutSubviews")
    viewDidLayoutSubviews()
  }

  /// Whether the controller is on screen or on its way there.
  package var isAppearingOrAppeared: Bool { appearanceState.isVisible }
}
