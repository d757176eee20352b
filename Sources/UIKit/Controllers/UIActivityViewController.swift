import Foundation

/// The share sheet, as UIKit's `UIActivityViewController`: presented as a sheet, it shows what it
/// shares (text, a URL's address, "Image" for an image) and its activities — Copy, the app's own
/// `UIActivity`s — with a Close button. Choosing one dismisses the sheet and calls
/// `completionWithItemsHandler` with the activity's type and whether it completed; Close calls it
/// with nil and false. Copy puts the items on `UIPasteboard.general`. Other system activities
/// (Messages, Mail, AirDrop) need other apps and are not offered.
@MainActor
open class UIActivityViewController: UIViewController {
  public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void

  public let activityItems: [Any]
  public let applicationActivities: [UIActivity]
  open var excludedActivityTypes: [UIActivity.ActivityType]?
  open var completionWithItemsHandler: CompletionWithItemsHandler?

  public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    self.activityItems = activityItems
    self.applicationActivities = applicationActivities ?? []
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .pageSheet
  }

  public required init?(coder: NSCoder) {
    activityItems = []
    applicationActivities = []
    super.init(coder: coder)
  }

  /// How a shared item reads on the sheet.
  static func description(of item: Any) -> String {
    switch item {
    case let text as String: text
    case let url as URL: url.absoluteString
    case is UIImage: "Image"
    default: String(describing: item)
    }
  }

  override open func loadView() {
    let sheet = UIView()
    sheet.backgroundColor = .systemBackground
    let stack = UIStackView()
    stack.axis = .vertical
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    for item in activityItems {
      let label = UILabel()
      label.text = Self.description(of: item)
      label.numberOfLines = 0
      stack.addArrangedSubview(label)
    }
    for (title, action) in choices() {
      stack.addArrangedSubview(UIButton(type: .system, primaryAction: UIAction(title: title) { _ in action() }))
    }
    let close = UIButton(
      type: .close, primaryAction: UIAction(title: "Close") { [weak self] _ in self?.finish(nil, false) })
    close.accessibilityLabel = "Close"
    stack.addArrangedSubview(close)
    sheet.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: sheet.safeAreaLayoutGuide.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: sheet.leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(equalTo: sheet.trailingAnchor, constant: -20),
    ])
    view = sheet
  }

  /// The activities offered: Copy unless excluded, then the app's that can perform on the items.
  private func choices() -> [(String, () -> Void)] {
    var choices: [(String, () -> Void)] = []
    if !(excludedActivityTypes ?? []).contains(.copyToPasteboard) {
      choices.append(("Copy", { [weak self] in self?.copyItems() }))
    }
    for activity in applicationActivities where activity.canPerform(withActivityItems: activityItems) {
      choices.append((activity.activityTitle ?? "", { [weak self] in self?.run(activity) }))
    }
    return choices
  }

  private func copyItems() {
    UIPasteboard.general.copy(activityItems)
    finish(.copyToPasteboard, true)
  }

  private func run(_ activity: UIActivity) {
    activity.onFinish = { [weak self] completed in self?.finish(activity.activityType, completed) }
    activity.prepare(withActivityItems: activityItems)
    activity.perform()
  }

  private func finish(_ type: UIActivity.ActivityType?, _ completed: Bool) {
    let handler = completionWithItemsHandler
    let items = activityItems
    presentingViewController?.dismiss(animated: true) {
      handler?(type, completed, completed ? items : nil, nil)
    }
  }
}

/// A service the share sheet offers, as UIKit's `UIActivity`: subclass it, name it with
/// `activityTitle`, and call `activityDidFinish(_:)` when `perform()` is done.
@MainActor
open class UIActivity: NSObject {
  /// The identifier of a kind of activity, as UIKit's `UIActivity.ActivityType`.
  public struct ActivityType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
    public static let message = ActivityType("com.apple.UIKit.activity.Message")
    public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
    public static let print = ActivityType("com.apple.UIKit.activity.Print")
    public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
    public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
    public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
    public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
    public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
    public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
    public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
  }

  public enum Category: Int, Sendable {
    case action, share
  }

  open class var activityCategory: Category { .action }
  open var activityType: ActivityType? { nil }
  open var activityTitle: String? { nil }
  open var activityImage: UIImage? { nil }

  open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
  open func prepare(withActivityItems activityItems: [Any]) {}
  open func perform() { activityDidFinish(false) }

  /// Tells the share sheet the activity is done.
  open func activityDidFinish(_ completed: Bool) { onFinish?(completed) }

  var onFinish: ((Bool) -> Void)?

  override public init() { super.init() }
}
