import Foundation
internal import InterfaceModel

/// A row of a table, as UIKit's `UITableViewCell`: a `contentView` holding the style's labels
/// (`textLabel`, `detailTextLabel` for the subtitle and value styles, `imageView`), an accessory,
/// selection, and `prepareForReuse()` when the table hands it out again.
@MainActor
open class UITableViewCell: UIView {
  /// The four built-in layouts.
  public enum CellStyle: Int, Sendable {
    case `default`, value1, value2, subtitle
  }

  /// What is drawn at the right edge.
  public enum AccessoryType: Int, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }

  public enum SelectionStyle: Int, Sendable {
    case none, blue, gray, `default`
  }

  public enum EditingStyle: Int, Sendable {
    case none, delete, insert
  }

  /// The line between a table's rows (`UITableView.separatorStyle`).
  public enum SeparatorStyle: Int, Sendable {
    case none, singleLine
    @available(*, deprecated, message: "Use singleLine for a single line separator.")
    case singleLineEtched
  }

  public let reuseIdentifier: String?
  public let contentView = UIView(frame: .zero)
  let style: CellStyle
  private lazy var textLabelStorage = makeLabel()
  private lazy var detailLabelStorage = makeLabel()
  private lazy var imageViewStorage = UIImageView(frame: .zero)
  private var usesTextLabel = false
  private var usesDetailLabel = false
  private var usesImageView = false

  open var accessoryType: AccessoryType = .none {
    didSet { updateDetailButton() }
  }
  /// The info button of the detail accessories (created when one is set).
  private(set) var detailButton: DetailAccessoryButton?
  open var selectionStyle: SelectionStyle = .default
  /// The cell's content configuration (iOS 14); its view fills the content view
  /// (UIContentConfiguration.swift).
  open var contentConfiguration: UIContentConfiguration? {
    didSet { applyContentConfiguration() }
  }
  var contentConfigurationView: (UIView & UIContentView)?
  /// The cell's background configuration (iOS 14), kept for the app to read back.
  open var backgroundConfiguration: UIBackgroundConfiguration?
  open private(set) var isSelected = false
  open var isHighlighted = false
  /// The table the cell is in (set while it is on screen). Unretained rather than weak, like a
  /// view's superview: the table clears it on every cell it holds when it goes (its deinit), so
  /// it never dangles, and the table needs no weak-reference side table.
  unowned(unsafe) var tableView: UITableView?

  /// Required so a registered class can be made by the table (Tutor's source lowering turns a
  /// learner's `override init(style:reuseIdentifier:)` into `required init`).
  public required init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    addSubview(contentView)
  }

  override public convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  public required init?(coder: NSCoder) {
    let element = coder.interfaceElement
    style = element.map(Self.style(of:)) ?? .default
    reuseIdentifier = element?["reuseIdentifier"]
    super.init(coder: coder)
  }

  override func prepareForDecoding() { addSubview(contentView) }

  /// A storyboard segue the cell triggers when its row is selected (InterfaceLoader).
  var storyboardSegue: (@MainActor (UITableViewCell) -> Void)?
  /// A storyboard segue the cell triggers when its info button is tapped (`trigger="accessoryAction"`).
  var accessorySegue: (@MainActor (UITableViewCell) -> Void)?

  private func updateDetailButton() {
    let wantsButton = accessoryType == .detailButton || accessoryType == .detailDisclosureButton
    if wantsButton, detailButton == nil {
      let button = DetailAccessoryButton(frame: .zero)
      detailButton = button
      addSubview(button)
      setNeedsLayout()
    } else if !wantsButton, let button = detailButton {
      button.removeFromSuperview()
      detailButton = nil
    }
  }

  /// The main label (created on first use, as in UIKit).
  open var textLabel: UILabel? {
    if !usesTextLabel {
      usesTextLabel = true
      contentView.addSubview(textLabelStorage)
    }
    return textLabelStorage
  }

  /// The second label of the subtitle, value1 and value2 styles; nil for the default style.
  open var detailTextLabel: UILabel? {
    guard style != .default else { return nil }
    if !usesDetailLabel {
      usesDetailLabel = true
      contentView.addSubview(detailLabelStorage)
    }
    return detailLabelStorage
  }

  open var imageView: UIImageView? {
    if !usesImageView {
      usesImageView = true
      contentView.insertSubview(imageViewStorage, at: 0)
    }
    return imageViewStorage
  }

  /// Called when the table hands the cell out again; reset what the last row set here.
  open func prepareForReuse() {}

  open func setSelected(_ selected: Bool, animated: Bool) {
    isSelected = selected
  }

  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    isHighlighted = highlighted
  }

  /// The width the accessory takes at the right edge.
  var accessoryWidth: CGFloat { accessoryType == .none ? 0 : 38 }

  override open func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = CGRect(x: 0, y: 0, width: bounds.width - accessoryWidth, height: bounds.height)
    contentConfigurationView?.frame = contentView.bounds
    detailButton?.frame = CGRect(x: bounds.width - accessoryWidth, y: 0, width: accessoryWidth, height: bounds.height)
    CellLayout(style: style, bounds: contentView.bounds).place(
      text: usesTextLabel ? textLabelStorage : nil, detail: usesDetailLabel ? detailLabelStorage : nil,
      image: usesImageView ? imageViewStorage : nil)
  }

  /// A cell fits its content view: the width it is given, less its accessory's, is the content
  /// view's, and the height is what the content view's constraints need at that width (how a
  /// table sizes a self-sizing row).
  override open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    let content = contentView.systemLayoutSizeFitting(
      CGSize(width: max(targetSize.width - accessoryWidth, 0), height: targetSize.height),
      withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
    return CGSize(width: content.width + accessoryWidth, height: content.height)
  }

  /// The height a cell of a built-in style needs for its labels at `width` (the row's), or nil when
  /// it shows none: UIKit self-sizes such a cell from its text — a label of several lines grows
  /// the row — with 11 points above and below, never under the standard 44.
  func builtInFittingHeight(width: CGFloat) -> CGFloat? {
    if let list = contentConfigurationView as? UIListContentView {
      return list.fittingHeight(width: width - accessoryWidth)
    }
    guard usesTextLabel || usesDetailLabel else { return nil }
    let available = max(width - accessoryWidth - (usesImageView ? 60 : 16) - 16, 0)
    func height(_ label: UILabel, _ used: Bool, width: CGFloat) -> CGFloat {
      used ? label.sizeThatFits(CGSize(width: width, height: 0)).height : 0
    }
    let text = textLabelStorage
    let detail = detailLabelStorage
    let content: CGFloat
    switch style {
    case .default: content = height(text, usesTextLabel, width: available)
    case .subtitle:
      content = height(text, usesTextLabel, width: available) + height(detail, usesDetailLabel, width: available)
    case .value1:
      content = max(
        height(text, usesTextLabel, width: available / 2), height(detail, usesDetailLabel, width: available / 2))
    case .value2:
      content = max(
        height(text, usesTextLabel, width: 91), height(detail, usesDetailLabel, width: max(available - 97, 0)))
    }
    let scale = UIScreen.main.scale
    return max(UITableView.standardRowHeight, ((content + 22) * scale).rounded(.up) / scale)
  }

  /// A tap on the row selects it, through its table (willSelect → select → didSelect).
  override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    if let tableView { tableView.userTapped(self) } else { super.touchesEnded(touches, with: event) }
  }

  private func makeLabel() -> UILabel {
    let label = UILabel(frame: .zero)
    if style == .value1 { label.textAlignment = .natural }
    return label
  }

  /// The main label's text, without creating the label — or the content configuration's text
  /// (for the snapshot).
  var primaryText: String? {
    if let list = contentConfigurationView as? UIListContentView { return list.texts.text }
    return usesTextLabel ? textLabelStorage.text : nil
  }

  /// The detail label's text when it is in use, or the configuration's secondary text.
  var detailText: String? {
    if let list = contentConfigurationView as? UIListContentView { return list.texts.secondary }
    return usesDetailLabel ? detailLabelStorage.text : nil
  }
}

/// Where a cell style puts its labels (UIKit's standard margins: 16 points, an image 40 wide).
struct CellLayout {
  let style: UITableViewCell.CellStyle
  let bounds: CGRect

  @MainActor
  func place(text: UILabel?, detail: UILabel?, image: UIImageView?) {
    var left: CGFloat = 16
    if let image {
      image.frame = CGRect(x: 16, y: (bounds.height - 28) / 2, width: 28, height: 28)
      left = 60
    }
    let width = max(bounds.width - left - 16, 0)
    switch style {
    case .default:
      text?.frame = CGRect(x: left, y: 0, width: width, height: bounds.height)
    case .subtitle:
      text?.frame = CGRect(x: left, y: 4, width: width, height: bounds.height / 2 - 4)
      detail?.frame = CGRect(x: left, y: bounds.height / 2, width: width, height: bounds.height / 2 - 4)
    case .value1:
      text?.frame = CGRect(x: left, y: 0, width: width / 2, height: bounds.height)
      detail?.frame = CGRect(x: left + width / 2, y: 0, width: width / 2, height: bounds.height)
      detail?.textAlignment = .right
    case .value2:
      text?.frame = CGRect(x: left, y: 0, width: 91, height: bounds.height)
      text?.textAlignment = .right
      detail?.frame = CGRect(x: left + 97, y: 0, width: max(width - 97, 0), height: bounds.height)
    }
  }
}
