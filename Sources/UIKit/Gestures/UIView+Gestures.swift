import Foundation

extension UIView {
  /// Attaches a recognizer: it sees the touches that begin in this view and its subviews. A
  /// recognizer belongs to one view; adding it here takes it from its old one.
  public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    if gestureRecognizer.view === self { return }
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    attachedGestureRecognizers.append(gestureRecognizer)
    gestureRecognizer.view = self
  }

  /// Detaches a recognizer; one in the middle of its gesture is cancelled.
  public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard attachedGestureRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
    GestureEnvironment.shared.withdraw(gestureRecognizer)
    attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
    gestureRecognizer.view = nil
  }
}
