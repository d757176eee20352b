import Testing

@testable import UIKit

/// Learner code that would spin forever on a device must not hang the driver; code UIKit rejects
/// stops the app with UIKit's message.
@MainActor
@Suite("Runaway and rejected learner code", .serialized)
struct RunawayCodeTests {
  @Test("two views that resize each other in layoutSubviews stop after the pass limit, with a warning")
  func layoutThatNeverSettles() {
    TestApp.reset()
    /// Widens its partner on every layout; the partner does the same back.
    final class Restless: UIView {
      weak var partner: UIView?
      var passes = 0
      override func layoutSubviews() {
        super.layoutSubviews()
        passes += 1
        partner?.frame.size.width += 1
      }
    }
    let controller = UIViewController()
    let first = Restless(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let second = Restless(frame: CGRect(x: 0, y: 20, width: 10, height: 10))
    first.partner = second
    second.partner = first
    controller.view.addSubview(first)
    controller.view.addSubview(second)
    TestApp.launch(controller)
    #expect(TestApp.log.contains { $0.hasPrefix("Warning: layout did not settle") })
    let before = first.passes
    AppDriver.settle()  // each turn of the run loop is bounded; the driver always gets its answer
    #expect(first.passes - before <= LayoutPass.passLimit)
  }

  @Test("a loadView override that never sets view is UIKit's crash")
  func loadViewWithoutView() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        final class Forgetful: UIViewController {
          override func loadView() {}
        }
        _ = Forgetful().view
      }
    }
  }
}
