import Foundation

/// A background for a configuration, as UIKit's `UIBackgroundConfiguration`: a fill colour, a
/// corner radius and a stroke.
public struct UIBackgroundConfiguration: Equatable, Sendable {
  public var backgroundColor: UIColor?
  public var cornerRadius: CGFloat = 0
  public var strokeColor: UIColor?
  public var strokeWidth: CGFloat = 0
  public var image: UIImage?

  public init() {}

  public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  public static func listPlainCell() -> UIBackgroundConfiguration {
    var background = UIBackgroundConfiguration()
    background.backgroundColor = .systemBackground
    return background
  }
}

extension UIButton {
  /// How a button looks and what it shows, as UIKit's `UIButton.Configuration` (iOS 15): a style
  /// made with `.plain()`, `.tinted()`, `.gray()`, `.filled()`, `.borderless()`, `.bordered()`,
  /// `.borderedTinted()` or `.borderedProminent()`, then a title, subtitle and image, their
  /// placement and colours, the corner style and the size. Set on a button, it replaces the
  /// button's titles and images; `configurationUpdateHandler` can change it as the button's state
  /// changes.
  public struct Configuration: Equatable, Sendable {
    /// How the background's corners are rounded.
    public enum CornerStyle: Int, Sendable {
      case fixed = -1
      case dynamic, small, medium, large, capsule
    }

    /// The button's size class.
    public enum Size: Int, Sendable {
      case mini, small, medium, large
    }

    /// Where the title and subtitle sit against each other.
    public enum TitleAlignment: Int, Sendable {
      case automatic, leading, center, trailing
    }

    /// The style the configuration was made with, which sets its default colours.
    enum Style: Equatable, Sendable {
      case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
    }

    let style: Style
    /// The title; setting an attributed title sets it too (attributes are kept, not drawn).
    public var title: String?
    public var subtitle: String?
    public var attributedTitle: AttributedString? {
      didSet { title = attributedTitle.map { String($0.characters) } }
    }
    public var attributedSubtitle: AttributedString? {
      didSet { subtitle = attributedSubtitle.map { String($0.characters) } }
    }
    public var image: UIImage?
    public var imagePlacement: NSDirectionalRectEdge = .leading
    public var imagePadding: CGFloat = 0
    public var titlePadding: CGFloat = 0
    public var titleAlignment: TitleAlignment = .automatic
    public var baseForegroundColor: UIColor?
    public var baseBackgroundColor: UIColor?
    public var cornerStyle: CornerStyle = .dynamic
    public var buttonSize: Size = .medium
    public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    public var showsActivityIndicator = false
    public var background = UIBackgroundConfiguration()

    init(style: Style) {
      self.style = style
    }

    public static func plain() -> Configuration { Configuration(style: .plain) }
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    public static func gray() -> Configuration { Configuration(style: .gray) }
    public static func filled() -> Configuration { Configuration(style: .filled) }
    public static func borderless() -> Configuration { Configuration(style: .borderless) }
    public static func bordered() -> Configuration { Configuration(style: .bordered) }
    public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
    public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

    /// The background colour the style gives: the base background colour (or the tint) filled,
    /// a light tint for the tinted styles, light gray for gray and bordered, none for plain.
    public var resolvedBackgroundColor: UIColor? {
      if let color = background.backgroundColor { return color }
      let base = baseBackgroundColor ?? .systemBlue
      switch style {
      case .plain, .borderless: return nil
      case .tinted, .borderedTinted: return base.withAlphaComponent(0.15)
      case .gray, .bordered:
        return baseBackgroundColor ?? UIColor(red: 229 / 255, green: 229 / 255, blue: 234 / 255, alpha: 1)
      case .filled, .borderedProminent: return base
      }
    }

    /// The title's colour: the base foreground colour, or white on a filled background and the
    /// tint otherwise.
    public var resolvedForegroundColor: UIColor {
      if let baseForegroundColor { return baseForegroundColor }
      return style == .filled || style == .borderedProminent ? .white : .systemBlue
    }

    /// The size the content needs: the title and subtitle lines beside (or above) the image,
    /// inside the content insets.
    @MainActor func contentSize() -> CGSize {
      let titleFont = UIFont.systemFont(ofSize: buttonSize == .large ? 20 : buttonSize == .medium ? 17 : 15)
      let subtitleFont = UIFont.systemFont(ofSize: 12)
      let titleSize = title.map {
        CGSize(width: TextMetrics.width(of: $0, font: titleFont), height: titleFont.lineHeight)
      }
      let subtitleSize = subtitle.map {
        CGSize(width: TextMetrics.width(of: $0, font: subtitleFont), height: subtitleFont.lineHeight)
      }
      var text = CGSize.zero
      for part in [titleSize, subtitleSize].compactMap({ $0 }) {
        text.width = max(text.width, part.width)
        text.height += part.height
      }
      if titleSize != nil, subtitleSize != nil { text.height += titlePadding }
      let imageSize = image?.size ?? .zero
      let padding = image != nil && (titleSize != nil || subtitleSize != nil) ? imagePadding : 0
      let content: CGSize
      if imagePlacement == .top || imagePlacement == .bottom {
        content = CGSize(
          width: max(text.width, imageSize.width), height: text.height + imageSize.height + padding)
      } else {
        content = CGSize(width: text.width + imageSize.width + padding, height: max(text.height, imageSize.height))
      }
      return CGSize(
        width: TextMetrics.pixelCeiling(content.width + contentInsets.leading + contentInsets.trailing),
        height: TextMetrics.pixelCeiling(content.height + contentInsets.top + contentInsets.bottom))
    }
  }
}

extension UIButton {
  /// The handler a button calls to update its configuration for its state.
  public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

  /// A button with `configuration`; a primary action runs on each tap and gives the title and
  /// image the configuration leaves out (iOS 15).
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .plain)
    var configuration = configuration
    if let primaryAction {
      if configuration.title == nil, !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
      if configuration.image == nil { configuration.image = primaryAction.image }
      addAction(primaryAction, for: .primaryActionTriggered)
    }
    self.configuration = configuration
    frame.size = intrinsicContentSize
  }

  /// A configuration set outside the update handler asks for an update; any change resizes.
  func configurationDidChange() {
    titleLabel?.text = displayedTitle
    imageView?.image = currentImage
    invalidateIntrinsicContentSize()
    if !configurationUpdate.isRunning { setNeedsUpdateConfiguration() }
  }
}
