import DriverProtocol
import Testing
import TutorTestSupport

@testable import UIKit

/// What the driver sees: the view tree with frames in window coordinates, kinds, texts and
/// visibility; the controller tree; the log since the last snapshot. Compared with golden files.
@MainActor
@Suite("Snapshots — what the driver sees", .serialized)
struct SnapshotTests {
  final class TimerScreen: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Our Egg Timer"
      let label = UILabel(frame: CGRect(x: 20, y: 100, width: 335, height: 44))
      label.text = "207"
      label.accessibilityIdentifier = "timeLeft"
      view.addSubview(label)
      let start = UIButton(type: .system)
      start.frame = CGRect(x: 20, y: 160, width: 160, height: 44)
      start.setTitle("Start", for: .normal)
      view.addSubview(start)
      let stop = UIButton(type: .system)
      stop.frame = CGRect(x: 195, y: 160, width: 160, height: 44)
      stop.setTitle("Stop", for: .normal)
      stop.isEnabled = false
      view.addSubview(stop)
      let hidden = UILabel(frame: CGRect(x: 20, y: 220, width: 100, height: 20))
      hidden.text = "Secret"
      hidden.isHidden = true
      view.addSubview(hidden)
      let offscreen = UILabel(frame: CGRect(x: 500, y: 220, width: 100, height: 20))
      offscreen.text = "Far away"
      view.addSubview(offscreen)
      let sound = UISwitch(frame: CGRect(x: 20, y: 260, width: 0, height: 0))
      view.addSubview(sound)
      navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
      toolbarItems = [
        UIBarButtonItem.flexibleSpace(), UIBarButtonItem(title: "Reset", style: .plain, target: nil, action: nil),
      ]
    }
  }

  private func launchTimerScreen() -> UINavigationController {
    let navigation = UINavigationController(rootViewController: UIViewController())
    navigation.viewControllers[0].title = "Home"
    navigation.pushViewController(TimerScreen(), animated: false)
    navigation.setToolbarHidden(false, animated: false)
    TestApp.launch(navigation)
    return navigation
  }

  @Test("the view tree of a navigation screen, as text")
  func viewTreeGolden() throws {
    TestApp.reset()
    _ = launchTimerScreen()
    let snapshot = AppDriver.snapshot()
    let window = try #require(snapshot.window)
    expectGolden(window.treeDescription, named: "timer-screen-tree.txt")
  }

  @Test("the snapshot as JSON round-trips and carries controllers, timers and the new log entries")
  func jsonRoundTrip() throws {
    TestApp.reset()
    _ = launchTimerScreen()
    Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
    AppDriver.advance(seconds: 0.5)
    let snapshot = AppDriver.snapshot()
    let data = try JSONEncoder().encode(snapshot)
    let decoded = try JSONDecoder().decode(AppSnapshot.self, from: data)
    #expect(decoded == snapshot)
    #expect(snapshot.clockMilliseconds == 500)
    #expect(snapshot.timers == [TimerNode(interval: 1, repeats: true, nextFireMilliseconds: 1000)])
    let controllers = try #require(snapshot.controllers)
    #expect(controllers.navigationStack == ["UIViewController", "TimerScreen"])
    #expect(controllers.navigationBar?.title == "Our Egg Timer")
    #expect(controllers.navigationBar?.backButtonTitle == "Home")
    #expect(controllers.navigationBar?.rightItems.map(\.accessibilityLabel) == ["Add"])
    #expect(controllers.toolbarItems?.map(\.title) == [nil, "Reset"])
    #expect(snapshot.log.contains("TimerScreen.viewDidAppear"))
    #expect(AppDriver.snapshot().log.isEmpty)  // entries are delivered once
  }

  @Test("the window and each controller's view carry their safe area, in window coordinates; other views none")
  func safeAreas() throws {
    TestApp.reset()
    AppDriver.use(.iPhone15)
    let controller = UIViewController()
    let label = UILabel(frame: CGRect(x: 20, y: 120, width: 200, height: 21))
    label.accessibilityIdentifier = "label"
    controller.view.addSubview(label)
    TestApp.launch(UINavigationController(rootViewController: controller))
    var window = try #require(AppDriver.snapshot().window)
    // The Dynamic Island and the home indicator (59 and 34 points); the navigation bar too for
    // the controller's view.
    #expect(window.safeArea == Rect(x: 0, y: 59, width: 393, height: 759))
    #expect(window.allNodes.compactMap(\.safeArea).contains(Rect(x: 0, y: 103, width: 393, height: 715)))
    #expect(window.first { $0.accessibilityIdentifier == "label" }?.safeArea == nil)
    AppDriver.rotate(landscape: true)
    window = try #require(AppDriver.snapshot().window)
    #expect(window.safeArea == Rect(x: 59, y: 0, width: 734, height: 372))
  }

  @Test("layout warnings: left out of the JSON when there are none, read back when there are")
  func layoutWarningsCoding() throws {
    TestApp.reset()
    _ = launchTimerScreen()
    var snapshot = AppDriver.snapshot()
    #expect(snapshot.layoutWarnings.isEmpty)
    #expect(!String(decoding: try JSONEncoder().encode(snapshot), as: UTF8.self).contains("layoutWarnings"))
    snapshot.layoutWarnings = ["Unable to simultaneously satisfy constraints."]
    let data = try JSONEncoder().encode(snapshot)
    #expect(try JSONDecoder().decode(AppSnapshot.self, from: data) == snapshot)
  }

  @Test("a page sheet covers the presenter: its elements are not visible")
  func coveredByPresentation() throws {
    TestApp.reset()
    let navigation = launchTimerScreen()
    navigation.present(UIViewController(), animated: false)
    AppDriver.settle()
    let snapshot = AppDriver.snapshot()
    let window = try #require(snapshot.window)
    #expect(window.first { $0.text == "207" }?.isVisible == false)
    #expect(snapshot.controllers?.presented.first?.presentationStyle == "pageSheet")
  }

  @Test("the keyboard hides what its top covers: a field under it, but not a table reaching above it")
  func keyboardCovers() throws {
    TestApp.reset()
    let field = UITextField(frame: CGRect(x: 20, y: 600, width: 335, height: 34))
    let table = UIView(frame: CGRect(x: 0, y: 300, width: 375, height: 367))
    let row = UILabel(frame: CGRect(x: 16, y: 10, width: 200, height: 44))
    row.text = "Buy milk"
    table.addSubview(row)
    let controller = UIViewController()
    TestApp.launch(controller)
    controller.view.addSubview(table)
    controller.view.addSubview(field)
    _ = field.becomeFirstResponder()
    AppDriver.settle()
    let window = try #require(AppDriver.snapshot().window)
    // The keyboard (260 points on an iPhone 8) covers y 407–667: the field's centre is under it,
    // and so is the container's (y 483.5) — but its row at y 310–354 is in sight, so it is too.
    #expect(window.first { $0.kind == .field }?.isVisible == false)
    #expect(window.first { $0.text == "Buy milk" }?.isVisible == true)
    let container = try #require(window.first { $0.frame == Rect(x: 0, y: 300, width: 375, height: 367) })
    #expect(container.isVisible)
  }
}
