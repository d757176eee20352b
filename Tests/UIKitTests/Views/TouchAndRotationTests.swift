import Testing

@testable import UIKit

/// Touches a view does not handle travel up the responder chain (UIResponder's default
/// `touchesBegan` forwards to `next`), so a controller can end editing on a tap outside; rotating
/// swaps the screen's width and height and autoresizing views follow.
@MainActor
@Suite("Touch forwarding and rotation", .serialized)
struct TouchAndRotationTests {
  final class TapOutsideController: UIViewController {
    var touches = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      self.touches += 1
      view.endEditing(true)
    }
  }

  @Test("a tap on the root view away from controls reaches the controller's touchesBegan")
  func tapOutside() {
    TestApp.reset()
    let controller = TapOutsideController()
    let input = TypingView(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
    controller.view.addSubview(input)
    TestApp.launch(controller)
    input.becomeFirstResponder()
    let hit = AppDriver.tap(at: CGPoint(x: 300, y: 300))  // above the keyboard
    #expect(hit === controller.view)
    #expect(controller.touches == 1)
    #expect(!input.isFirstResponder)
  }

  @Test("rotating to landscape swaps the screen and resizes the window and the root view")
  func rotation() {
    TestApp.reset()
    let controller = UIViewController()
    let banner = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 50))
    banner.autoresizingMask = [.flexibleWidth]
    controller.view.addSubview(banner)
    TestApp.launch(controller)
    AppDriver.rotate(landscape: true)
    #expect(UIScreen.main.bounds.size == CGSize(width: 667, height: 375))
    #expect(controller.view.frame.size == CGSize(width: 667, height: 375))
    #expect(banner.frame.width == 667)
    AppDriver.rotate(landscape: false)
    #expect(banner.frame.width == 375)
  }
}
