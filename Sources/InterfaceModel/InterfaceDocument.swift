/// A storyboard or xib as the runtime loads it: the document's XML elements as Xcode wrote them
/// (names, attributes, children, the text of `<string>` values), each with its line in the file,
/// checked and compiled by the tool (`Main.storyboard` → `Main.storyboardc` in the app bundle, as
/// Xcode's ibtool compiles it) and read by UIKit in the app process. Shared by both sides, so it
/// has no dependencies and is plain Codable values.
public struct InterfaceDocument: Codable, Sendable, Equatable {
  /// Which kind of Interface Builder file it was.
  public enum Kind: String, Codable, Sendable {
    case storyboard, xib
  }

  public var kind: Kind
  /// The file's path in the exercise or project (`Base.lproj/Main.storyboard`), for messages.
  public var fileName: String
  /// The `<document>` element.
  public var root: InterfaceElement

  public init(kind: Kind, fileName: String, root: InterfaceElement) {
    self.kind = kind
    self.fileName = fileName
    self.root = root
  }

  /// The extension the compiled document has in the bundle: `storyboardc` or `nib`.
  public var compiledExtension: String { kind == .storyboard ? "storyboardc" : "nib" }
}

/// One XML element of an Interface Builder file, as written: `<label id="…" text="Hello">`.
public struct InterfaceElement: Codable, Sendable, Equatable {
  /// The element's name: `viewController`, `view`, `label`, `button`, `constraint`, `segue`,
  /// `outlet`, `action`, `color`, `rect`, `state`, …
  public var name: String
  public var attributes: [String: String]
  public var children: [InterfaceElement]
  /// The text inside the element, when it has some (`<string key="text">Hello</string>`).
  public var text: String?
  /// The element's line in the file.
  public var line: Int

  public init(
    name: String, attributes: [String: String] = [:], children: [InterfaceElement] = [], text: String? = nil,
    line: Int
  ) {
    self.name = name
    self.attributes = attributes
    self.children = children
    self.text = text
    self.line = line
  }

  /// An attribute's value.
  public subscript(attribute: String) -> String? { attributes[attribute] }

  /// The object's id (`id="BYZ-38-t0r"`), if it has one.
  public var id: String? { attributes["id"] }

  /// The role the element plays in its parent (`key="view"`, `key="backgroundColor"`).
  public var key: String? { attributes["key"] }

  /// The children named `name`.
  public func children(named name: String) -> [InterfaceElement] { children.filter { $0.name == name } }

  /// The first child named `name` (with `key` when given).
  public func child(named name: String, key: String? = nil) -> InterfaceElement? {
    children.first { $0.name == name && (key == nil || $0.key == key) }
  }

  /// Every element of the tree, depth first, this one first.
  public var allElements: [InterfaceElement] { [self] + children.flatMap(\.allElements) }
}
