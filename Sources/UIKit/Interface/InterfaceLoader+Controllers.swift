import Foundation
internal import InterfaceModel

/// Where a controller's view comes from: its scene's `<view key="view">` and the loader that
/// made the controller (which knows the scene's other objects).
struct InterfaceSource {
  let loader: InterfaceLoader
  let element: InterfaceElement
}

extension InterfaceLoader {
  /// A storyboard scene's controller, as `instantiateViewController` makes it: `init(coder:)`,
  /// its title, navigation and tab bar items, the controllers its relationship segues hold (a
  /// navigation controller's root, a tab bar controller's tabs), its segues, then
  /// `awakeFromNib`. Its view loads later, when asked for.
  func makeController(_ element: InterfaceElement, creator: ((NSCoder) -> UIViewController?)? = nil)
    -> UIViewController?
  {
    guard let controller = makeObject(element, creator: creator) as? UIViewController else { return nil }
    sceneController = controller
    controller.storyboard = storyboard
    controller.interfaceSource = InterfaceSource(loader: self, element: element)
    // The controller's own connections to objects made now (its navigation items, segues); the
    // ones into its view wait for the view.
    finish(
      connecting: [element] + (element.child(named: "navigationItem")?.allElements ?? [])
        + (element.child(named: "toolbarItems")?.allElements ?? []))
    return controller
  }

  /// What `UIViewController.init(coder:)` decodes before it returns: the title, presentation
  /// style, navigation and tab bar items, toolbar items and the controllers its relationship
  /// segues hold — so a subclass's code after `super.init(coder:)` sees (and may change) them.
  func decodeController(_ element: InterfaceElement, into controller: UIViewController) {
    sceneController = controller
    if let title = element.string("title") { controller.title = title }
    if let style = InterfaceValues.presentationStyle(element["modalPresentationStyle"]) {
      controller.modalPresentationStyle = style
    }
    if let item = element.child(named: "navigationItem", key: "navigationItem") {
      _ = makeNavigationItem(item, into: controller.navigationItem)
    }
    if let item = element.child(named: "tabBarItem", key: "tabBarItem") {
      if let title = item.string("title") { controller.tabBarItem.title = title }
      if let image = item["image"] { controller.tabBarItem.image = UIImage(named: image) }
      if let id = item.id { objects[id] = controller.tabBarItem }
    }
    for placeholder in scene(of: element)?.children(named: "placeholder") ?? [] {
      if let id = placeholder.id {
        objects[id] = InterfacePlaceholder(identifier: placeholder["placeholderIdentifier"] ?? "")
      }
    }
    for guide in element.child(named: "layoutGuides")?.children(named: "viewControllerLayoutGuide") ?? [] {
      if let id = guide.id { objects[id] = LegacyLayoutGuide(isTop: guide["type"] == "top", controller: controller) }
    }
    for exit in scene(of: element)?.children(named: "exit") ?? [] {
      if let id = exit.id { objects[id] = InterfacePlaceholder(identifier: "Exit") }
    }
    // The toolbar a navigation controller shows, and the items a scene puts in it.
    if element.flag("toolbarHidden") == false {
      (controller as? UINavigationController)?.setToolbarHidden(false, animated: false)
    }
    if let items = element.child(named: "toolbarItems") {
      controller.toolbarItems = items.children(named: "barButtonItem").compactMap { makeBarButtonItem($0) }
    }
    attachRelationships(of: element, to: controller)
    sceneController = controller
  }

  /// The `<objects>` of the scene holding `element`.
  private func scene(of element: InterfaceElement) -> InterfaceElement? {
    document.root.child(named: "scenes")?.children(named: "scene").compactMap { $0.child(named: "objects") }
      .first { objects in objects.children.contains { $0.id == element.id } }
  }

  /// A navigation controller's root and a tab bar controller's tabs, made from their scenes.
  private func attachRelationships(of element: InterfaceElement, to controller: UIViewController) {
    let segues = element.child(named: "connections")?.children(named: "segue") ?? []
    var tabs: [UIViewController] = []
    for segue in segues where segue["kind"] == "relationship" {
      guard let destination = segue["destination"], let made = storyboard?.instantiateController(id: destination)
      else { continue }
      switch segue["relationship"] {
      case "rootViewController": (controller as? UINavigationController)?.setViewControllers([made], animated: false)
      case "viewControllers": tabs.append(made)
      default: continue
      }
    }
    if !tabs.isEmpty { (controller as? UITabBarController)?.viewControllers = tabs }
  }

  /// The controller's view from its scene: the views made, the controller's outlets into them and
  /// their own connections made, `awakeFromNib` sent; the controller's `viewDidLoad` follows.
  func loadView(of controller: UIViewController, from element: InterfaceElement) -> Bool {
    guard let viewElement = element.children.first(where: { $0.key == "view" }) else { return false }
    sceneController = controller
    let before = objects.ids
    let root = makeView(viewElement)
    root.frame = UIScreen.main.bounds
    if viewElement.child(named: "autoresizingMask") == nil {
      root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }
    controller.view = root
    if let table = root as? UITableView, let tableController = controller as? UITableViewController {
      tableController.tableView = table
    }
    let made = objects.ids.subtracting(before)
    // Every connection first — the views' own, then the controller's into its view — so
    // awakeFromNib finds them all made, as Apple documents.
    activatePendingConstraints()
    for viewElement in viewElement.allElements { connect(viewElement) }
    connect(element, onlyTo: made)
    embedContainers(in: viewElement, of: controller)
    wake()
    releaseViews()
    return true
  }

  /// Container views' embedded controllers (`embed` segues), as children of `controller`.
  private func embedContainers(in element: InterfaceElement, of controller: UIViewController) {
    for container in element.allElements where container.name == "containerView" {
      guard let id = container.id, let view = objects[id] as? UIView,
        let segue = container.child(named: "connections")?.children(named: "segue").first(where: {
          $0["kind"] == "embed"
        }),
        let destination = segue["destination"], let child = storyboard?.instantiateController(id: destination)
      else { continue }
      // As every segue: the destination is made, prepare(for:sender:) sees it, then it is shown —
      // so data passed in prepare is there for the child's viewDidLoad.
      let embedSegue = UIStoryboardSegue(identifier: segue["identifier"], source: controller, destination: child)
      controller.prepare(for: embedSegue, sender: nil)
      controller.addChild(child)
      child.view.frame = view.bounds
      child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(child.view)
      child.didMove(toParent: controller)
    }
  }
}

extension UIViewController {
  /// Loads the view from the storyboard or nib the controller came from; false when it has none.
  func loadInterfaceView() -> Bool {
    guard let source = interfaceSource else { return loadNibView() }
    return source.loader.loadView(of: self, from: source.element)
  }
}
