import Foundation

/// The name of an action method and, without the Objective-C runtime, how to call it.
///
/// On iOS `#selector(ViewController.startTapped)` names a method that the runtime finds by name.
/// Swift on Linux has no such runtime, so a `Selector` carries a typed call built from the
/// unapplied method reference (Tutor's source rewrite turns `#selector(T.m)` into
/// `Selector(T.m, name: "m")`). A selector made from a bare name (`Selector("startTapped:")`)
/// is resolved through methods registered for that name (`@IBAction` methods are registered by
/// the rewrite); sending an unknown one to a target is UIKit's "unrecognized selector" crash.
public struct Selector: Hashable, CustomStringConvertible, ExpressibleByStringLiteral, @unchecked Sendable {
  public let name: String
  /// Whether a target implements the method (its type is the method's type).
  private let matches: ((AnyObject) -> Bool)?
  private let call: (@MainActor (AnyObject, Any?, UIEvent?) -> Bool)?

  /// A selector known only by name.
  public init(_ name: String) {
    self.name = name
    self.matches = nil
    self.call = nil
  }

  public init(stringLiteral name: String) { self.init(name) }

  /// An action method taking no arguments: `func startTapped()`.
  @preconcurrency
  public init<Target: AnyObject>(_ method: @escaping (Target) -> @MainActor @Sendable () -> Void, name: String = "") {
    self.name = name.isEmpty ? "\(Target.self).action" : name
    self.matches = { $0 is Target }
    let method = MainThreadBox(method)
    self.call = { target, _, _ in
      guard let target = target as? Target else { return false }
      method.value(target)()
      return true
    }
  }

  /// An action method taking the sender: `func startTapped(_ sender: UIButton)`.
  @preconcurrency
  public init<Target: AnyObject, Sender>(
    _ method: @escaping (Target) -> @MainActor @Sendable (Sender) -> Void, name: String = ""
  ) {
    self.name = name.isEmpty ? "\(Target.self).action:" : name
    self.matches = { $0 is Target }
    let selectorName = self.name
    let method = MainThreadBox(method)
    self.call = { target, sender, _ in
      guard let target = target as? Target else { return false }
      guard let typedSender: Sender = Self.argument(sender) else {
        fatalError(
          UIKitError.exception(
            "NSInvalidArgumentException",
            "\(selectorName) expects a sender of type \(Sender.self) but was sent \(type(of: sender as Any))"))
      }
      method.value(target)(typedSender)
      return true
    }
  }

  /// An action method answering a value, which UIKit ignores: `func save() -> Bool`.
  @preconcurrency
  public init<Target: AnyObject, Result>(
    _ method: @escaping (Target) -> @MainActor @Sendable () -> Result, name: String = ""
  ) {
    self.name = name.isEmpty ? "\(Target.self).action" : name
    self.matches = { $0 is Target }
    let method = MainThreadBox(method)
    self.call = { target, _, _ in
      guard let target = target as? Target else { return false }
      _ = method.value(target)()
      return true
    }
  }

  /// An action method taking the sender and answering a value, which UIKit ignores.
  @preconcurrency
  public init<Target: AnyObject, Sender, Result>(
    _ method: @escaping (Target) -> @MainActor @Sendable (Sender) -> Result, name: String = ""
  ) {
    self.name = name.isEmpty ? "\(Target.self).action:" : name
    self.matches = { $0 is Target }
    let method = MainThreadBox(method)
    self.call = { target, sender, _ in
      guard let target = target as? Target, let typedSender: Sender = Self.argument(sender) else { return false }
      _ = method.value(target)(typedSender)
      return true
    }
  }

  /// An action method taking the sender and the event: `func dragged(_ sender: UIButton, event: UIEvent?)`.
  @preconcurrency
  public init<Target: AnyObject, Sender>(
    _ method: @escaping (Target) -> @MainActor @Sendable (Sender, UIEvent?) -> Void, name: String = ""
  ) {
    self.name = name.isEmpty ? "\(Target.self).action:event:" : name
    self.matches = { $0 is Target }
    let method = MainThreadBox(method)
    self.call = { target, sender, event in
      guard let target = target as? Target, let typedSender = sender as? Sender else { return false }
      method.value(target)(typedSender, event)
      return true
    }
  }

  public var description: String { name }

  /// The sender as the action's argument. A `Bool` parameter gets true for any sender: the
  /// Objective-C runtime reads the sender's non-nil pointer as YES, which is what makes
  /// `UITapGestureRecognizer(target: view, action: #selector(UIView.endEditing(_:)))` work.
  static func argument<Sender>(_ sender: Any?) -> Sender? {
    if let typed = sender as? Sender { return typed }
    if Sender.self == Bool.self, sender != nil { return true as? Sender }
    return nil
  }

  public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// Whether `target` implements this action.
  @MainActor
  func canPerform(on target: AnyObject) -> Bool {
    if let matches { return matches(target) }
    return InterfaceRegistry.action(name, of: target) != nil
  }

  /// Calls the action on `target`; a target that does not implement it is UIKit's crash.
  @MainActor
  func perform(on target: AnyObject, sender: Any?, event: UIEvent? = nil) {
    if let call, call(target, sender, event) { return }
    // An @IBAction connected by name from a storyboard (InterfaceRegistry).
    if call == nil, let action = InterfaceRegistry.action(name, of: target), action(target, sender, event) { return }
    fatalError(
      UIKitError.exception(
        "NSInvalidArgumentException",
        "-[\(EventLog.className(of: target)) \(name)]: unrecognized selector sent to instance"))
  }
}
