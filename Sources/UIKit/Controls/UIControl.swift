import Foundation

/// The base class for controls, as UIKit's `UIControl`: states, events and target–action.
///
/// Targets are held weakly (controls do not retain their targets). A nil target means "the first
/// object in the responder chain that implements the action", found when the action is sent.
/// Touches follow UIKit: down highlights and sends `.touchDown`; up inside sends `.touchUpInside`
/// (and `.primaryActionTriggered` for controls whose primary action is a tap).
@MainActor
open class UIControl: UIView {
  /// Control states, with UIKit's raw values.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    public static let focused = State(rawValue: 1 << 3)
  }

  /// Control events, with UIKit's raw values.
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    public static let touchDragExit = Event(rawValue: 1 << 5)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  private struct TargetAction {
    weak var target: AnyObject?
    let hasTarget: Bool
    let action: Selector
    let events: Event
  }

  private var targetActions: [TargetAction] = []
  private var actions: [(action: UIAction, events: Event)] = []

  open var isEnabled = true {
    didSet { MainThreadChecker.checked("-[UIControl setEnabled:]") {} }
  }
  open var isSelected = false
  open var isHighlighted = false
  /// Whether the finger tracking the control is inside its bounds.
  public internal(set) var isTouchInside = false
  /// Whether a touch on the control is being tracked.
  public internal(set) var isTracking = false

  open var state: State {
    var state: State = .normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// Adds a target–action pair; a nil target searches the responder chain when the action is sent.
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    let object = target.map { $0 as AnyObject }
    let isDuplicate = targetActions.contains { entry in
      entry.hasTarget == (object != nil) && entry.target === object && entry.action == action
        && entry.events == controlEvents
    }
    if isDuplicate { return }
    targetActions.append(TargetAction(target: object, hasTarget: object != nil, action: action, events: controlEvents))
  }

  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    let object = target.map { $0 as AnyObject }
    targetActions.removeAll { entry in
      (object == nil || entry.target === object) && (action == nil || entry.action == action)
        && !entry.events.isDisjoint(with: controlEvents)
    }
  }

  open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
    let object = target.map { $0 as AnyObject }
    let names = targetActions.filter { $0.target === object && $0.events.contains(controlEvent) }.map(\.action.name)
    return names.isEmpty ? nil : names
  }

  /// The target objects, with `NSNull` standing for nil targets (as UIKit returns them).
  open var allTargets: Set<AnyHashable> {
    Set(
      targetActions.compactMap { entry -> AnyHashable? in
        guard entry.hasTarget else { return AnyHashable(NSNull()) }
        guard let target = entry.target else { return nil }
        return target as? AnyHashable ?? AnyHashable(ObjectIdentifier(target))
      })
  }

  open var allControlEvents: Event {
    (targetActions.map(\.events) + actions.map(\.events)).reduce([]) { $0.union($1) }
  }

  open func addAction(_ action: UIAction, for controlEvents: Event) {
    actions.append((action, controlEvents))
  }

  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    actions.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
  }

  open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
    actions.removeAll { $0.action.identifier == actionIdentifier && !$0.events.isDisjoint(with: controlEvents) }
  }

  /// Sends the actions registered for `controlEvents`: UIActions first, then target–actions.
  open func sendActions(for controlEvents: Event) {
    for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
      logAction()
      entry.action.perform(sender: self)
    }
    for entry in targetActions where !entry.events.isDisjoint(with: controlEvents) {
      if entry.hasTarget && entry.target == nil { continue }  // the target went away: nothing to call
      sendAction(entry.action, to: entry.target, for: nil)
    }
  }

  /// Sends one action through the application, which resolves a nil target.
  open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    logAction()
    UIApplication.shared.sendAction(action, to: target, from: self, for: event)
  }

  open func sendAction(_ action: UIAction) {
    logAction()
    action.perform(sender: self)
  }

  /// Records `UIButton.action "Start"` (under the UIKit class; see `EventLog`).
  func logAction() {
    EventLog.shared.record("\(EventLog.frameworkClassName(of: self)).action \(logDescription)")
  }

  /// How the control is named in the log: its title in quotes, else `#identifier`, else its class.
  var logDescription: String {
    if let title = visibleTitle, !title.isEmpty { return "\"\(title)\"" }
    if let identifier = accessibilityIdentifier { return "#\(identifier)" }
    if let label = accessibilityLabel { return "\"\(label)\"" }
    return ""
  }

  /// The text a user reads on the control, if any (a button's title).
  var visibleTitle: String? { nil }

  // MARK: Touch tracking

  override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled else { return }
    isHighlighted = true
    isTouchInside = true
    isTracking = true
    sendActions(for: (touches.first?.tapCount ?? 1) > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
  }

  /// A finger moving on the control: `.touchDragInside` or `.touchDragOutside`, with
  /// `.touchDragEnter`/`.touchDragExit` as it crosses the edge; highlighted while inside.
  override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, let touch = touches.first else { return }
    let inside = point(inside: touch.location(in: self), with: event)
    var events: Event = inside ? .touchDragInside : .touchDragOutside
    if inside != isTouchInside { events.insert(inside ? .touchDragEnter : .touchDragExit) }
    isTouchInside = inside
    isHighlighted = inside
    sendActions(for: events)
  }

  override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    isTracking = false
    guard isEnabled else { return }
    isHighlighted = false
    let inside = touches.first.map { point(inside: $0.location(in: self), with: event) } ?? true
    if inside {
      controlWasTapped()
    } else {
      sendActions(for: .touchUpOutside)
    }
  }

  override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    isTracking = false
    isHighlighted = false
    sendActions(for: .touchCancel)
  }

  /// What a completed tap does; UISwitch toggles, a button fires its primary action.
  func controlWasTapped() {
    sendActions(for: [.touchUpInside, .primaryActionTriggered])
  }

  /// UIKit's rule from "Attaching gesture recognizers to UIKit controls": a single-finger single
  /// tap on a button, switch, stepper, segmented control or page control is the control's, so a
  /// tap recognizer of a view around it does not begin and the control's action is called. A
  /// recognizer attached to the control itself still comes first. A text field keeps its tap too:
  /// on iOS its own text-interaction recognizers claim it.
  override open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard gestureRecognizer.view !== self, let tap = gestureRecognizer as? UITapGestureRecognizer,
      tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1,
      Self.singleTapControls.contains(EventLog.frameworkClassName(of: self))
    else { return true }
    return false
  }

  /// The controls whose single tap recognizers around them leave alone.
  static let singleTapControls: Set<String> = [
    "UIButton", "UISwitch", "UIStepper", "UISegmentedControl", "UIPageControl", "UITextField",
  ]
}
