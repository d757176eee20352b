import Foundation
package import InterfaceModel

/// A storyboard, as UIKit's `UIStoryboard`: the app bundle's compiled `NAME.storyboardc` (the
/// runner compiles `NAME.storyboard` into it, as Xcode does), whose scenes it instantiates —
/// each time a new controller, made with `init(coder:)` (docs/runtime.md, "Interface files").
/// A storyboard the bundle lacks is UIKit's exception.
@MainActor
open class UIStoryboard: NSObject {
  let document: InterfaceDocument
  public let name: String

  /// The storyboard `name` of `bundle` (nil: the main bundle).
  public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    self.name = name
    let bundle = storyboardBundleOrNil ?? Bundle.main
    switch Self.load(name, from: bundle) {
    case .found(let document): self.document = document
    case .unreadable(let path, let reason):
      fatalError(CompiledInterfaceFile.unreadableException("\(name).storyboard", path: path, reason: reason))
    case .missing:
      fatalError(
        UIKitError.exception(
          "NSInvalidArgumentException",
          "Could not find a storyboard named '\(name)' in bundle NSBundle <\(bundle.bundlePath)> (loaded)"))
    }
    super.init()
  }

  /// Storyboards given directly, by name, before the bundle is looked in (the runtime's tests).
  package static var given: [String: InterfaceDocument] = [:]

  /// The compiled storyboard `name` of `bundle`.
  static func load(_ name: String, from bundle: Bundle) -> CompiledInterfaceFile.Lookup {
    if let document = given[name] { return .found(document) }
    return CompiledInterfaceFile.load(name, ofType: "storyboardc", from: bundle)
  }

  /// The storyboard's initial controller (the arrow in Interface Builder), or nil when it has none.
  open func instantiateInitialViewController() -> UIViewController? {
    guard let id = document.root["initialViewController"] else { return nil }
    return instantiateController(id: id)
  }

  /// The initial controller, made by `creator` with the coder when it returns one.
  open func instantiateInitialViewController<ViewController: UIViewController>(
    creator: ((NSCoder) -> ViewController?)?
  ) -> ViewController? {
    guard let id = document.root["initialViewController"] else { return nil }
    return instantiateController(id: id, creator: creator.map { block in { block($0) } }) as? ViewController
  }

  /// The controller whose Storyboard ID is `identifier`; a missing one is UIKit's exception.
  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    guard let element = controllers.first(where: { $0["storyboardIdentifier"] == identifier }), let id = element.id,
      let controller = instantiateController(id: id)
    else {
      fatalError(
        UIKitError.exception(
          "NSInvalidArgumentException",
          "Storyboard (<UIStoryboard: \(InterfaceLoader.address(of: self))>) doesn't contain a view controller with "
            + "identifier '\(identifier)'"))
    }
    return controller
  }

  /// The controller whose Storyboard ID is `identifier`, as its own type.
  open func instantiateViewController<ViewController: UIViewController>(
    identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController {
    let element = controllers.first { $0["storyboardIdentifier"] == identifier }
    let made = element?.id.flatMap { instantiateController(id: $0, creator: creator.map { block in { block($0) } }) }
    guard let controller = (made ?? instantiateViewController(withIdentifier: identifier)) as? ViewController else {
      fatalError(
        UIKitError.exception(
          "NSInternalInconsistencyException",
          "the view controller with identifier '\(identifier)' is not a \(ViewController.self)"))
    }
    return controller
  }

  /// Every scene's controller element.
  private var controllers: [InterfaceElement] {
    (document.root.child(named: "scenes")?.children(named: "scene") ?? []).compactMap { scene in
      scene.child(named: "objects")?.children.first { InterfaceClasses.elementClass($0.name) is UIViewController.Type }
    }
  }

  /// A new controller of the scene whose controller has `id`.
  func instantiateController(id: String, creator: ((NSCoder) -> UIViewController?)? = nil) -> UIViewController? {
    guard let element = controllers.first(where: { $0.id == id }) else { return nil }
    // Relationships that lead back to themselves (a hand-made document) stop here, not in a stack overflow.
    guard Self.instantiating < 32 else {
      EventLog.shared.warn("\(document.fileName): scenes hold each other in a loop; the scene \(id) is left out")
      return nil
    }
    Self.instantiating += 1
    defer { Self.instantiating -= 1 }
    return InterfaceLoader(document: document, storyboard: self).makeController(element, creator: creator)
  }

  private static var instantiating = 0
}
