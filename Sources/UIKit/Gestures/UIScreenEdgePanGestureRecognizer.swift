import Foundation

/// A pan that starts at an edge of the screen, as UIKit's `UIScreenEdgePanGestureRecognizer`: the
/// finger must come down within 20 points of one of `edges` (in the window, which fills the
/// screen); anywhere else the recognizer fails. Otherwise it is a pan.
@MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  open var edges: UIRectEdge = []

  /// How near an edge the finger must come down.
  static let edgeWidth: CGFloat = 20

  override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    guard state == .possible, let touch = touches.first, let window = touch.window else { return }
    let point = touch.locationInWindow
    let bounds = window.bounds
    let width = Self.edgeWidth
    let nearEdge =
      (edges.contains(.left) && point.x <= bounds.minX + width)
      || (edges.contains(.right) && point.x >= bounds.maxX - width)
      || (edges.contains(.top) && point.y <= bounds.minY + width)
      || (edges.contains(.bottom) && point.y >= bounds.maxY - width)
    if !nearEdge { state = .failed }
  }
}
