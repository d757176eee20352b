import Foundation

extension UIView {
  /// Options for how a view resizes when its superview's bounds change, as UIKit's.
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// How a view lays out its content when its bounds change.
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
  }

  /// Applies every subview's autoresizing mask after the receiver's size changed from `old`.
  ///
  /// As UIKit does, the change along each axis is shared equally among the flexible parts
  /// (left margin, width, right margin; top margin, height, bottom margin) in proportion to
  /// their current sizes; with no flexible part the subview keeps its frame.
  func resizeSubviews(from old: CGSize) {
    let delta = CGSize(width: bounds.width - old.width, height: bounds.height - old.height)
    for subview in subviews where !subview.autoresizingMask.isEmpty {
      let mask = subview.autoresizingMask
      var frame = subview.frame
      let horizontal = Self.distribute(
        delta.width, lead: (mask.contains(.flexibleLeftMargin), frame.minX),
        size: (mask.contains(.flexibleWidth), frame.width),
        trail: (mask.contains(.flexibleRightMargin), old.width - frame.maxX))
      let vertical = Self.distribute(
        delta.height, lead: (mask.contains(.flexibleTopMargin), frame.minY),
        size: (mask.contains(.flexibleHeight), frame.height),
        trail: (mask.contains(.flexibleBottomMargin), old.height - frame.maxY))
      frame.origin.x += horizontal.lead
      frame.size.width += horizontal.size
      frame.origin.y += vertical.lead
      frame.size.height += vertical.size
      subview.frame = frame
    }
  }

  /// Splits `delta` among the flexible parts of one axis, in proportion to their sizes
  /// (equally when all flexible parts are zero).
  private static func distribute(
    _ delta: CGFloat, lead: (Bool, CGFloat), size: (Bool, CGFloat), trail: (Bool, CGFloat)
  ) -> (lead: CGFloat, size: CGFloat) {
    let parts = [lead, size, trail]
    let flexible = parts.filter(\.0)
    guard !flexible.isEmpty, delta != 0 else { return (0, 0) }
    let total = flexible.reduce(0) { $0 + max($1.1, 0) }
    func share(_ part: (Bool, CGFloat)) -> CGFloat {
      guard part.0 else { return 0 }
      return total > 0 ? delta * max(part.1, 0) / total : delta / CGFloat(flexible.count)
    }
    return (share(lead), share(size))
  }

  /// Runs `layoutSubviews` where needed in the subtree, top-down; true if anything ran.
  ///
  /// For a controller's root view, UIKit calls `viewWillLayoutSubviews` before and
  /// `viewDidLayoutSubviews` after the view's own `layoutSubviews`. A view that joined the window
  /// after its traits last changed catches up first (traitCollectionDidChange).
  func runLayoutPass() -> Bool {
    var didLayout = false
    if traitState.generation != TraitGeneration.current {
      owningViewController?.refreshTraits()
      refreshTraits()
    }
    if let controller = owningViewController, controller.isAppearingCallPending, window != nil {
      controller.notifyIsAppearingIfPending()
    }
    if needsLayout {
      didLayout = true
      let controller = owningViewController
      noteSafeAreaChange()
      controller?.notifyWillLayoutSubviews()
      LayoutEngine.applyFrames(toSubviewsOf: self)
      layoutSubviews()
      controller?.notifyDidLayoutSubviews()
      // Cleared afterwards: what the view's own layout changes does not lay it out again.
      needsLayout = false
    }
    for subview in subviews where subview.runLayoutPass() {
      didLayout = true
    }
    return didLayout
  }
}

/// The view's Core Animation layer, as far as learner code configures it (corner radius, border,
/// shadow); the values are kept for snapshots, nothing is composited.
@MainActor
public final class CALayer {
  public var cornerRadius: CGFloat = 0
  public var borderWidth: CGFloat = 0
  public var borderColor: UIColor?
  public var masksToBounds = false
  public var shadowOpacity: Float = 0
  public var shadowRadius: CGFloat = 3
  public var shadowOffset = CGSize(width: 0, height: -3)
  public var shadowColor: UIColor?
  public var opacity: Float = 1
}
