import Foundation

/// A control that runs an action when tapped, as UIKit's `UIButton`.
///
/// Titles, title colours and images are kept per state; `title(for:)` falls back to the normal
/// state's value, as UIKit documents. `UIButton(primaryAction:)` takes the action's title and
/// image and runs it on `.primaryActionTriggered`.
@MainActor
open class UIButton: UIControl {
  /// Button types, as UIKit names them.
  public enum ButtonType: Int, Sendable {
    case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close
    public static let roundedRect = ButtonType.system
  }

  public internal(set) var buttonType: ButtonType = .custom
  private var titles: [UInt: String] = [:]
  var attributedTitles: [UInt: NSAttributedString] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private var images: [UInt: UIImage] = [:]
  public private(set) lazy var titleLabel: UILabel? = makeTitleLabel()
  public private(set) lazy var imageView: UIImageView? = UIImageView()
  /// The iOS 15 configuration: when set, its title, subtitle, image and style are the button's
  /// (UIButton+ConfigurationUpdates.swift).
  open var configuration: Configuration? {
    didSet { configurationDidChange() }
  }
  /// Called to update the configuration when the button's state changes (iOS 15).
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }
  open var automaticallyUpdatesConfiguration = true
  /// Whether `updateConfiguration()` is due at the next layout, and whether it is running.
  var configurationUpdate = (isNeeded: false, isRunning: false)

  override public init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
    if buttonType == .system { titleColors[State.normal.rawValue] = .systemBlue }
  }

  /// A system button whose title and image come from the action, which runs on each tap.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction {
      setTitle(primaryAction.title, for: .normal)
      if let image = primaryAction.image { setImage(image, for: .normal) }
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }

  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(type: .custom, primaryAction: primaryAction)
    self.frame = frame
  }

  open func setTitle(_ title: String?, for state: State) {
    MainThreadChecker.checked("-[UIButton setTitle:forState:]") {
      titles[state.rawValue] = title
      titleLabel?.text = displayedTitle
      invalidateIntrinsicContentSize()
    }
  }

  /// The title for `state`, falling back to the normal state's title.
  open func title(for state: State) -> String? {
    titles[state.rawValue] ?? titles[State.normal.rawValue]
  }

  open var currentTitle: String? { title(for: state) ?? configuration?.title }

  open func setTitleColor(_ color: UIColor?, for state: State) {
    titleColors[state.rawValue] = color
  }

  open func titleColor(for state: State) -> UIColor? {
    titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
  }

  open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }

  open func setImage(_ image: UIImage?, for state: State) {
    MainThreadChecker.checked("-[UIButton setImage:forState:]") {
      images[state.rawValue] = image
      imageView?.image = currentImage
    }
  }

  open func image(for state: State) -> UIImage? {
    images[state.rawValue] ?? images[State.normal.rawValue]
  }

  open var currentImage: UIImage? { image(for: state) ?? configuration?.image }

  override open var isEnabled: Bool {
    didSet {
      titleLabel?.text = displayedTitle
      setNeedsUpdateConfiguration()
    }
  }

  override open var isSelected: Bool {
    didSet {
      titleLabel?.text = displayedTitle
      setNeedsUpdateConfiguration()
    }
  }

  override open var isHighlighted: Bool {
    didSet { if oldValue != isHighlighted { setNeedsUpdateConfiguration() } }
  }

  /// Asks for `updateConfiguration()` at the next layout pass.
  open func setNeedsUpdateConfiguration() {
    guard configuration != nil || configurationUpdateHandler != nil else { return }
    configurationUpdate.isNeeded = true
    setNeedsLayout()
  }

  /// Runs the update handler, which may change the configuration for the current state.
  open func updateConfiguration() {
    configurationUpdate = (false, true)
    defer { configurationUpdate.isRunning = false }
    configurationUpdateHandler?(self)
  }

  override open func layoutSubviews() {
    super.layoutSubviews()
    if configurationUpdate.isNeeded { updateConfiguration() }
  }

  /// Space around the title and image, added to the intrinsic size (deprecated in iOS 15 in
  /// favour of configurations, still common).
  open var contentEdgeInsets: UIEdgeInsets = .zero {
    didSet { invalidateIntrinsicContentSize() }
  }
  open var titleEdgeInsets: UIEdgeInsets = .zero
  open var imageEdgeInsets: UIEdgeInsets = .zero

  /// A classic button: the title's measured width (TextMetrics) plus the image's, and the line
  /// height plus 12 points, at least 30 × 30 (a "Button" titled system button is 46 × 30); the
  /// content insets add to it, as UIKit's `intrinsicContentSize` does.
  override open var intrinsicContentSize: CGSize {
    if let configuration { return configuration.contentSize() }
    let font = titleLabel?.font ?? .systemFont(ofSize: 15)
    let titleWidth = displayedTitle.map { TextMetrics.width(of: $0, font: font) } ?? 0
    let imageWidth = currentImage?.size.width ?? 0
    let insets = contentEdgeInsets
    return CGSize(
      width: max(titleWidth + imageWidth, 30) + insets.left + insets.right,
      height: max(TextMetrics.pixelCeiling(font.lineHeight) + 12, 30) + insets.top + insets.bottom)
  }

  override var visibleTitle: String? { displayedTitle }

  private func makeTitleLabel() -> UILabel {
    let label = UILabel()
    label.font = .systemFont(ofSize: 15)
    label.text = currentTitle
    return label
  }
}
