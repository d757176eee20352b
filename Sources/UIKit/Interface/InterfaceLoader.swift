import Foundation
internal import InterfaceModel

/// Makes the objects of a storyboard's scene or a xib as UIKit's nib loading does: each object
/// with `init(coder:)`, its properties set, views in their hierarchy with their constraints, then
/// the connections — outlets through the learner's registered setters (InterfaceRegistry),
/// actions as target–action by selector name, segues as triggers — then `awakeFromNib` on each
/// object. A view controller's view is loaded later, when it is first asked for, as on iOS: its
/// outlets into that view are nil until then.
@MainActor
final class InterfaceLoader {
  let document: InterfaceDocument
  weak var storyboard: UIStoryboard?
  /// The objects made so far, by their id in the document (placeholders included).
  var objects = InterfaceObjects()
  /// Objects made in this pass, in order, for `awakeFromNib`.
  private var awakening: [AnyObject] = []
  /// Objects standing in for elements the runtime does not model: their connections are left out
  /// rather than failing as a missing outlet would.
  var standIns: Set<String> = []
  /// The size classes the file's variations are resolved for: the screen's at load.
  lazy var variations = InterfaceVariations.current
  /// The controller of the scene being made: segues from the scene's objects belong to it.
  weak var sceneController: UIViewController?

  init(document: InterfaceDocument, storyboard: UIStoryboard?) {
    self.document = document
    self.storyboard = storyboard
  }

  /// The element with `id` anywhere in the document.
  func element(withID id: String) -> InterfaceElement? {
    document.root.allElements.first { $0.id == id }
  }

  // MARK: Objects

  /// An object made from `element` with `init(coder:)`: the learner's class or the element's.
  func makeObject(_ element: InterfaceElement, creator: ((NSCoder) -> UIViewController?)? = nil) -> AnyObject? {
    guard let type = InterfaceClasses.type(of: element, document: document.fileName) else { return nil }
    let coder = InterfaceCoder(element: element, loader: self)
    let made: AnyObject?
    switch type {
    // `instantiateViewController(identifier:creator:)`: the learner's block makes the controller
    // with the coder (an initializer of their own, `init?(coder:item:)`), unless it answers nil.
    case let controller as UIViewController.Type where creator != nil:
      made = creator?(coder) ?? controller.init(coder: coder)
    case let controller as UIViewController.Type: made = controller.init(coder: coder)
    case let view as UIView.Type: made = view.init(coder: coder)
    case let item as UIBarButtonItem.Type: made = item.init(coder: coder)
    case let item as UINavigationItem.Type: made = item.init(coder: coder)
    case let item as UITabBarItem.Type: made = item.init(coder: coder)
    default: made = nil
    }
    if let made, let id = element.id, objects[id] !== made {
      objects[id] = made
      awakening.append(made)
    }
    if let made { InterfaceRuntimeAttributes.apply(element, to: made, document: document.fileName) }
    return made
  }

  /// A view and its subviews, with their properties and constraints: decoded by the view's
  /// `init(coder:)` (``decodeView(_:into:)``), or into a plain view standing in for an element
  /// the runtime does not model.
  func makeView(_ element: InterfaceElement) -> UIView {
    if let view = makeObject(element) as? UIView { return view }
    let view = placeholder(for: element)
    decodeView(element, into: view)
    return view
  }

  /// What `UIView.init(coder:)` decodes before it returns: the view's properties, layout guides,
  /// subviews (each made the same way) and constraints (activated when the pass ends).
  func decodeView(_ element: InterfaceElement, into view: UIView) {
    if let id = element.id, objects[id] !== view {
      objects[id] = view
      awakening.append(view)
    }
    view.storyboardID = element.id
    InterfaceProperties.apply(variations.resolved(element), to: view, loader: self)
    for guide in element.children(named: "viewLayoutGuide") {
      guard let id = guide.id else { continue }
      objects[id] = guide.key == "safeArea" ? view.safeAreaLayoutGuide : view.layoutMarginsGuide
    }
    if let cell = view as? UITableViewCell, let content = element.child(named: "tableViewCellContentView") {
      populate(cell.contentView, from: content)
    }
    // A collection view cell's content view: `<collectionViewCellContentView>`, or `<view>` in older files.
    if let cell = view as? UICollectionViewCell,
      let content = element.children.first(where: { $0.key == "contentView" })
    {
      populate(cell.contentView, from: content)
    }
    let uninstalled = variations.uninstalled("subviews", of: element)
    for child in element.child(named: "subviews")?.children ?? [] {
      let subview = makeView(child)
      // A subview not installed for these size classes is made, but not in the hierarchy.
      if let id = child.id, uninstalled.contains(id) { continue }
      if let stack = view as? UIStackView {
        stack.addArrangedSubview(subview)
      } else {
        view.addSubview(subview)
      }
    }
    pendingConstraints.append((element, view))
    if let collection = view as? UICollectionView { registerPrototypes(of: element, in: collection) }
    if let table = view as? UITableView {
      registerPrototypes(of: element, in: table)
      if let sections = element.child(named: "sections") {
        table.staticSections = sections.children(named: "tableViewSection").map { section in
          let cells = (section.child(named: "cells")?.children(named: "tableViewCell") ?? []).compactMap {
            makeView($0) as? UITableViewCell
          }
          return (section.string("headerTitle"), section.string("footerTitle"), cells)
        }
      }
    }
  }

  /// A plain view standing in for an element the runtime does not model yet, so the layout and
  /// the other connections still hold; the log says what was left out.
  private func placeholder(for element: InterfaceElement) -> UIView {
    EventLog.shared.warn("Tutor does not model <\(element.name)> yet; a plain view stands in for it")
    let view = UIView()
    if let id = element.id {
      objects[id] = view
      standIns.insert(id)
    }
    return view
  }

  /// A cell's content view: the element's subviews added to the cell's own content view; the
  /// built-in styles' labels (`key="textLabel"`) are the cell's own.
  private func populate(_ contentView: UIView, from element: InterfaceElement) {
    if let id = element.id { objects[id] = contentView }
    let cell = contentView.superview as? UITableViewCell
    for child in element.child(named: "subviews")?.children ?? [] {
      if let key = child.key, let cell, let label = Self.builtInView(key, of: cell) {
        if let id = child.id { objects[id] = label }
        InterfaceProperties.apply(child, to: label, loader: self)
        continue
      }
      contentView.addSubview(makeView(child))
    }
    pendingConstraints.append((element, contentView))
  }

  private static func builtInView(_ key: String, of cell: UITableViewCell) -> UIView? {
    switch key {
    case "textLabel": cell.textLabel
    case "detailTextLabel": cell.detailTextLabel
    case "imageView": cell.imageView
    default: nil
    }
  }

  /// Views whose `<constraints>` are activated once every view of the pass exists.
  var pendingConstraints: [(InterfaceElement, UIView)] = []

  /// Activates every view's constraints, then connects `elements`' connections and wakes every
  /// object made since the last call.
  func finish(connecting elements: [InterfaceElement]) {
    activatePendingConstraints()
    for element in elements { connect(element) }
    wake()
  }

  func activatePendingConstraints() {
    for (element, view) in pendingConstraints { InterfaceConstraints.activate(element, in: view, loader: self) }
    pendingConstraints = []
  }

  /// `awakeFromNib` to every object made since the last call, in the order they were made.
  func wake() {
    let woken = awakening
    awakening = []
    for object in woken {
      if let view = object as? UIView { view.awakeFromNib() }
      if let controller = object as? UIViewController { controller.awakeFromNib() }
    }
  }

  /// Lets go of the views of a finished pass: their controller and superviews own them now.
  func releaseViews() { objects.releaseViews() }

  // MARK: Table prototypes

  private func registerPrototypes(of element: InterfaceElement, in table: UITableView) {
    for prototype in element.child(named: "prototypes")?.children(named: "tableViewCell") ?? [] {
      guard let identifier = prototype["reuseIdentifier"] else { continue }
      let document = document
      let storyboard = storyboard
      let known = objects.nonViews
      let controller = sceneController.map { Weak<UIViewController>($0) }
      table.registerPrototype(identifier) {
        let loader = InterfaceLoader(document: document, storyboard: storyboard)
        loader.sceneController = controller?.value
        for (id, object) in known { if let value = object.value { loader.objects[id] = value } }
        let made = loader.makeView(prototype) as? UITableViewCell
        loader.finish(connecting: prototype.allElements)
        return made ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
      }
    }
  }
}
