import Foundation

/// A control with a − and a + button that step a value, as UIKit's `UIStepper`.
///
/// `value` starts at 0 within `minimumValue` 0 … `maximumValue` 100 and moves by `stepValue` 1.
/// A press changes the value as the finger goes down; held (`autorepeat`, the default) it repeats
/// on the virtual clock. Past a limit the value stops there — or, with `wraps`, goes round to the
/// other end — and the button for that direction is disabled. Each change sends `.valueChanged`
/// at once, or once when the finger lifts if `isContinuous` is false. Setting `value` from code
/// sends nothing. A minimum set above the maximum (or a maximum below the minimum) sets both to the
/// new value; a step of 0 or less stops the app with UIKit's `NSInvalidArgumentException`.
@MainActor
open class UIStepper: UIControl {
  open var value: Double = 0 {
    didSet {
      let pinned = min(max(value, minimumValue), maximumValue)
      if value != pinned { value = pinned }
      updateButtons()
    }
  }
  /// Setting it above the maximum sets both to the new value, as UIKit's class overview says.
  open var minimumValue: Double = 0 {
    didSet {
      if minimumValue > maximumValue { maximumValue = minimumValue }
      value = max(value, minimumValue)
    }
  }
  /// Setting it below the minimum sets both to the new value.
  open var maximumValue: Double = 100 {
    didSet {
      if maximumValue < minimumValue { minimumValue = maximumValue }
      value = min(value, maximumValue)
    }
  }
  open var stepValue: Double = 1 {
    didSet { if stepValue <= 0 { Self.invalid("stepValue", stepValue, "must be greater than 0") } }
  }
  open var wraps = false {
    didSet { updateButtons() }
  }
  open var autorepeat = true
  open var isContinuous = true

  private var images: [String: UIImage] = [:]
  let decrementButton = StepperButton(title: "−", label: "Decrement")
  let incrementButton = StepperButton(title: "+", label: "Increment")
  /// The press under way: its direction, whether it changed the value, and its repeat schedule.
  var press: StepperPress?
  /// How many presses have begun, numbering them.
  var pressesBegun = 0

  /// A stepper is always 94 × 32 points, as on iOS 13 and later; only the origin moves.
  static let standardSize = CGSize(width: 94, height: 32)
  /// How long a press is held before it repeats, and how often it repeats then.
  static let repeatDelay = 0.5
  static let repeatInterval = 0.1

  override public init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: UIStepper.standardSize))
    addButtons()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addButtons()
  }

  private func addButtons() {
    addSubview(decrementButton)
    addSubview(incrementButton)
    layoutButtons()
    updateButtons()
  }

  override open var frame: CGRect {
    get { super.frame }
    set { super.frame = CGRect(origin: newValue.origin, size: UIStepper.standardSize) }
  }

  override open var intrinsicContentSize: CGSize { UIStepper.standardSize }

  override var defaultContentPriorities: (hugging: UILayoutPriority, compressionResistance: UILayoutPriority) {
    (.defaultHigh, .defaultHigh)
  }

  override open func layoutSubviews() {
    super.layoutSubviews()
    layoutButtons()
  }

  private func layoutButtons() {
    let half = bounds.width / 2
    decrementButton.frame = CGRect(x: 0, y: 0, width: half, height: bounds.height)
    incrementButton.frame = CGRect(x: half, y: 0, width: half, height: bounds.height)
  }

  override open var isEnabled: Bool {
    didSet { updateButtons() }
  }

  /// A button is disabled at its limit unless the stepper wraps, and with the stepper.
  func updateButtons() {
    decrementButton.isEnabled = isEnabled && (wraps || value > minimumValue)
    incrementButton.isEnabled = isEnabled && (wraps || value < maximumValue)
  }

  // MARK: Images

  open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) { images["+\(state.rawValue)"] = image }
  open func incrementImage(for state: UIControl.State) -> UIImage? { images["+\(state.rawValue)"] }
  open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) { images["-\(state.rawValue)"] = image }
  open func decrementImage(for state: UIControl.State) -> UIImage? { images["-\(state.rawValue)"] }
  open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { images["b\(state.rawValue)"] = image }
  open func backgroundImage(for state: UIControl.State) -> UIImage? { images["b\(state.rawValue)"] }

  // MARK: Touches (UIStepper+Pressing.swift does the work)

  override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesBegan(touches, with: event)
    guard isEnabled, let point = touches.first?.location(in: self) else { return }
    beginPress(up: point.x >= bounds.width / 2)
  }

  override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesEnded(touches, with: event)
    endPress()
  }

  override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesCancelled(touches, with: event)
    endPress()
  }

  /// The touch-up itself sends nothing more: the press already stepped the value.
  override func controlWasTapped() {}

  /// VoiceOver reads the stepper's value.
  override open var accessibilityValue: String? {
    get { super.accessibilityValue ?? UIStepper.format(value) }
    set { super.accessibilityValue = newValue }
  }

  /// `3`, `2.5`: the value without a needless fraction.
  static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
  }

  private static func invalid(_ property: String, _ value: Double, _ rule: String) -> Never {
    fatalError(
      UIKitError.exception("NSInvalidArgumentException", "UIStepper \(property) \(format(value)) \(rule)"))
  }
}

/// One half of a stepper (UIKit's private `_UIStepperButton`): drawn and read as a button titled
/// − or +, labelled Decrement or Increment for VoiceOver. The stepper takes its touches.
@MainActor
final class StepperButton: UIButton {
  init(title: String, label: String) {
    super.init(frame: .zero)
    setTitle(title, for: .normal)
    accessibilityLabel = label
    isUserInteractionEnabled = false
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}
