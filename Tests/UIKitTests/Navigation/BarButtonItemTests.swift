import DriverProtocol
import Testing

@testable import UIKit

/// UIBarButtonItem in navigation bars and toolbars: target–action and primary actions, system
/// items with UIKit's titles and accessibility labels, flexible and fixed spaces, and nil-target
/// actions walking the responder chain (rule 8), as Apple's UIBarButtonItem documentation says.
@MainActor
@Suite("UIBarButtonItem — bars, system items, spaces and actions", .serialized)
struct BarButtonItemTests {
  private func launchNavigation(_ root: UIViewController = ItemController()) -> UINavigationController {
    let navigation = UINavigationController(rootViewController: root)
    TestApp.launch(navigation)
    return navigation
  }

  /// The views a bar shows for its items, left to right.
  private func itemViews(in bar: UIView) -> [BarButtonItemView] {
    AppDriver.allViews(in: bar).compactMap { $0 as? BarButtonItemView }.sorted { $0.frame.minX < $1.frame.minX }
  }

  private func itemView(for item: UIBarButtonItem, in bar: UIView) -> BarButtonItemView? {
    itemViews(in: bar).first { $0.item === item }
  }

  @Test("a title item appears in the navigation bar, is visible and calls its target when tapped")
  func titleItemTappable() {
    TestApp.reset()
    let root = ItemController()
    root.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Add", style: .plain, target: root, action: Selector(ItemController.add))
    _ = launchNavigation(root)
    let nodes = SnapshotQuery.nodes(in: AppDriver.snapshot()) { $0.kind == .item && $0.title == "Add" }
    #expect(nodes.count == 1)
    #expect(nodes.first?.isVisible == true)
    let entries = TestApp.logDuring { _ = nodes.first.map { AppDriver.tap(elementID: $0.id) } }
    #expect(root.calls == ["add"])
    #expect(entries.contains("UIBarButtonItem.action \"Add\""))
  }

  @Test("an item set after the bar is on screen shows at the next layout pass")
  func itemAddedLater() {
    TestApp.reset()
    let root = ItemController()
    let navigation = launchNavigation(root)
    let item = UIBarButtonItem(title: "Edit", style: .plain, target: root, action: Selector(ItemController.add))
    root.navigationItem.leftBarButtonItem = item
    AppDriver.settle()
    let view = itemView(for: item, in: navigation.navigationBar)
    #expect(view != nil)
    if let view { AppDriver.tap(view) }
    #expect(root.calls == ["add"])
  }

  @Test("a disabled item ignores taps")
  func disabledItem() {
    TestApp.reset()
    let root = ItemController()
    let item = UIBarButtonItem(title: "Add", style: .plain, target: root, action: Selector(ItemController.add))
    item.isEnabled = false
    root.navigationItem.rightBarButtonItem = item
    let navigation = launchNavigation(root)
    if let view = itemView(for: item, in: navigation.navigationBar) { AppDriver.tap(view) }
    #expect(root.calls.isEmpty)
  }

  @Test(
    "text system items show UIKit's title",
    arguments: [
      (UIBarButtonItem.SystemItem.done, "Done"), (.cancel, "Cancel"), (.edit, "Edit"), (.save, "Save"),
    ])
  func textSystemItems(systemItem: UIBarButtonItem.SystemItem, title: String) {
    TestApp.reset()
    let root = ItemController()
    let item = UIBarButtonItem(barButtonSystemItem: systemItem, target: root, action: Selector(ItemController.add))
    root.navigationItem.rightBarButtonItem = item
    let navigation = launchNavigation(root)
    let view = itemView(for: item, in: navigation.navigationBar)
    #expect(view?.displayedTitle == title)
    #expect(view?.accessibilityLabel == title)
    #expect(item.title == nil)  // the bar draws the word; the item's own title stays nil, as on a device
    let nodes = SnapshotQuery.nodes(in: AppDriver.snapshot()) { $0.kind == .item }
    #expect(nodes.map(\.title) == [title])
  }

  @Test(
    "icon system items carry UIKit's accessibility label",
    arguments: [
      (UIBarButtonItem.SystemItem.add, "Add"), (.trash, "Delete"), (.action, "Share"), (.compose, "Compose"),
      (.search, "Search"), (.refresh, "Refresh"), (.camera, "Camera"), (.bookmarks, "Bookmarks"),
      (.play, "Play"), (.pause, "Pause"), (.undo, "Undo"), (.redo, "Redo"), (.close, "Close"),
    ])
  func iconSystemItems(systemItem: UIBarButtonItem.SystemItem, label: String) {
    TestApp.reset()
    let root = ItemController()
    let item = UIBarButtonItem(barButtonSystemItem: systemItem, target: root, action: Selector(ItemController.add))
    root.navigationItem.rightBarButtonItem = item
    let navigation = launchNavigation(root)
    let view = itemView(for: item, in: navigation.navigationBar)
    #expect(view?.accessibilityLabel == label)
    #expect(view?.displayedTitle == nil)
    if let view { AppDriver.tap(view) }
    #expect(root.calls == ["add"])
  }

  @Test("rightBarButtonItems run right to left; leftBarButtonItems left to right")
  func itemOrder() {
    TestApp.reset()
    let root = ItemController()
    let (one, two, three, four) = (
      UIBarButtonItem(title: "One", style: .plain, target: nil, action: nil),
      UIBarButtonItem(title: "Two", style: .plain, target: nil, action: nil),
      UIBarButtonItem(title: "Three", style: .plain, target: nil, action: nil),
      UIBarButtonItem(title: "Four", style: .plain, target: nil, action: nil)
    )
    root.navigationItem.rightBarButtonItems = [one, two]
    root.navigationItem.leftBarButtonItems = [three, four]
    let navigation = launchNavigation(root)
    #expect(itemViews(in: navigation.navigationBar).map { $0.item.title } == ["Three", "Four", "Two", "One"])
  }

  // MARK: Toolbar spaces

  /// Launches a navigation controller with its toolbar shown and `items` as the root's toolbar items.
  private func toolbarFrames(_ items: [UIBarButtonItem]) -> (toolbar: UIToolbar, frames: [CGRect]) {
    let root = ItemController()
    root.toolbarItems = items
    let navigation = UINavigationController(rootViewController: root)
    navigation.setToolbarHidden(false, animated: false)
    TestApp.launch(navigation)
    let toolbar: UIToolbar = navigation.toolbar
    return (toolbar, itemViews(in: toolbar).map(\.frame))
  }

  @Test("a flexible space pushes the items around it to the toolbar's edges")
  func flexibleSpaceToEdges() {
    TestApp.reset()
    let (toolbar, frames) = toolbarFrames([
      UIBarButtonItem(title: "Left", style: .plain, target: nil, action: nil), .flexibleSpace(),
      UIBarButtonItem(title: "Right", style: .plain, target: nil, action: nil),
    ])
    #expect(!toolbar.isHidden)
    #expect(frames.count == 2)
    guard frames.count == 2 else { return }
    let leftMargin = frames[0].minX
    let rightMargin = toolbar.bounds.width - frames[1].maxX
    #expect(leftMargin == rightMargin)
    #expect(leftMargin < 30)
    let toolbars = SnapshotQuery.nodes(in: AppDriver.snapshot()) { $0.kind == .toolbar && $0.isVisible }
    #expect(toolbars.count == 1)
  }

  @Test("flexible spaces share the free width equally")
  func flexibleSpacesShare() {
    TestApp.reset()
    let (toolbar, centred) = toolbarFrames([
      .flexibleSpace(), UIBarButtonItem(title: "Middle", style: .plain, target: nil, action: nil), .flexibleSpace(),
    ])
    #expect(centred.first?.midX == toolbar.bounds.midX)
    TestApp.reset()
    let (_, frames) = toolbarFrames([
      UIBarButtonItem(barButtonSystemItem: .add), .flexibleSpace(),
      UIBarButtonItem(title: "Wide item", style: .plain, target: nil, action: nil),
      .flexibleSpace(), UIBarButtonItem(barButtonSystemItem: .trash),
    ])
    #expect(frames.count == 3)
    guard frames.count == 3 else { return }
    #expect(frames[1].minX - frames[0].maxX == frames[2].minX - frames[1].maxX)
  }

  @Test("a fixed space adds its width between items")
  func fixedSpace() {
    TestApp.reset()
    let (_, adjacent) = toolbarFrames([
      UIBarButtonItem(barButtonSystemItem: .add), UIBarButtonItem(barButtonSystemItem: .trash),
    ])
    TestApp.reset()
    let (_, spaced) = toolbarFrames([
      UIBarButtonItem(barButtonSystemItem: .add), .fixedSpace(30), UIBarButtonItem(barButtonSystemItem: .trash),
    ])
    #expect(adjacent.count == 2 && spaced.count == 2)
    guard adjacent.count == 2, spaced.count == 2 else { return }
    #expect((spaced[1].minX - spaced[0].maxX) - (adjacent[1].minX - adjacent[0].maxX) == 30)
  }

  // MARK: Primary actions

  @Test("an item made from a primary action takes its title and runs it, with the item as sender")
  func primaryActionItem() {
    TestApp.reset()
    let root = ItemController()
    var senders: [UIBarButtonItem] = []
    let item = UIBarButtonItem(
      primaryAction: UIAction(title: "Share") { action in
        if let sender = action.sender as? UIBarButtonItem { senders.append(sender) }
      })
    item.target = root
    item.action = Selector(ItemController.add)
    root.navigationItem.rightBarButtonItem = item
    let navigation = launchNavigation(root)
    #expect(item.title == "Share")
    if let view = itemView(for: item, in: navigation.navigationBar) { AppDriver.tap(view) }
    #expect(senders.count == 1)
    #expect(senders.first === item)
    #expect(root.calls.isEmpty)  // with a primary action, target and action are ignored
  }

  @Test("assigning primaryAction updates the item's title and image to the action's")
  func assigningPrimaryAction() {
    TestApp.reset()
    let item = UIBarButtonItem(title: "Old", style: .plain, target: nil, action: nil)
    item.primaryAction = UIAction(title: "New", image: UIImage(systemName: "star")) { _ in }
    #expect(item.title == "New")
    #expect(item.image == UIImage(systemName: "star"))
  }

  @Test("a system item does not take its primary action's title")
  func systemItemWithPrimaryAction() {
    TestApp.reset()
    let root = ItemController()
    var runs = 0
    let add = UIBarButtonItem(systemItem: .add, primaryAction: UIAction(title: "New") { _ in runs += 1 })
    let done = UIBarButtonItem(systemItem: .done, primaryAction: UIAction(title: "Finish") { _ in runs += 1 })
    root.navigationItem.rightBarButtonItems = [add, done]
    let navigation = launchNavigation(root)
    #expect(add.title != "New")
    #expect(itemView(for: add, in: navigation.navigationBar)?.accessibilityLabel == "Add")
    #expect(itemView(for: done, in: navigation.navigationBar)?.displayedTitle == "Done")
    let entries = TestApp.logDuring {
      if let view = itemView(for: add, in: navigation.navigationBar) { AppDriver.tap(view) }
    }
    #expect(runs == 1)
    #expect(entries.contains("UIBarButtonItem.action \"Add\""))
  }

  // MARK: Nil-target actions (rule 8)

  @Test("a nil-target item action goes to the first responder's chain (the content controller)")
  func nilTargetFromFirstResponder() {
    TestApp.reset()
    let root = ItemController()
    root.navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .save, target: nil, action: Selector(ItemController.save))
    let navigation = launchNavigation(root)
    let field = FocusableView(frame: CGRect(x: 0, y: 200, width: 100, height: 40))
    root.view.addSubview(field)
    #expect(field.becomeFirstResponder())
    if let view = itemViews(in: navigation.navigationBar).first { AppDriver.tap(view) }
    #expect(root.calls == ["save"])
  }

  @Test("with no first responder, a nil-target item action walks the chain from the bar")
  func nilTargetWithoutFirstResponder() {
    TestApp.reset()
    let root = ItemController()
    root.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Sync", style: .plain, target: nil, action: Selector(HandlingNavigationController.sync))
    let navigation = HandlingNavigationController(rootViewController: root)
    TestApp.launch(navigation)
    if let view = itemViews(in: navigation.navigationBar).first { AppDriver.tap(view) }
    #expect(navigation.syncs == 1)
  }
}

/// Finds views in a driver snapshot.
enum SnapshotQuery {
  static func nodes(in snapshot: AppSnapshot, where matches: (ViewNode) -> Bool) -> [ViewNode] {
    snapshot.window?.allNodes.filter(matches) ?? []
  }
}

@MainActor
private final class ItemController: UIViewController {
  var calls: [String] = []
  func add() { calls.append("add") }
  func save() { calls.append("save") }
}

@MainActor
private final class HandlingNavigationController: UINavigationController {
  var syncs = 0
  func sync() { syncs += 1 }
}

@MainActor
private final class FocusableView: UIView {
  override var canBecomeFirstResponder: Bool { true }
}
