import Testing

@testable import UIKit

/// A controller whose `viewDidLoad` runs a closure, so each layout test builds its screen inline.
@MainActor
final class LayoutController: UIViewController {
  var build: (UIView) -> Void = { _ in }
  var calls: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    build(view)
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    calls.append("viewWillLayoutSubviews")
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    calls.append("viewDidLayoutSubviews")
  }
}

@MainActor
enum LayoutTest {
  /// Launches a controller whose view `build` fills, and lets the first layout pass run.
  @discardableResult
  static func launch(_ build: @escaping (UIView) -> Void) -> LayoutController {
    let controller = LayoutController()
    controller.build = build
    TestApp.launch(controller)
    return controller
  }

  /// A view for Auto Layout: `translatesAutoresizingMaskIntoConstraints` off, added to `parent`.
  static func constrained<View: UIView>(_ view: View, in parent: UIView) -> View {
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
  }

  /// The warnings in the log that are UIKit's unsatisfiable-constraints message.
  static var unsatisfiableWarnings: [String] {
    TestApp.log.filter { $0.hasPrefix("Warning: Unable to simultaneously satisfy constraints.") }
  }
}
