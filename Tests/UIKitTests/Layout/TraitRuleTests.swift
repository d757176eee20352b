import DriverProtocol
import Testing

@testable import UIKit

/// layout.md rule 8, the traits half: each device reports the size classes, idiom and scale iOS
/// reports for it in each orientation (Apple's Human Interface Guidelines, "Layout", device size
/// classes; `UITraitCollection`), and every trait environment — the screen, windows, controllers
/// and views — hands them out. When a rotation changes them, `traitCollectionDidChange(_:)` and
/// the handlers of `registerForTraitChanges(_:handler:)` run top-down in the layout pass, before
/// the layout (Apple: "Adapting your app when traits change", `updateTraitsIfNeeded()`).
@MainActor
@Suite("Layout rule 8 — traits per device and orientation", .serialized)
struct TraitRuleTests {
  /// A view that records the trait changes it hears, into a shared list.
  final class TraitView: UIView {
    var record: (String) -> Void = { _ in }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      record("view \(tag) \(previousTraitCollection?.verticalSizeClass == .regular ? "was regular" : "was compact")")
    }
  }

  @Test(
    "size classes, idiom and scale as iOS reports them",
    arguments: [
      (DeviceModel.iPhoneSE, false, UIUserInterfaceSizeClass.compact, UIUserInterfaceSizeClass.regular, 2.0),
      (.iPhoneSE, true, .compact, .compact, 2), (.iPhone8, false, .compact, .regular, 2),
      (.iPhone8, true, .compact, .compact, 2), (.iPhone15, false, .compact, .regular, 3),
      (.iPhone15, true, .compact, .compact, 3), (.iPad, false, .regular, .regular, 2),
      (.iPad, true, .regular, .regular, 2),
    ])
  func traitsPerDevice(
    device: DeviceModel, landscape: Bool, horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass,
    scale: Double
  ) {
    TestApp.reset()
    AppDriver.use(device)
    let controller = LayoutController()
    let label = UILabel()
    controller.build = { $0.addSubview(label) }
    TestApp.launch(controller)
    AppDriver.rotate(landscape: landscape)
    for traits in [
      UIScreen.main.traitCollection, controller.view.window?.traitCollection, controller.traitCollection,
      controller.view.traitCollection, label.traitCollection,
    ] {
      #expect(traits?.horizontalSizeClass == horizontal)
      #expect(traits?.verticalSizeClass == vertical)
      #expect(traits?.userInterfaceIdiom == (device == .iPad ? .pad : .phone))
      #expect(traits?.displayScale == CGFloat(scale))
      #expect(traits?.userInterfaceStyle == .light)
      #expect(traits?.layoutDirection == .leftToRight)
      #expect(traits?.preferredContentSizeCategory == .large)
    }
    #expect(UIDevice.current.userInterfaceIdiom == (device == .iPad ? .pad : .phone))
    #expect(UIDevice.current.orientation.isLandscape == landscape)
  }

  @Test("a view made before it is in a window already has the screen's traits, and no change is reported then")
  func predictedTraits() {
    TestApp.reset()
    AppDriver.use(.iPhone15)
    let view = TraitView()
    var heard: [String] = []
    view.record = { heard.append($0) }
    #expect(view.traitCollection.displayScale == 3)
    LayoutTest.launch { $0.addSubview(view) }
    #expect(heard.isEmpty)
  }

  @Test("rotating an iPhone: the controller, then its view, then the subviews hear the change, before layout")
  func changeOrder() {
    TestApp.reset()
    var heard: [String] = []
    let outer = TraitView()
    outer.tag = 1
    let inner = TraitView()
    inner.tag = 2
    outer.record = { heard.append($0) }
    inner.record = { heard.append($0) }
    final class Controller: UIViewController {
      var build: (UIView) -> Void = { _ in }
      var record: (String) -> Void = { _ in }
      override func viewDidLoad() {
        super.viewDidLoad()
        build(view)
      }
      override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        record("controller, now \(traitCollection.verticalSizeClass == .compact ? "compact" : "regular")")
      }
      override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        record("viewWillLayoutSubviews")
      }
    }
    let controller = Controller()
    controller.record = { heard.append($0) }
    controller.build = { view in
      view.addSubview(outer)
      outer.addSubview(inner)
    }
    TestApp.launch(controller)
    heard = []
    AppDriver.rotate(landscape: true)
    #expect(
      heard == [
        "controller, now compact", "view 1 was regular", "view 2 was regular", "viewWillLayoutSubviews",
      ])
    heard = []
    AppDriver.rotate(landscape: false)
    #expect(heard.first == "controller, now regular")
    #expect(heard.contains("view 2 was compact"))
  }

  @Test("an iPad keeps its traits when it turns: no trait callbacks, but the size transition still comes")
  func iPadKeepsTraits() {
    TestApp.reset()
    AppDriver.use(.iPad)
    TestApp.launch(RecordingViewController())
    let log = TestApp.logDuring { AppDriver.rotate(landscape: true) }
    #expect(!log.contains { $0.contains("traitCollectionDidChange") || $0.contains("willTransitionToTraitCollection") })
    #expect(log.contains("RecordingViewController.viewWillTransition"))
  }

  @Test("registerForTraitChanges: the handler gets the environment and the previous traits, only for its traits")
  func registration() {
    TestApp.reset()
    let controller = LayoutController()
    var heard: [String] = []
    TestApp.launch(controller)
    let registration = controller.registerForTraitChanges([UITraitVerticalSizeClass.self]) {
      (environment: LayoutController, previous: UITraitCollection) in
      heard.append("\(previous.verticalSizeClass) → \(environment.traitCollection.verticalSizeClass)")
    }
    controller.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: LayoutController, _) in
      heard.append("style")
    }
    let view = UIView()
    controller.view.addSubview(view)
    view.registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self]) {
      (_: UIView, _: UITraitCollection) in heard.append("view")
    }
    AppDriver.rotate(landscape: true)
    #expect(heard == ["regular → compact", "view"])
    controller.unregisterForTraitChanges(registration)
    AppDriver.rotate(landscape: false)
    #expect(heard == ["regular → compact", "view", "view"])
  }

  @Test("a trait-change callback that swaps constraints is laid out in the same step")
  func adaptiveConstraints() {
    TestApp.reset()
    AppDriver.use(.iPhoneSE)
    final class Adaptive: UIViewController {
      let stack = UIStackView(arrangedSubviews: [UIView(), UIView()])
      override func viewDidLoad() {
        super.viewDidLoad()
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.distribution = .fillEqually
        view.addSubview(stack)
        NSLayoutConstraint.activate([
          stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
          stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
          stack.topAnchor.constraint(equalTo: view.topAnchor),
          stack.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        adapt()
      }
      override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        adapt()
      }
      func adapt() { stack.axis = traitCollection.verticalSizeClass == .compact ? .horizontal : .vertical }
    }
    let controller = Adaptive()
    TestApp.launch(controller)
    #expect(controller.stack.arrangedSubviews[1].frame == CGRect(x: 0, y: 284, width: 320, height: 284))
    AppDriver.rotate(landscape: true)
    #expect(controller.stack.arrangedSubviews[1].frame == CGRect(x: 284, y: 0, width: 284, height: 320))
  }

  @Test("UITraitCollection: combining, containing, comparing, and UIKit's description")
  func collections() {
    let compact = UITraitCollection(horizontalSizeClass: .compact)
    let phone = UITraitCollection(userInterfaceIdiom: .phone)
    let both = UITraitCollection(traitsFrom: [compact, phone, UITraitCollection(horizontalSizeClass: .regular)])
    #expect(both.horizontalSizeClass == .regular)
    #expect(both.userInterfaceIdiom == .phone)
    #expect(both.verticalSizeClass == .unspecified)
    #expect(both.containsTraits(in: phone))
    #expect(!both.containsTraits(in: compact))
    #expect(UITraitCollection(displayScale: 2) == UITraitCollection(displayScale: 2))
    let built = UITraitCollection { $0.verticalSizeClass = .compact }
    #expect(built.verticalSizeClass == .compact)
    #expect(built.modifyingTraits { $0.userInterfaceStyle = .dark }.hasDifferentColorAppearance(comparedTo: built))
    #expect(
      Device(.iPhone8).traits(landscape: false).description
        == "<UITraitCollection; UserInterfaceIdiom = Phone, DisplayScale = 2, HorizontalSizeClass = Compact, "
        + "VerticalSizeClass = Regular, UserInterfaceStyle = Light, UserInterfaceLayoutDirection = LTR, "
        + "PreferredContentSizeCategory = L>")
  }
}
