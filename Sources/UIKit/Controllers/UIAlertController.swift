import Foundation

/// An alert or action sheet, as UIKit's `UIAlertController`.
///
/// It is presented like any controller (over the full screen, so the presenter gets no
/// appearance callbacks). Tapping an action dismisses the alert and then runs the action's
/// handler, once the dismissal has finished, as UIKit does. An alert may have one cancel action.
@MainActor
open class UIAlertController: UIViewController {
  /// The two alert styles, as UIKit names them.
  public enum Style: Int, Sendable {
    case actionSheet, alert
  }

  open var message: String?
  public let preferredStyle: Style
  public private(set) var actions: [UIAlertAction] = []
  open var preferredAction: UIAlertAction?

  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(nibName: nil, bundle: nil, style: preferredStyle)
    self.title = title
    self.message = message
  }

  init(nibName: String?, bundle: Bundle?, style: Style) {
    self.preferredStyle = style
    super.init(nibName: nibName, bundle: bundle)
    modalPresentationStyle = .overFullScreen
  }

  public required init?(coder: NSCoder) {
    self.preferredStyle = .alert
    super.init(coder: coder)
  }

  /// The alert's text fields, in the order they were added (nil when there are none).
  open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }
  private var fields: [UITextField] = []

  /// Adds a text field to an alert (not to an action sheet, which is UIKit's exception).
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    guard preferredStyle == .alert else {
      fatalError(
        UIKitError.exception(
          "NSInternalInconsistencyException",
          "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"))
    }
    let field = UITextField(frame: .zero)
    field.borderStyle = .roundedRect
    configurationHandler?(field)
    fields.append(field)
  }

  /// As in UIKit, the first text field is ready for typing when the alert appears.
  override open func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    fields.first?.becomeFirstResponder()
  }

  open func addAction(_ action: UIAlertAction) {
    if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
      fatalError(
        UIKitError.exception(
          "NSInternalInconsistencyException",
          "UIAlertController can only have one action with a style of UIAlertActionStyleCancel"))
    }
    action.alertController = self
    actions.append(action)
  }

  override var defaultPresentationStyle: UIModalPresentationStyle { .overFullScreen }

  override open func loadView() {
    let backdrop = AlertBackdropView(frame: UIScreen.main.bounds)
    backdrop.alertController = self
    backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view = backdrop
  }

  /// The actions in the order UIKit shows them: an action sheet's cancel action comes last.
  var displayedActions: [UIAlertAction] {
    guard preferredStyle == .actionSheet else { return actions }
    return actions.filter { $0.style != .cancel } + actions.filter { $0.style == .cancel }
  }

  /// A user's tap on an action: dismiss, then the handler.
  func userTapped(_ action: UIAlertAction) {
    // Once dismissing, the alert takes no more touches.
    guard action.isEnabled, !isBeingDismissed, presentingViewController != nil else { return }
    EventLog.shared.record("UIAlertController.action \"\(action.title ?? "")\"")
    let presenter = presentingViewController
    (presenter ?? self).dismiss(animated: true) {
      action.handler?(action)
    }
  }
}

/// An action of an alert, as UIKit's `UIAlertAction`.
@MainActor
open class UIAlertAction: NSObject {
  /// Action styles, as UIKit names them.
  public enum Style: Int, Sendable {
    case `default`, cancel, destructive
  }

  public let title: String?
  public let style: Style
  open var isEnabled = true
  let handler: ((UIAlertAction) -> Void)?
  weak var alertController: UIAlertController?

  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
    super.init()
  }
}

/// The alert's view: a dimmed backdrop with the alert box (or the sheet) laid out on it.
@MainActor
final class AlertBackdropView: UIView {
  weak var alertController: UIAlertController?
  private var generatedViews: [UIView] = []
  /// The size the box was built for: it is built again only when that changes (rotation), so a
  /// text field being typed into stays where it is.
  private var builtSize: CGSize?

  override func layoutSubviews() {
    super.layoutSubviews()
    guard builtSize != bounds.size else { return }
    builtSize = bounds.size
    for view in generatedViews { view.removeFromSuperview() }
    generatedViews = []
    guard let alert = alertController else { return }
    let isSheet = alert.preferredStyle == .actionSheet
    let width: CGFloat = isSheet ? bounds.width - 16 : 270
    var rows: [(UIView, CGFloat)] = []
    for (text, font) in [(alert.title, UIFont.boldSystemFont(ofSize: 17)), (alert.message, .systemFont(ofSize: 13))] {
      guard let text, !text.isEmpty else { continue }
      let label = AlertTextLabel()
      label.text = text
      label.font = font
      label.numberOfLines = 0
      label.textAlignment = .center
      rows.append((label, TextMetrics.size(of: text, font: font, numberOfLines: 0, maxWidth: width - 32).height + 16))
    }
    for field in alert.textFields ?? [] {
      let holder = UIView(frame: .zero)
      field.frame = CGRect(x: 16, y: 4, width: width - 32, height: 28)
      holder.addSubview(field)
      rows.append((holder, 36))
    }
    for action in alert.displayedActions {
      rows.append((AlertActionButton(action: action), 44))
    }
    let height = rows.reduce(0) { $0 + $1.1 }
    let originY = isSheet ? bounds.height - height - 8 : ((bounds.height - height) / 2).rounded()
    let box = AlertBoxView(
      frame: CGRect(x: ((bounds.width - width) / 2).rounded(), y: originY, width: width, height: height))
    box.backgroundColor = .secondarySystemBackground
    var y: CGFloat = 0
    for (row, rowHeight) in rows {
      row.frame = CGRect(x: 0, y: y, width: width, height: rowHeight)
      box.addSubview(row)
      y += rowHeight
    }
    addSubview(box)
    generatedViews.append(box)
  }
}

/// The box holding an alert's texts and buttons.
@MainActor
final class AlertBoxView: UIView {}

/// The title or message text of an alert.
@MainActor
final class AlertTextLabel: UILabel {}

/// The button an alert shows for one action.
@MainActor
final class AlertActionButton: UIControl {
  let action: UIAlertAction

  init(action: UIAlertAction) {
    self.action = action
    super.init(frame: .zero)
    isEnabled = action.isEnabled
    accessibilityLabel = action.title
  }

  required init?(coder: NSCoder) {
    fatalError("AlertActionButton is created by alerts only")
  }

  override var visibleTitle: String? { action.title }

  override func controlWasTapped() {
    action.alertController?.userTapped(action)
  }
}
