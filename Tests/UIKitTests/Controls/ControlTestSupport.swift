@testable import UIKit

/// Counts the events a control sends, by the UIAction added for them.
@MainActor
final class EventCounter {
  private(set) var count = 0
  /// What the control's value was each time, read by `reading`.
  private(set) var values: [String] = []

  init<Control: UIControl>(_ control: Control, for events: UIControl.Event, reading: ((Control) -> String)? = nil) {
    control.addAction(
      UIAction { [unowned self] action in
        count += 1
        if let reading, let sender = action.sender as? Control { values.append(reading(sender)) }
      }, for: events)
  }
}

/// Launches a plain controller and puts `view` on its view at (20, 100), keeping its own size
/// unless it has none.
@MainActor
@discardableResult
func installOnScreen<View: UIView>(_ view: View, size: CGSize? = nil) -> View {
  let controller = UIViewController()
  TestApp.launch(controller)
  let own = view.frame.size
  view.frame = CGRect(
    origin: CGPoint(x: 20, y: 100), size: size ?? (own == .zero ? CGSize(width: 300, height: 44) : own))
  controller.view.addSubview(view)
  AppDriver.settle()
  return view
}

/// What a test's handlers recorded, in order.
@MainActor
final class CallRecorder {
  var calls: [String] = []
}
