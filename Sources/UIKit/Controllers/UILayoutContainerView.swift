import Foundation

/// A container controller that places its child's view and its bars when its view lays out.
@MainActor
protocol ContainerContentLayout: AnyObject {
  func layoutContent(in bounds: CGRect)
}

/// The view of a navigation or tab bar controller (UIKit's private class has this name too):
/// the visible child's view below, the bars above, placed by the controller on each layout.
@MainActor
final class UILayoutContainerView: UIView {
  weak var container: ContainerContentLayout?

  override func layoutSubviews() {
    super.layoutSubviews()
    container?.layoutContent(in: bounds)
  }
}

extension UIViewController {
  /// Puts a child's view into a container view, filling it and resizing with it, below the bars.
  func installChildView(_ child: UIViewController, in container: UIView, at index: Int) {
    let childView: UIView = child.view
    childView.frame = container.bounds
    childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.insertSubview(childView, at: index)
  }
}
