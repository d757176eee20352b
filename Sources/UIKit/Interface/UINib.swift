import Foundation
package import InterfaceModel

/// A xib, as UIKit's `UINib`: the app bundle's compiled `NAME.nib` (the runner compiles
/// `NAME.xib`), whose top-level objects `instantiate(withOwner:options:)` makes anew each time,
/// File's Owner standing for the owner given (its outlets, such as a controller's `view`, are
/// connected to it). A nib the bundle lacks is UIKit's exception.
@MainActor
open class UINib: NSObject {
  let document: InterfaceDocument

  /// Nibs given directly, by name, before the bundle is looked in (the runtime's tests).
  package static var given: [String: InterfaceDocument] = [:]

  init(document: InterfaceDocument) {
    self.document = document
    super.init()
  }

  /// The nib `name` of `bundle` (nil: the main bundle).
  public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) {
    let bundle = bundleOrNil ?? Bundle.main
    switch Self.load(name, from: bundle) {
    case .found(let document): self.init(document: document)
    case .unreadable(let path, let reason):
      fatalError(CompiledInterfaceFile.unreadableException("\(name).xib", path: path, reason: reason))
    case .missing:
      fatalError(
        UIKitError.exception(
          "NSInternalInconsistencyException",
          "Could not load NIB in bundle: 'NSBundle <\(bundle.bundlePath)> (loaded)' with name '\(name)'"))
    }
  }

  /// The compiled nib `name` of `bundle`.
  static func load(_ name: String, from bundle: Bundle) -> CompiledInterfaceFile.Lookup {
    if let document = given[name] { return .found(document) }
    return CompiledInterfaceFile.load(name, ofType: "nib", from: bundle)
  }

  /// Makes the nib's top-level objects, connects them (File's Owner is `ownerOrNil`), sends
  /// `awakeFromNib`, and answers them in the file's order.
  open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [String: Any]? = nil) -> [Any] {
    let loader = InterfaceLoader(document: document, storyboard: nil)
    let topLevel = document.root.child(named: "objects")?.children ?? []
    var made: [AnyObject] = []
    for element in topLevel {
      guard let id = element.id else { continue }
      if element.name == "placeholder" {
        let isOwner = element["placeholderIdentifier"] == "IBFilesOwner"
        loader.objects[id] =
          isOwner
          ? (ownerOrNil as AnyObject?) ?? InterfacePlaceholder(identifier: "IBFilesOwner")
          : InterfacePlaceholder(identifier: element["placeholderIdentifier"] ?? "")
        if isOwner, let controller = ownerOrNil as? UIViewController { loader.sceneController = controller }
        continue
      }
      if InterfaceClasses.elementClass(element.name) is UIViewController.Type {
        if let controller = loader.makeController(element) { made.append(controller) }
      } else if InterfaceClasses.elementClass(element.name) is UIView.Type || element["customClass"] != nil {
        made.append(loader.makeView(element))
      }
    }
    loader.finish(connecting: topLevel.flatMap(\.allElements))
    return made
  }
}

extension Bundle {
  /// Loads the nib `name` of this bundle with `owner` as File's Owner (UIKit's
  /// `loadNibNamed(_:owner:options:)`), answering its top-level objects.
  @MainActor
  public func loadNibNamed(_ name: String, owner: Any?, options: [String: Any]? = nil) -> [Any]? {
    UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
  }
}

extension UITableView {
  /// Cells for `identifier` made from the nib's top-level cell.
  public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    guard let nib else {
      register(nil as AnyClass?, forCellReuseIdentifier: identifier)
      return
    }
    registerPrototype(identifier) {
      nib.instantiate(withOwner: nil).compactMap { $0 as? UITableViewCell }.first
        ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
  }
}

extension UIViewController {
  /// The nib a controller made with `init(nibName:bundle:)` loads its view from: the name given,
  /// else one named after the class without "Controller" (`DetailView`), then the class's own name
  /// (`DetailViewController`), in the order Apple's `nibName` documentation gives.
  func loadNibView() -> Bool {
    let className = EventLog.className(of: self)
    let candidates =
      nibName.map { [$0] }
      ?? (className.hasSuffix("Controller") ? [String(className.dropLast("Controller".count))] : []) + [className]
    let bundle = nibBundle ?? Bundle.main
    guard
      let name = candidates.first(where: {
        if case .missing = UINib.load($0, from: bundle) { false } else { true }
      })
    else {
      if let nibName {
        fatalError(
          UIKitError.exception(
            "NSInternalInconsistencyException",
            "Could not load NIB in bundle: 'NSBundle <\(bundle.bundlePath)> (loaded)' with name '\(nibName)'"))
      }
      return false
    }
    _ = UINib(nibName: name, bundle: bundle).instantiate(withOwner: self)
    return isViewLoaded
  }
}
