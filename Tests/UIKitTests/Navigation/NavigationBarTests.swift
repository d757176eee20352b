import DriverProtocol
import Testing

@testable import UIKit

/// The navigation bar a navigation controller shows: the top item's title and prompt, the back
/// button (titled with the previous item's `backButtonTitle`, else its `backBarButtonItem`'s
/// title, else its title, else "Back"), and the back button popping, as Apple documents
/// UINavigationBar and UINavigationItem.
@MainActor
@Suite("UINavigationBar — title, prompt and back button", .serialized)
struct NavigationBarTests {
  /// Launches a navigation controller on `first` and pushes `second` when given.
  private func launch(_ first: UIViewController, push second: UIViewController? = nil) -> UINavigationController {
    let navigation = UINavigationController(rootViewController: first)
    TestApp.launch(navigation)
    if let second {
      navigation.pushViewController(second, animated: false)
      AppDriver.settle()
    }
    return navigation
  }

  private func nodes(_ kind: ElementKind) -> [ViewNode] {
    SnapshotQuery.nodes(in: AppDriver.snapshot()) { $0.kind == kind && $0.isVisible }
  }

  private func backButtons(in navigation: UINavigationController) -> [NavigationBackButton] {
    AppDriver.allViews(in: navigation.navigationBar).compactMap { $0 as? NavigationBackButton }
  }

  @Test("the bar shows the top controller's title and follows changes to it")
  func title() {
    TestApp.reset()
    let root = UIViewController()
    root.title = "Inbox"
    _ = launch(root)
    #expect(nodes(.navigationTitle).map(\.text) == ["Inbox"])
    root.title = "Archive"
    #expect(nodes(.navigationTitle).map(\.text) == ["Archive"])
    root.navigationItem.title = "Custom"
    #expect(nodes(.navigationTitle).map(\.text) == ["Custom"])
    #expect(AppDriver.snapshot().controllers?.navigationBar?.title == "Custom")
  }

  @Test("the root controller has no back button")
  func noBackButtonAtRoot() {
    TestApp.reset()
    let navigation = launch(UIViewController())
    #expect(backButtons(in: navigation).isEmpty)
    #expect(AppDriver.back() == false)
  }

  @Test(
    "the back button is titled with the previous item's backButtonTitle, else its title, else \"Back\"",
    arguments: [
      (backButtonTitle: "Home", title: "Inbox", expected: "Home"),
      (backButtonTitle: nil, title: "Inbox", expected: "Inbox"),
      (backButtonTitle: nil, title: nil, expected: "Back"),
    ] as [(backButtonTitle: String?, title: String?, expected: String)])
  func backButtonTitle(backButtonTitle: String?, title: String?, expected: String) {
    TestApp.reset()
    let first = UIViewController()
    first.title = title
    first.navigationItem.backButtonTitle = backButtonTitle
    let second = UIViewController()
    second.title = "Detail"
    let navigation = launch(first, push: second)
    #expect(backButtons(in: navigation).map(\.title) == [expected])
    #expect(nodes(.backButton).map(\.title) == [expected])
    #expect(AppDriver.snapshot().controllers?.navigationBar?.backButtonTitle == expected)
    #expect(nodes(.navigationTitle).map(\.text) == ["Detail"])
  }

  @Test("a previous item's backBarButtonItem supplies the back button's title")
  func backBarButtonItemTitle() {
    TestApp.reset()
    let first = UIViewController()
    first.title = "Inbox"
    first.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Mail", style: .plain, target: nil, action: nil)
    let navigation = launch(first, push: UIViewController())
    #expect(backButtons(in: navigation).map(\.title) == ["Mail"])
  }

  @Test("hidesBackButton hides it; a left item replaces it unless leftItemsSupplementBackButton")
  func leftItemsAndBackButton() {
    TestApp.reset()
    let first = UIViewController()
    first.title = "Inbox"
    let second = UIViewController()
    let navigation = launch(first, push: second)
    second.navigationItem.hidesBackButton = true
    AppDriver.settle()
    #expect(backButtons(in: navigation).isEmpty)
    second.navigationItem.hidesBackButton = false
    second.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
    AppDriver.settle()
    #expect(backButtons(in: navigation).isEmpty)
    second.navigationItem.leftItemsSupplementBackButton = true
    AppDriver.settle()
    let back = backButtons(in: navigation)
    #expect(back.map(\.title) == ["Inbox"])
    let close = AppDriver.allViews(in: navigation.navigationBar).compactMap { $0 as? BarButtonItemView }.first
    if let backFrame = back.first?.frame, let closeFrame = close?.frame {
      #expect(backFrame.maxX <= closeFrame.minX)
    }
  }

  @Test("a prompt is shown above the title and makes the bar taller")
  func prompt() {
    TestApp.reset()
    let root = UIViewController()
    root.title = "Photos"
    let navigation = launch(root)
    let plainHeight = navigation.navigationBar.frame.height
    root.navigationItem.prompt = "Choose a photo"
    AppDriver.settle()
    let prompts = nodes(.prompt)
    let titles = nodes(.navigationTitle)
    #expect(prompts.map(\.text) == ["Choose a photo"])
    #expect(navigation.navigationBar.frame.height > plainHeight)
    if let prompt = prompts.first, let title = titles.first {
      #expect(prompt.frame.y + prompt.frame.height <= title.frame.y)
    }
    #expect(AppDriver.snapshot().controllers?.navigationBar?.prompt == "Choose a photo")
    root.navigationItem.prompt = nil
    AppDriver.settle()
    #expect(nodes(.prompt).isEmpty)
    #expect(navigation.navigationBar.frame.height == plainHeight)
  }

  @Test("AppDriver.back() taps the back button, which pops the top controller")
  func backPops() {
    TestApp.reset()
    let first = UIViewController()
    first.title = "Inbox"
    let second = UIViewController()
    second.title = "Message"
    let navigation = launch(first, push: second)
    let entries = TestApp.logDuring {
      #expect(AppDriver.back())
      AppDriver.advance(seconds: 1)
    }
    #expect(entries.first == "UINavigationBar.back \"Inbox\"")
    #expect(navigation.viewControllers == [first])
    #expect(nodes(.navigationTitle).map(\.text) == ["Inbox"])
    #expect(backButtons(in: navigation).isEmpty)
    #expect(AppDriver.back() == false)
  }
}
