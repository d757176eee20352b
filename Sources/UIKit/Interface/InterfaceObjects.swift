import Foundation

/// The objects a loader has made, by their id in the document. View controllers are held weakly:
/// a controller keeps its loader (to load its view later), so a strong hold back would keep every
/// storyboard-made controller alive — and its `deinit` would never come, as it does on iOS when a
/// popped controller is let go. Views and constraints are held until the pass that made them is
/// over (their controller or superview owns them from then on); items and placeholders stay.
@MainActor
struct InterfaceObjects {
  private var strong: [String: AnyObject] = [:]
  private var weak: [String: Weak<AnyObject>] = [:]

  subscript(id: String) -> AnyObject? {
    get { strong[id] ?? weak[id]?.value }
    set {
      strong[id] = nil
      weak[id] = nil
      guard let newValue else { return }
      if newValue is UIViewController { weak[id] = Weak(newValue) } else { strong[id] = newValue }
    }
  }

  /// Forgets the views, layout guides and constraints made so far (not items or placeholders,
  /// which later passes connect to).
  mutating func releaseViews() {
    strong = strong.filter { !($0.value is UIView || $0.value is UILayoutGuide || $0.value is NSLayoutConstraint) }
  }

  /// The ids of every object made.
  var ids: Set<String> { Set(strong.keys).union(weak.keys) }

  /// The objects that are not views (controllers, items, placeholders), weakly, for prototype
  /// cells made later to connect to.
  var nonViews: [String: Weak<AnyObject>] {
    var result = weak
    for (id, object) in strong where !(object is UIView) { result[id] = Weak(object) }
    return result
  }
}
