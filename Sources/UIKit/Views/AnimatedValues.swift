import Foundation

/// The animatable values of the app's views — centre, size, alpha, transform, background colour —
/// read before and after an animator's blocks run, so it can put views at any point between the
/// two when it stops part way or finishes at its start (UIViewPropertyAnimator).
@MainActor
struct AnimatedValues {
  /// One view's values.
  struct Values: Equatable {
    var center: CGPoint
    var size: CGSize
    var alpha: CGFloat
    var transform: CGAffineTransform
    var backgroundColor: UIColor?
  }

  private(set) var values: [ObjectIdentifier: (view: Weak<UIView>, values: Values)] = [:]

  /// The values of every view in the app's windows now.
  static func capture() -> AnimatedValues {
    var captured = AnimatedValues()
    for window in UIApplication.shared.windows { captured.add(window) }
    return captured
  }

  private mutating func add(_ view: UIView) {
    values[ObjectIdentifier(view)] = (
      Weak(view),
      Values(
        center: view.center, size: view.bounds.size, alpha: view.alpha, transform: view.transform,
        backgroundColor: view.backgroundColor)
    )
    for subview in view.subviews { add(subview) }
  }

  /// The views whose values differ between `start` and `end`, with both.
  static func changes(from start: AnimatedValues, to end: AnimatedValues) -> [ObjectIdentifier: AnimatedChange] {
    var changes: [ObjectIdentifier: AnimatedChange] = [:]
    for (id, after) in end.values {
      guard let before = start.values[id], before.values != after.values, let view = after.view.value else { continue }
      changes[id] = AnimatedChange(view: Weak(view), start: before.values, end: after.values)
    }
    return changes
  }
}

/// One view's values at an animation's start and end.
@MainActor
struct AnimatedChange {
  let view: Weak<UIView>
  var start: AnimatedValues.Values
  var end: AnimatedValues.Values

  /// Puts the view at `fraction` of the way from start to end (colours switch half way).
  func apply(fraction: CGFloat) {
    guard let view = view.value else { return }
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * fraction }
    view.bounds.size = CGSize(
      width: mix(start.size.width, end.size.width), height: mix(start.size.height, end.size.height))
    view.center = CGPoint(x: mix(start.center.x, end.center.x), y: mix(start.center.y, end.center.y))
    view.alpha = mix(start.alpha, end.alpha)
    let (a, b) = (start.transform, end.transform)
    view.transform = CGAffineTransform(
      a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c), d: mix(a.d, b.d), tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty))
    view.backgroundColor = fraction < 0.5 ? start.backgroundColor : end.backgroundColor
  }
}
