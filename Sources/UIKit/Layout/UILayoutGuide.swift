import Foundation

/// A rectangle that takes part in Auto Layout without being a view, as UIKit's `UILayoutGuide`.
///
/// A guide belongs to the view it was added to (`addLayoutGuide(_:)`); constraints place it like
/// a subview, and after each layout pass `layoutFrame` holds its rectangle in the owning view's
/// coordinates. UIKit's own guides — `safeAreaLayoutGuide`, `layoutMarginsGuide`,
/// `readableContentGuide`, `keyboardLayoutGuide` — are guides whose rectangles follow the view's
/// safe area, margins and the keyboard rather than constraints.
@MainActor
open class UILayoutGuide: NSObject {
  /// The view the guide belongs to.
  open internal(set) weak var owningView: UIView?
  /// A name for debugging; UIKit's own guides carry theirs (`UIViewSafeAreaLayoutGuide`).
  open var identifier = ""
  /// What places the guide: constraints, or the owning view's state.
  let kind: Kind
  let debugAddress = LayoutDescription.nextAddress()
  /// The frame the last layout pass gave a guide placed by constraints.
  var solvedFrame = CGRect.zero

  /// What places a guide.
  enum Kind {
    case constraints, safeArea, layoutMargins, readableContent, keyboard
  }

  override public init() {
    kind = .constraints
    super.init()
  }

  init(kind: Kind, identifier: String) {
    self.kind = kind
    super.init()
    self.identifier = identifier
  }

  public required init?(coder: NSCoder) {
    kind = .constraints
    super.init()
  }

  /// The guide's rectangle in the owning view's coordinates, as of the last layout pass.
  open var layoutFrame: CGRect {
    guard let owningView else { return .zero }
    return kind == .constraints ? solvedFrame : owningView.systemGuideFrame(kind)
  }

  /// Whether constraints leave the guide's rectangle undetermined.
  open var hasAmbiguousLayout: Bool { LayoutEngine.hasAmbiguousLayout(self) }

  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

  /// `<UILayoutGuide: 0x5 - "UIViewSafeAreaLayoutGuide", layoutFrame = {{0, 20}, {375, 647}}, owningView = <UIView: 0x2>>`.
  nonisolated override open var description: String {
    MainActor.assumeIsolated { describeGuide() }
  }

  private func describeGuide() -> String {
    let frame = layoutFrame
    let owner = owningView.map {
      "<\(LayoutDescription.className(of: $0)): \(LayoutDescription.address($0.debugAddress))>"
    }
    return "<\(LayoutDescription.className(of: self)): \(LayoutDescription.address(debugAddress)) - \"\(identifier)\","
      + " layoutFrame = {{\(LayoutDescription.number(frame.minX)), \(LayoutDescription.number(frame.minY))},"
      + " {\(LayoutDescription.number(frame.width)), \(LayoutDescription.number(frame.height))}},"
      + " owningView = \(owner ?? "(null)")>"
  }
}

/// A guide that follows something the system moves, as UIKit's `UITrackingLayoutGuide` (iOS 17).
@MainActor
open class UITrackingLayoutGuide: UILayoutGuide {}

/// The keyboard's rectangle as a layout guide, as UIKit's `UIKeyboardLayoutGuide` (iOS 15).
///
/// Its top follows the keyboard: while the keyboard is up the guide is the part of the owning view
/// the keyboard covers; while it is down the guide is the strip below the safe area (with
/// `usesBottomSafeArea`, the default) or a zero-height strip at the bottom. Pin a text field's
/// bottom to `view.keyboardLayoutGuide.topAnchor` to keep it above the keyboard.
@MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
  open var followsUndockedKeyboard = false
  /// Whether the guide's top stops at the safe area's bottom while the keyboard is down.
  open var usesBottomSafeArea = true {
    didSet { owningView.map(LayoutEngine.systemGuidesDidChange) }
  }
  open var keyboardDismissPadding: CGFloat = 0
}
