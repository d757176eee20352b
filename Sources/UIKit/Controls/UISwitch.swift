import Foundation

/// An on/off control, as UIKit's `UISwitch`: a tap flips `isOn` and sends `.valueChanged`.
/// Setting `isOn` or calling `setOn(_:animated:)` from code sends no event, as in UIKit.
@MainActor
open class UISwitch: UIControl {
  open var isOn = false
  open var onTintColor: UIColor?
  open var thumbTintColor: UIColor?

  /// A switch is always 51 × 31 points on iPhone.
  static let standardSize = CGSize(width: 51, height: 31)

  override public init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: UISwitch.standardSize))
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  open func setOn(_ on: Bool, animated: Bool) {
    MainThreadChecker.checked("-[UISwitch setOn:animated:]") {
      isOn = on
    }
  }

  /// A switch keeps its standard size whatever frame it is given, as on iOS; only the origin moves.
  override open var frame: CGRect {
    get { super.frame }
    set { super.frame = CGRect(origin: newValue.origin, size: UISwitch.standardSize) }
  }

  override open var intrinsicContentSize: CGSize { UISwitch.standardSize }

  /// A switch hugs its fixed size and resists compression at 750, as UIKit's.
  override var defaultContentPriorities: (hugging: UILayoutPriority, compressionResistance: UILayoutPriority) {
    (.defaultHigh, .defaultHigh)
  }

  override func controlWasTapped() {
    isOn.toggle()
    sendActions(for: [.valueChanged, .primaryActionTriggered])
  }
}

/// A control for picking a value from a continuous range, as UIKit's `UISlider`.
/// The value is clamped to `minimumValue...maximumValue`; code changes send no event.
@MainActor
open class UISlider: UIControl {
  open var minimumValue: Float = 0 {
    didSet { value = clamped(value) }
  }
  open var maximumValue: Float = 1 {
    didSet { value = clamped(value) }
  }
  open var value: Float = 0 {
    didSet { if value != clamped(value) { value = clamped(value) } }
  }
  open var isContinuous = true
  open var minimumTrackTintColor: UIColor?
  open var maximumTrackTintColor: UIColor?

  open func setValue(_ value: Float, animated: Bool) {
    self.value = value
  }

  override open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }

  /// The driver's `slide`: moves the thumb as a user would and sends `.valueChanged`.
  package func slide(to newValue: Float) {
    value = newValue
    sendActions(for: .valueChanged)
  }

  override func controlWasTapped() {}

  private func clamped(_ value: Float) -> Float {
    min(max(value, minimumValue), max(maximumValue, minimumValue))
  }
}
