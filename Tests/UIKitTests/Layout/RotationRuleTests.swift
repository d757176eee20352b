import DriverProtocol
import Testing
import TutorTestSupport

@testable import UIKit

/// layout.md rule 8, the rotation half: rotation swaps the screen's size, updates traits and safe
/// areas, calls `viewWillTransition(to:with:)`, and relayouts — in UIKit's order:
/// `willTransition(to:with:)` when the traits change, then `viewWillTransition(to:with:)` (both
/// forwarded to the children on screen by the default implementations, so overrides call super;
/// presented controllers hear it from their presentation), then the trait changes, the layout
/// pass, the coordinator's alongside animations and, at the end of the transition, its
/// completions (Apple: `UIContentContainer`, `UIViewControllerTransitionCoordinator`).
@MainActor
@Suite("Layout rule 8 — rotation", .serialized)
struct RotationRuleTests {
  /// Records what a rotation tells it, and what it sees at each moment.
  class Observer: UIViewController {
    var seen: [String] = []
    var callsSuper = true

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
      if callsSuper { super.viewWillTransition(to: size, with: coordinator) }
      seen.append("will \(Int(size.width))×\(Int(size.height)), view \(Int(view.bounds.width)) wide")
      coordinator.animate(
        alongsideTransition: { context in
          self.seen.append(
            "alongside, view \(Int(self.view.bounds.width)) wide, "
              + "\(self.traitCollection.verticalSizeClass == .compact ? "compact" : "regular"), "
              + "\(context.transitionDuration)s")
        },
        completion: { _ in self.seen.append("completion") })
    }
  }

  final class Parent: Observer {
    let child = Child()
    override func viewDidLoad() {
      super.viewDidLoad()
      addChild(child)
      view.addSubview(child.view)
      child.didMove(toParent: self)
    }
  }

  final class Child: Observer {}

  @Test("the log in UIKit's order: will-transitions, then trait changes, then layout; parents before children")
  func callOrder() throws {
    TestApp.reset()
    let parent = Parent()
    TestApp.launch(parent)
    let log = TestApp.logDuring { AppDriver.rotate(landscape: true) }
    let events = log.filter { !$0.hasPrefix("Warning") }
    expectGolden(events.joined(separator: "\n") + "\n", named: "rotation-log-iphone-8.txt")
    #expect(
      Array(events.prefix(7)) == [
        "Parent.willTransitionToTraitCollection", "Child.willTransitionToTraitCollection", "Parent.viewWillTransition",
        "Child.viewWillTransition", "Parent.traitCollectionDidChange", "Child.traitCollectionDidChange",
        "Parent.viewWillLayoutSubviews",
      ])
  }

  @Test("viewWillTransition sees the old size; alongside blocks the new layout and traits; completion after 0.4 s")
  func coordinator() {
    TestApp.reset()
    let controller = Observer()
    TestApp.launch(controller)
    AppDriver.rotate(landscape: true)
    #expect(
      controller.seen == ["will 667×375, view 375 wide", "alongside, view 667 wide, compact, 0.4s"])
    #expect(controller.transitionCoordinator != nil)
    AppDriver.advance(seconds: 0.39)
    #expect(controller.seen.count == 2)
    AppDriver.advance(seconds: 0.01)
    #expect(controller.seen.last == "completion")
    #expect(controller.transitionCoordinator == nil)
  }

  @Test("an override that skips super keeps the size change from its children, as in UIKit")
  func forwardingNeedsSuper() {
    TestApp.reset()
    let parent = Parent()
    parent.callsSuper = false
    TestApp.launch(parent)
    AppDriver.rotate(landscape: true)
    #expect(parent.seen.first == "will 667×375, view 375 wide")
    #expect(parent.child.seen.isEmpty)
    #expect(parent.child.traitCollection.verticalSizeClass == .compact)
  }

  @Test("a navigation controller forwards to its top controller only; a presented sheet hears its own size")
  func containersAndPresentation() {
    TestApp.reset()
    let bottom = Observer()
    let top = Observer()
    let navigation = UINavigationController(rootViewController: bottom)
    TestApp.launch(navigation)
    navigation.pushViewController(top, animated: false)
    AppDriver.settle()
    let sheet = Observer()
    top.present(sheet, animated: false)
    AppDriver.settle()
    AppDriver.rotate(landscape: true)
    #expect(top.seen.first == "will 667×375, view 375 wide")
    #expect(bottom.seen.isEmpty)
    // A page sheet starts 10 points below the portrait safe area's top (20 + 10 on an iPhone 8).
    #expect(sheet.seen.first == "will 667×345, view 375 wide")
  }

  @Test("a controller covered by a full-screen presentation still hears of the size change, before the one on top")
  func coveredRoot() {
    TestApp.reset()
    let root = Observer()
    let cover = Observer()
    cover.modalPresentationStyle = .fullScreen
    TestApp.launch(root)
    root.present(cover, animated: false)
    AppDriver.settle()
    #expect(root.viewIfLoaded?.window == nil)
    let log = TestApp.logDuring { AppDriver.rotate(landscape: true) }
    #expect(log.filter { $0.hasSuffix("viewWillTransition") }.count == 2)
    #expect(root.seen.first == "will 667×375, view 375 wide")
    #expect(cover.seen.first == "will 667×375, view 375 wide")
  }

  @Test("the screen, windows, safe areas and UIDevice follow; turning to where it faces does nothing")
  func screenAndDevice() {
    TestApp.reset()
    AppDriver.use(.iPhone15)
    let controller = Observer()
    TestApp.launch(controller)
    let notified = Locked(0)
    let observer = NotificationCenter.default.addObserver(
      forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil
    ) { _ in notified.change { $0 += 1 } }
    defer { NotificationCenter.default.removeObserver(observer) }
    AppDriver.rotate(landscape: true)
    #expect(UIScreen.main.bounds.size == CGSize(width: 852, height: 393))
    #expect(controller.view.frame.size == CGSize(width: 852, height: 393))
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    #expect(UIDevice.current.orientation == .landscapeLeft)
    #expect(UIWindowScene().interfaceOrientation == .landscapeRight)
    #expect(notified.read { $0 } == 1)
    let log = TestApp.logDuring { AppDriver.rotate(landscape: true) }
    #expect(log.isEmpty)
    #expect(notified.read { $0 } == 1)
  }

  @Test("an adaptive form on an iPhone SE, turned: the same check's tree in landscape")
  func adaptiveFormTree() throws {
    TestApp.reset()
    AppDriver.use(.iPhoneSE)
    final class Form: UIViewController {
      let stack = UIStackView()
      override func viewDidLoad() {
        super.viewDidLoad()
        for text in ["Name", "Email"] {
          let label = UILabel()
          label.text = text
          stack.addArrangedSubview(label)
        }
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
          stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
          stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
          stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
        registerForTraitChanges([UITraitVerticalSizeClass.self]) { (self: Self, _: UITraitCollection) in
          self.adapt()
        }
        adapt()
      }
      func adapt() {
        stack.axis = traitCollection.verticalSizeClass == .compact ? .horizontal : .vertical
        stack.distribution = stack.axis == .horizontal ? .fillEqually : .fill
      }
    }
    TestApp.launch(Form())
    AppDriver.rotate(landscape: true)
    let window = try #require(AppDriver.snapshot().window)
    expectGolden(window.treeDescription, named: "adaptive-form-iphone-se-landscape.txt")
    #expect(AppDriver.snapshot().layoutWarnings.isEmpty)
  }
}
