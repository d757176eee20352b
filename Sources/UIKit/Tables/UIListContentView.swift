import Foundation

/// The view that shows a `UIListContentConfiguration`, as UIKit's `UIListContentView`: an image
/// view and two labels laid out as the configuration's layout says, within its margins.
@MainActor
open class UIListContentView: UIView, UIContentView {
  private var listConfiguration: UIListContentConfiguration
  let imageView = UIImageView(frame: .zero)
  let textLabel = UILabel(frame: .zero)
  let secondaryTextLabel = UILabel(frame: .zero)

  public init(configuration: UIListContentConfiguration) {
    listConfiguration = configuration
    super.init(frame: .zero)
    apply()
  }

  public required init?(coder: NSCoder) {
    listConfiguration = .cell()
    super.init(coder: coder)
    apply()
  }

  open var configuration: UIContentConfiguration {
    get { listConfiguration }
    set {
      guard let list = newValue as? UIListContentConfiguration else { return }
      listConfiguration = list
      apply()
    }
  }

  public func supports(_ configuration: UIContentConfiguration) -> Bool {
    configuration is UIListContentConfiguration
  }

  /// Shows the configuration's parts: only those it has are subviews.
  private func apply() {
    let list = listConfiguration
    show(imageView, if: list.image != nil)
    imageView.image = list.image
    imageView.tintColor = list.imageProperties.tintColor ?? tintColor
    style(textLabel, UIListContentConfiguration.shown(list.text, list.textProperties), list.textProperties)
    style(
      secondaryTextLabel, UIListContentConfiguration.shown(list.secondaryText, list.secondaryTextProperties),
      list.secondaryTextProperties)
    if list.layout == .valueCell { secondaryTextLabel.textAlignment = .right }
    setNeedsLayout()
  }

  private func style(_ label: UILabel, _ text: String?, _ properties: UIListContentConfiguration.TextProperties) {
    show(label, if: text != nil)
    label.text = text
    label.font = properties.font
    label.textColor = properties.color
    label.numberOfLines = properties.numberOfLines
    label.textAlignment = properties.alignment == .center ? .center : .natural
  }

  private func show(_ view: UIView, if shown: Bool) {
    if shown, view.superview !== self { addSubview(view) }
    if !shown { view.removeFromSuperview() }
  }

  override open func layoutSubviews() {
    super.layoutSubviews()
    let list = listConfiguration
    let margins = list.directionalLayoutMargins
    var left = margins.leading
    if list.image != nil {
      let side = imageView.image.map { min($0.size.height, 28) } ?? 28
      imageView.frame = CGRect(x: left, y: (bounds.height - side) / 2, width: side, height: side)
      left += side + list.imageToTextPadding
    }
    let width = max(bounds.width - left - margins.trailing, 0)
    let textHeight = list.textProperties.font.lineHeight
    if list.prefersSideBySideTextAndSecondaryText {
      textLabel.frame = CGRect(x: left, y: 0, width: width / 2, height: bounds.height)
      secondaryTextLabel.frame = CGRect(x: left + width / 2, y: 0, width: width / 2, height: bounds.height)
    } else if list.secondaryText != nil {
      let secondaryHeight = list.secondaryTextProperties.font.lineHeight
      let top = (bounds.height - textHeight - secondaryHeight - list.textToSecondaryTextVerticalPadding) / 2
      textLabel.frame = CGRect(x: left, y: top, width: width, height: textHeight)
      secondaryTextLabel.frame = CGRect(
        x: left, y: top + textHeight + list.textToSecondaryTextVerticalPadding, width: width, height: secondaryHeight)
    } else {
      textLabel.frame = CGRect(x: left, y: 0, width: width, height: bounds.height)
    }
  }

  /// The row height the content needs: its lines and the margins above and below, at least 44.
  func fittingHeight(width: CGFloat) -> CGFloat {
    let list = listConfiguration
    var content = list.text != nil ? list.textProperties.font.lineHeight : 0
    if list.secondaryText != nil, !list.prefersSideBySideTextAndSecondaryText {
      content += list.secondaryTextProperties.font.lineHeight + list.textToSecondaryTextVerticalPadding
    }
    let margins = list.directionalLayoutMargins
    let scale = UIScreen.main.scale
    return max(UITableView.standardRowHeight, ((content + margins.top + margins.bottom) * scale).rounded(.up) / scale)
  }

  /// What the row reads: its text and secondary text (for the snapshot).
  var texts: (text: String?, secondary: String?) { (textLabel.text, secondaryTextLabel.text) }
}
