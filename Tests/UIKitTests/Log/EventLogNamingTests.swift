import Testing

@testable import UIKit

/// The event log's naming (docs/runtime.md "The event log"): events UIKit produces are logged
/// under the UIKit class, so patterns match whatever subclass the learner made; callbacks into the
/// learner's code are logged under the learner's class.
@MainActor
@Suite("Event log — names of receivers", .serialized)
struct EventLogNamingTests {
  final class RoundButton: UIButton {}
  final class MyNavigationController: UINavigationController {}

  @Test("a subclassed button's action is logged as UIButton.action")
  func controlSubclass() {
    TestApp.reset()
    let controller = FirstController()
    let button = RoundButton(type: .system)
    button.frame = CGRect(x: 0, y: 100, width: 100, height: 44)
    button.setTitle("Go", for: .normal)
    button.addAction(UIAction { _ in }, for: .touchUpInside)
    controller.view.addSubview(button)
    TestApp.launch(controller)
    AppDriver.tap(button)
    #expect(TestApp.log.contains("UIButton.action \"Go\""))
  }

  @Test("a subclassed navigation controller's push and pop are logged as UINavigationController")
  func navigationSubclass() {
    TestApp.reset()
    let navigation = MyNavigationController(rootViewController: FirstController())
    TestApp.launch(navigation)
    navigation.pushViewController(SecondController(), animated: false)
    navigation.popViewController(animated: false)
    AppDriver.settle()
    #expect(TestApp.log.contains("UINavigationController.push SecondController"))
    #expect(TestApp.log.contains("UINavigationController.pop SecondController"))
    #expect(TestApp.log.contains("MyNavigationController.viewDidLoad"))  // a callback: the learner's class
  }

  @Test("a didReceiveMemoryWarning override that skips super is logged as a warning")
  func memoryWarningSuper() {
    TestApp.reset()
    final class Careless: UIViewController {
      override func didReceiveMemoryWarning() {}
    }
    TestApp.launch(Careless())
    AppDriver.memoryWarning()
    #expect(TestApp.log.contains("Careless.didReceiveMemoryWarning"))
    #expect(TestApp.log.contains { $0.hasPrefix("Warning: Careless.didReceiveMemoryWarning() did not call super") })
  }

  @Test("back() refuses a back button covered by a sheet")
  func backUnderSheet() {
    TestApp.reset()
    let navigation = UINavigationController(rootViewController: FirstController())
    navigation.pushViewController(SecondController(), animated: false)
    TestApp.launch(navigation)
    navigation.present(ThirdController(), animated: false)
    AppDriver.settle()
    #expect(!AppDriver.back())
    #expect(navigation.viewControllers.count == 2)
  }
}
