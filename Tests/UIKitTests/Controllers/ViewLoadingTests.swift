import Testing

@testable import UIKit

/// Rule 1: the first access to `view` calls `loadView()` once, then `viewDidLoad()`;
/// `viewIfLoaded` and `isViewLoaded` never load it; `init` never loads it.
@MainActor
@Suite("Rule 1 — view loading", .serialized)
struct ViewLoadingTests {
  @Test("init does not load the view")
  func initDoesNotLoad() {
    TestApp.reset()
    let controller = FirstController()
    #expect(controller.calls.isEmpty)
    #expect(!controller.isViewLoaded)
  }

  @Test("isViewLoaded and viewIfLoaded never load the view")
  func queriesDoNotLoad() {
    TestApp.reset()
    let controller = FirstController()
    #expect(controller.viewIfLoaded == nil)
    #expect(controller.isViewLoaded == false)
    #expect(controller.calls.isEmpty)
    #expect(TestApp.log.isEmpty)
  }

  @Test("first access to view calls loadView once, then viewDidLoad")
  func firstAccessLoadsOnce() {
    TestApp.reset()
    let controller = FirstController()
    let view = controller.view
    _ = controller.view
    _ = controller.view
    #expect(view != nil)
    #expect(controller.calls == ["loadView", "viewDidLoad"])
    #expect(TestApp.log == ["FirstController.loadView", "FirstController.viewDidLoad"])
    #expect(controller.viewIfLoaded === view)
  }

  @Test("loadViewIfNeeded loads once")
  func loadViewIfNeeded() {
    TestApp.reset()
    let controller = FirstController()
    controller.loadViewIfNeeded()
    controller.loadViewIfNeeded()
    #expect(controller.calls == ["loadView", "viewDidLoad"])
  }

  @Test("the default view fills the screen and resizes with its container")
  func defaultView() {
    TestApp.reset()
    let controller = FirstController()
    #expect(controller.view.frame == UIScreen.main.bounds)
    #expect(controller.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
  }

  @Test("a custom loadView's view is the controller's view")
  func customLoadView() {
    TestApp.reset()
    final class LabelController: UIViewController {
      let label = UILabel()
      override func loadView() { view = label }
    }
    let controller = LabelController()
    #expect(controller.view === controller.label)
    #expect(controller.label.next === controller)
  }
}
