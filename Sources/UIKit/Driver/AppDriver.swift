package import DriverProtocol
import Foundation

/// The package-internal driver API: what the app host (and the runtime's tests) use to act on
/// the app as a user and as iOS would — launch, tap, advance the clock, background, snapshot.
///
/// Every step ends by running the current turn of the run loop, so blocks queued with
/// `DispatchQueue.main.async` and notification blocks have run before the step returns.
@MainActor
package enum AppDriver {
  /// Views of the last snapshot by id, so `tap(elementID:)` can find them.
  private static var lastSnapshotViews: [Int: Weak<UIView>] = [:]

  /// Starts a fresh, empty world: clock at zero, no app, no windows, empty log.
  package static func reset() {
    // Let go of the old app first, so controllers it held log their deinit into the old log.
    SizeTransition.inFlight = nil
    UIApplication.current = UIApplication()
    MainThread.current = MainThread.makeForApp()
    EventLog.shared = EventLog()
    RunLoop.resetMain()
    PerformRequest.pending = []
    UIPasteboard.reset()
    FirstResponderTracker.shared = FirstResponderTracker()
    Keyboard.shared = Keyboard()
    TouchScreen.shared = TouchScreen()
    GestureEnvironment.shared = GestureEnvironment()
    TouchDelivery.shared = TouchDelivery()
    Presentation.reset()
    LayoutEngine.resetWorld()
    UITableView.warnedAboutZeroHeight = false
    UIScreen.main.use(.standard)
    UIDevice.reset()
    UITraitCollection.resetCurrent()
    UserDefaults.resetStandard()
    VirtualNetwork.reset()
    AppInfo.reset()
    SceneConnector.problem = nil
    UIStoryboard.given = [:]
    UINib.given = [:]
    lastSnapshotViews = [:]
  }

  /// Launches with the given delegate and/or root controller (see `Launcher.launch`).
  package static func launch(delegate: UIApplicationDelegate? = nil, root: UIViewController? = nil) {
    Launcher.launch(delegate: delegate, rootController: root)
  }

  /// Launches with the delegate class named as `UIApplicationMain` would receive it.
  package static func launch(delegateClassName: String) {
    Launcher.launch(delegate: AppDelegateFactory.make(className: delegateClassName), rootController: nil)
  }

  /// Moves the virtual clock; timers, delayed blocks, animations and transitions run on the way.
  package static func advance(seconds: Double) {
    MainThread.current.advance(byNanoseconds: MainThread.nanoseconds(seconds))
  }

  /// Blocks the main thread for `seconds`: the clock moves, nothing runs, then what came due
  /// runs once (see `MainThread.stall(byNanoseconds:)`).
  package static func stall(seconds: Double) {
    MainThread.current.stall(byNanoseconds: MainThread.nanoseconds(seconds))
  }

  /// Runs the current turn of the run loop without moving the clock.
  package static func settle() {
    MainThread.current.runCurrentTurn()
  }

  /// A tap at the centre of `view`, delivered through hit-testing as a finger would be.
  /// Returns the view that received the touch (nil if the point hit nothing).
  @discardableResult
  package static func tap(_ view: UIView) -> UIView? {
    let frame = view.frameInWindow
    return tap(at: CGPoint(x: frame.midX, y: frame.midY), in: view.window)
  }

  /// A tap at a point in window coordinates of the key window (or `window`): a finger down and
  /// up at the same instant, hit-tested once (TouchScreen). Returns the view the finger landed on
  /// (nil when it hit nothing, or the keyboard).
  @discardableResult
  package static func tap(at point: CGPoint, in window: UIWindow? = nil) -> UIView? {
    settle()
    let landed = TouchScreen.shared.send([(0, .down(point))], in: window)[0]
    TouchScreen.shared.send([(0, .up)], in: window)
    settle()
    return landed
  }

  /// A tap on the view the last snapshot listed with `id`; false if that view is gone.
  package static func tap(elementID id: Int) -> Bool {
    guard let view = lastSnapshotViews[id]?.value else { return false }
    tap(view)
    return true
  }

  /// The view the last snapshot listed with `id`, if it still exists.
  package static func view(elementID id: Int) -> UIView? {
    lastSnapshotViews[id]?.value
  }

  /// Moves a slider's thumb as a user would (`.valueChanged`).
  package static func slide(_ slider: UISlider, to value: Float) {
    slider.slide(to: value)
    settle()
  }

  /// Types `text` into the first responder one character at a time, as the keyboard does
  /// (`UIKeyInput.insertText(_:)` per character); false when no text input is first responder.
  package static func type(_ text: String) -> Bool {
    guard let input = FirstResponderTracker.shared.current as? UIKeyInput else { return false }
    for character in text { input.insertText(String(character)) }
    settle()
    return true
  }

  /// The keyboard's return key. UIKeyInput documents it as inserting a newline ("\n"); text
  /// fields answer that with `textFieldShouldReturn(_:)` and `.editingDidEndOnExit`.
  package static func pressReturn() -> Bool {
    type("\n")
  }

  /// The keyboard's delete key pressed `count` times on the first responder
  /// (`UIKeyInput.deleteBackward()`, which asks a text field's `shouldChangeCharactersIn` about
  /// the last character with an empty replacement); false when no text input is first responder.
  package static func deleteBackward(count: Int) -> Bool {
    guard let input = FirstResponderTracker.shared.current as? UIKeyInput else { return false }
    for _ in 0..<max(count, 0) { input.deleteBackward() }
    settle()
    return true
  }

  /// Empties a text input by deleting backwards until it has no text, as holding the delete key
  /// does; false when `view` takes no text.
  package static func clear(_ view: UIView) -> Bool {
    if let field = view as? UITextField {
      field.clearFromButton()
      settle()
      return true
    }
    guard let input = view as? UIKeyInput else { return false }
    var remaining = 1_000_000
    while input.hasText, remaining > 0 {
      input.deleteBackward()
      remaining -= 1
    }
    settle()
    return true
  }

  /// Scrolls `table` just enough that the row is in view, as a user's drag would; false when
  /// the table has no such row.
  package static func scroll(_ table: UITableView, toRow row: Int, inSection section: Int) -> Bool {
    guard section >= 0, section < table.numberOfSections, row >= 0, row < table.numberOfRows(inSection: section) else {
      return false
    }
    table.scrollToRow(at: IndexPath(row: row, section: section), at: .none, animated: true)
    settle()
    return true
  }

  /// Scrolls a collection view just enough that the item is in view (its section too, when that
  /// scrolls sideways by itself); false when it has no such item.
  package static func scroll(_ collection: UICollectionView, toItem item: Int, inSection section: Int) -> Bool {
    guard section >= 0, section < collection.numberOfSections, item >= 0,
      item < collection.numberOfItems(inSection: section)
    else { return false }
    collection.scrollToItem(at: IndexPath(item: item, section: section), at: [], animated: true)
    settle()
    return true
  }

  /// Swipes a row to the left: its trailing actions (or Delete) appear; false when it has none.
  package static func swipe(_ cell: UITableViewCell) -> Bool {
    guard let table = cell.tableView, let indexPath = table.indexPath(for: cell) else { return false }
    let shown = table.showSwipeActions(at: indexPath)
    settle()
    return shown
  }

  /// Swipes a list cell of a collection view to the left: its trailing swipe actions appear; false
  /// when it has none.
  package static func swipe(_ cell: UICollectionViewCell) -> Bool {
    guard let collection = cell.collectionView, let indexPath = collection.indexPath(for: cell) else { return false }
    let shown = collection.showSwipeActions(at: indexPath)
    settle()
    return shown
  }

  /// A finger dragging down from `view`: the sheet that holds it, if any, is swiped down as a user
  /// dismisses it (Presentation.dismissInteractively). Anywhere else nothing reacts (the runtime
  /// has no gesture recognizers of the app's yet). Returns what became of the sheet, or nil when
  /// the view is on no presented controller's screen.
  @discardableResult
  package static func swipeDown(from view: UIView) -> InteractiveDismissal? {
    settle()
    var node: UIView? = view
    var presented: UIViewController?
    while let current = node {
      if let controller = current.owningViewController, let top = controller.presentedRoot {
        presented = top
        break
      }
      node = current.superview
    }
    guard let presented else { return nil }
    let outcome = Presentation.dismissInteractively(presented)
    settle()
    return outcome
  }

  /// Taps the back button a user can see (not one under a sheet); false if there is none.
  @discardableResult
  package static func back() -> Bool {
    guard let window = UIApplication.shared.keyWindow,
      let button = allViews(in: window).compactMap({ $0 as? NavigationBackButton })
        .last(where: { Visibility(window: window).isVisible($0) })
    else { return false }
    tap(button)
    return true
  }

  package static func enterBackground() { Launcher.enterBackground() }
  package static func enterForeground() { Launcher.enterForeground() }
  package static func interrupt() { Launcher.interrupt() }
  package static func resume() { Launcher.resume() }
  package static func terminate() { Launcher.terminate() }
  package static func memoryWarning() { Launcher.memoryWarning() }

  /// Runs the app on `device` (before launch: its screen, scale and safe areas).
  package static func use(_ device: DeviceModel) {
    UIScreen.main.use(Device(device))
    for window in UIApplication.shared.windows { window.matchScreen() }
  }

  /// Turns the device: the screen's width and height swap and the app hears about it in UIKit's
  /// order (`viewWillTransition(to:with:)`, trait changes, layout; see `SizeTransition`).
  package static func rotate(landscape: Bool) {
    settle()
    SizeTransition.rotate(landscape: landscape)
    settle()
  }

  /// The current state as the driver sees it; the log part holds entries since the last snapshot.
  package static func snapshot() -> AppSnapshot {
    settle()
    let builder = SnapshotBuilder()
    let snapshot = builder.build()
    lastSnapshotViews = builder.viewsByID.mapValues { Weak($0) }
    return snapshot
  }

  /// Every view of a tree, depth first, front-most last.
  package static func allViews(in root: UIView) -> [UIView] {
    [root] + root.subviews.flatMap { allViews(in: $0) }
  }
}

extension MainThread {
  /// A main thread whose run loop ends each turn with UIKit's layout pass.
  static func makeForApp() -> MainThread {
    let thread = MainThread()
    thread.addEndOfTurnHook { MainActor.assumeIsolated { LayoutPass.run() } }
    return thread
  }
}

/// The layout pass UIKit runs at the end of each run-loop turn, over every visible window.
@MainActor
enum LayoutPass {
  /// Passes per turn before the runtime stops: a layout that never settles must not hang.
  static let passLimit = 16

  static func run() -> Bool {
    var didLayout = false
    for _ in 0..<passLimit {
      var any = false
      for window in UIApplication.shared.windows where window.isOnScreen {
        // Traits first, top-down, so trait-change callbacks that swap constraints are solved now.
        if window.traitState.generation != TraitGeneration.current { window.updateTraitsIfNeeded() }
        LayoutEngine.prepare(window)
        if window.runLayoutPass() { any = true }
      }
      guard any else { return didLayout }
      didLayout = true
    }
    EventLog.shared.warn("layout did not settle after \(passLimit) passes; a layoutSubviews keeps invalidating layout")
    return false
  }
}
