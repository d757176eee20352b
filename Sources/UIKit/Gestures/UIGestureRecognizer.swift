import Foundation

/// Turns a view's touches into a gesture, as UIKit's `UIGestureRecognizer`.
///
/// A recognizer attached to a view (`addGestureRecognizer`) sees every touch that begins in the
/// view or its subviews, before the view does. It runs UIKit's state machine: a discrete one
/// goes from `.possible` to `.recognized` (`.ended`) or `.failed`, a continuous one to `.began`,
/// `.changed` as the touches move, then `.ended` or `.cancelled` (or `.failed` before it began).
/// Its targets' actions are called on recognition and on every change of a continuous gesture;
/// targets are not retained. When the last of its touches has ended and it is in a final state,
/// it is reset to `.possible` (`reset()`). Setting `state` goes through GestureEnvironment,
/// which asks the delegate, honours failure requirements and lets recognizers block each other.
@MainActor
open class UIGestureRecognizer: NSObject {
  /// The states of the state machine, as UIKit names them.
  public enum State: Int, Sendable {
    case possible, began, changed, ended, cancelled, failed

    /// A discrete gesture's success: the same state as `.ended`.
    public static var recognized: State { .ended }
  }

  private struct TargetAction {
    weak var target: AnyObject?
    let action: Selector
  }

  private var targetActions: [TargetAction] = []

  /// The recognizer's own idea of its state; only GestureEnvironment changes it.
  var currentState: State = .possible
  /// The state the recognizer asked for while a recognizer it requires to fail is undecided.
  var pendingState: State?
  /// Its touches that are down (or ended in the event being delivered), in the order they began.
  var activeTouches: [UITouch] = []
  /// Every touch it was given since it was last reset: those a recognition cancels in views.
  var sequenceTouches: [UITouch] = []
  /// Touches the recognizer gave up with `ignore(_:for:)`.
  var ignoredTouches: [UITouch] = []
  /// Where its touches were last, in window coordinates (`location(in:)` after they lifted).
  var lastLocationInWindow: CGPoint = .zero
  /// Recognizers that must fail before this one may leave `.possible` (`require(toFail:)`).
  var failureRequirements: [Weak<UIGestureRecognizer>] = []
  /// Whether the event log records its transitions (the runtime's own recognizers stay quiet).
  var logsTransitions = true

  public init(target: Any?, action: Selector?) {
    super.init()
    if let target, let action { addTarget(target, action: action) }
  }

  override public convenience init() {
    self.init(target: nil, action: nil)
  }

  /// The current state. Subclasses set it as their touches come in (UIGestureRecognizerSubclass);
  /// the change takes effect only as UIKit allows it.
  open var state: State {
    get { currentState }
    set { GestureEnvironment.shared.request(self, newValue) }
  }

  open weak var delegate: UIGestureRecognizerDelegate?

  /// A disabled recognizer receives no touches; disabling one in the middle of its gesture
  /// cancels it (or makes it fail before it began).
  open var isEnabled = true {
    didSet { if oldValue, !isEnabled { GestureEnvironment.shared.withdraw(self) } }
  }

  /// The view it is attached to.
  open internal(set) weak var view: UIView?
  /// Whether the view's touches are cancelled (`touchesCancelled`) when the gesture is recognized.
  open var cancelsTouchesInView = true
  /// Whether the view gets its touches' beginnings only once this recognizer has failed.
  open var delaysTouchesBegan = false
  /// Whether the view gets its touches' ends only once this recognizer has decided.
  open var delaysTouchesEnded = true
  open var requiresExclusiveTouchType = true
  open var name: String?

  /// Adds an action to call on recognition; the target is not retained.
  open func addTarget(_ target: Any, action: Selector) {
    let object = target as AnyObject
    guard !targetActions.contains(where: { $0.target === object && $0.action == action }) else { return }
    targetActions.append(TargetAction(target: object, action: action))
  }

  /// Removes matching target–action pairs; nil matches any.
  open func removeTarget(_ target: Any?, action: Selector?) {
    let object = target.map { $0 as AnyObject }
    targetActions.removeAll { (object == nil || $0.target === object) && (action == nil || $0.action == action) }
  }

  /// Makes this recognizer wait until `otherGestureRecognizer` fails, and fail if it succeeds.
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    failureRequirements.append(Weak(otherGestureRecognizer))
  }

  /// The centroid of the gesture's touches in `view` (the window when nil); after they lifted,
  /// where they were last.
  open func location(in view: UIView?) -> CGPoint {
    let point = activeTouches.isEmpty ? lastLocationInWindow : Self.centroid(of: activeTouches)
    guard let view else { return point }
    return view.convert(point, from: nil)
  }

  /// Where one of its touches is, in `view`'s coordinates; UIKit raises for an index out of range.
  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
    guard activeTouches.indices.contains(touchIndex) else {
      fatalError(
        UIKitError.exception(
          "NSRangeException",
          "-[\(EventLog.className(of: self)) locationOfTouch:inView:]: index (\(touchIndex)) beyond bounds "
            + "(\(activeTouches.count))."))
    }
    return activeTouches[touchIndex].location(in: view)
  }

  /// How many touches the gesture has now.
  open var numberOfTouches: Int { activeTouches.count }

  // MARK: For subclasses (UIGestureRecognizerSubclass)

  /// Clears the recognizer's own state; called when it returns to `.possible`.
  open func reset() {}

  /// Gives up a touch: the recognizer gets no more of it, and a recognition does not cancel it
  /// in the view.
  open func ignore(_ touch: UITouch, for event: UIEvent) {
    if !ignoredTouches.contains(where: { $0 === touch }) { ignoredTouches.append(touch) }
    activeTouches.removeAll { $0 === touch }
  }

  /// Whether this recognizer, recognizing, makes `preventedGestureRecognizer` fail.
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// Whether `preventingGestureRecognizer`, recognizing, makes this one fail.
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// Whether this recognizer waits for `otherGestureRecognizer` to fail (class-wide rule).
  open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

  /// Whether `otherGestureRecognizer` waits for this one to fail (class-wide rule).
  open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

  // MARK: Runtime

  /// Calls every target's action with the recognizer as the sender.
  func sendActions() {
    for entry in targetActions {
      guard let target = entry.target else { continue }
      entry.action.perform(on: target, sender: self)
    }
  }

  /// Whether the recognizer still takes part in its touches: enabled, undecided or under way.
  var isReceivingTouches: Bool {
    isEnabled && pendingState == nil && [.possible, .began, .changed].contains(currentState)
  }

  /// Whether it has ended, been cancelled or failed: it waits for its touches to lift, then resets.
  var isFinished: Bool { [.ended, .cancelled, .failed].contains(currentState) }

  /// Whether the recognizer and `other` were given a touch in common.
  func sharesTouches(with other: UIGestureRecognizer) -> Bool {
    sequenceTouches.contains { touch in other.sequenceTouches.contains { $0 === touch } }
  }

  /// Forgets its touches and state: back to `.possible`, then the subclass's `reset()`.
  func returnToPossible() {
    currentState = .possible
    pendingState = nil
    activeTouches = []
    sequenceTouches = []
    ignoredTouches = []
    reset()
  }

  static func centroid(of touches: [UITouch]) -> CGPoint {
    guard !touches.isEmpty else { return .zero }
    let sum = touches.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.locationInWindow.x, y: $0.y + $1.locationInWindow.y) }
    return CGPoint(x: sum.x / CGFloat(touches.count), y: sum.y / CGFloat(touches.count))
  }
}
