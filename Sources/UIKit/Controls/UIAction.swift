import Foundation

/// The handler of a `UIAction`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An element of a menu, as UIKit's `UIMenuElement`: a title and an image.
@MainActor
open class UIMenuElement: NSObject {
  public let title: String
  public let image: UIImage?

  init(title: String, image: UIImage?) {
    self.title = title
    self.image = image
    super.init()
  }
}

/// A menu element that performs its handler, as UIKit's `UIAction`.
///
/// A control calls the handler for the events it was added for; `sender` is the control while
/// the handler runs. A button made with `UIButton(primaryAction:)` shows the action's title.
@MainActor
open class UIAction: UIMenuElement {
  /// A unique identifier for an action, as UIKit's `UIAction.Identifier`.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// Attributes of an action's appearance.
  public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let disabled = Attributes(rawValue: 1 << 0)
    public static let destructive = Attributes(rawValue: 1 << 1)
    public static let hidden = Attributes(rawValue: 1 << 2)
  }

  /// The on/off/mixed state a menu shows for an action.
  public enum State: Int, Sendable { case off, on, mixed }

  public let identifier: Identifier
  public var attributes: Attributes
  public var state: State
  public var discoverabilityTitle: String?
  /// The control (or bar item) performing the action, while the handler runs.
  public private(set) var sender: Any?
  private let handler: UIActionHandler

  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
    attributes: Attributes = [], state: State = .off, handler: @escaping UIActionHandler
  ) {
    self.identifier = identifier ?? Identifier(UUIDSequence.next())
    self.attributes = attributes
    self.state = state
    self.discoverabilityTitle = discoverabilityTitle
    self.handler = handler
    super.init(title: title, image: image)
  }

  func perform(sender: Any?) {
    self.sender = sender
    handler(self)
    self.sender = nil
  }
}

/// Deterministic identifiers (no randomness in the runtime).
@MainActor
enum UUIDSequence {
  private static var counter = 0
  static func next() -> String {
    counter += 1
    return String(format: "00000000-0000-0000-0000-%012d", counter)
  }
}
