import DriverProtocol
import Testing

@testable import UIKit

/// The lesson's device (docs/lesson-format.md `device:`): UIScreen's bounds, scale and nativeBounds,
/// and the safe area a window gets from the status bar, the sensor housing and the home
/// indicator, per orientation, as Apple publishes them for each device.
@MainActor
@Suite("Devices", .serialized)
struct DeviceTests {
  @Test(
    "UIScreen.main reports the device's size in points, its scale, and nativeBounds in pixels",
    arguments: [
      (DeviceModel.iPhoneSE, 320.0, 568.0, 2.0), (.iPhone8, 375, 667, 2), (.iPhone15, 393, 852, 3),
      (.iPad, 768, 1024, 2),
    ])
  func screens(model: DeviceModel, width: Double, height: Double, scale: Double) {
    TestApp.reset()
    AppDriver.use(model)
    #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: width, height: height))
    #expect(Double(UIScreen.main.scale) == scale)
    #expect(UIScreen.main.nativeBounds.size == CGSize(width: width * scale, height: height * scale))
  }

  @Test("an iPhone 15 window is inset by the Dynamic Island and the home indicator; bars sit inside")
  func iPhone15() {
    TestApp.reset()
    AppDriver.use(.iPhone15)
    let controller = UIViewController()
    let navigation = UINavigationController(rootViewController: controller)
    TestApp.launch(navigation)
    #expect(controller.view.frame.size == CGSize(width: 393, height: 852))
    // The navigation bar starts below the top safe area: 59 + 44.
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
    // A toolbar stays above the home indicator.
    navigation.setToolbarHidden(false, animated: false)
    AppDriver.settle()
    #expect(navigation.toolbar.frame == CGRect(x: 0, y: 852 - 34 - 44, width: 393, height: 44))
    AppDriver.rotate(landscape: true)
    #expect(UIScreen.main.bounds.size == CGSize(width: 852, height: 393))
    #expect(navigation.view.window?.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    // In landscape an iPhone has no status bar: the navigation bar moves up to the top edge, and
    // the content's safe area starts under it.
    AppDriver.settle()
    #expect(navigation.navigationBar.frame.minY == 0)
    #expect(controller.view.safeAreaInsets.top == navigation.navigationBar.frame.maxY)
  }

  @Test("an iPad keeps its 20-point status bar in landscape; the iPhone 8's is hidden there")
  func statusBarInLandscape() {
    TestApp.reset()
    AppDriver.use(.iPad)
    let window = UIWindow(frame: UIScreen.main.bounds)
    AppDriver.rotate(landscape: true)
    window.matchScreen()
    #expect(window.safeAreaInsets.top == 20)
    TestApp.reset()
    AppDriver.rotate(landscape: true)
    #expect(UIWindow(frame: UIScreen.main.bounds).safeAreaInsets.top == 0)
  }

  @Test("reset returns to the default device, the iPhone 8")
  func reset() {
    TestApp.reset()
    AppDriver.use(.iPad)
    TestApp.reset()
    #expect(UIScreen.main.device.model == .standard)
    #expect(DeviceModel.standard == .iPhone8)
    #expect(UIScreen.main.bounds.size == CGSize(width: 375, height: 667))
  }

  @Test(
    "each device's keyboard, predictive bar included, sits at the bottom of its screen",
    arguments: [(DeviceModel.iPhoneSE, 253.0, 193.0), (.iPhone8, 260, 200), (.iPhone15, 336, 209), (.iPad, 313, 398)])
  func keyboardFrames(model: DeviceModel, portrait: Double, landscape: Double) {
    TestApp.reset()
    AppDriver.use(model)
    let screen = UIScreen.main.bounds
    #expect(Keyboard.shared.frame == CGRect(x: 0, y: screen.height - portrait, width: screen.width, height: portrait))
    AppDriver.rotate(landscape: true)
    #expect(Double(Keyboard.shared.frame.height) == landscape)
  }

  @Test("every device model has its own screen: the one list of devices is DeviceModel")
  func everyModelHasAScreen() {
    let sizes = DeviceModel.allCases.map { Device($0).portraitSize }
    #expect(DeviceModel.allCases.map { Device($0).model } == DeviceModel.allCases)
    #expect(Set(sizes.map(\.width)).count == DeviceModel.allCases.count)
  }
}
