import CheckLanguage
import DriverProtocol

/// Resolves a query of the check language against a snapshot (check-language.md "Queries"):
/// only elements a user could see count; a query that matches several without an ordinal is an
/// error that lists them.
package struct QueryResolver {
  /// Why a query names no single element.
  package enum Failure: Error, Equatable, CustomStringConvertible {
    case noMatch(query: String, visibleTexts: [String])
    case ambiguous(query: String, candidates: [String])
    case ordinalOutOfRange(query: String, count: Int)
    case notAnElementQuery(query: String, reason: String)

    package var description: String {
      switch self {
      case .noMatch(let query, let texts):
        "nothing on screen matches \(query)"
          + (texts.isEmpty ? "" : "; visible: " + texts.prefix(12).map { "\"\($0)\"" }.joined(separator: ", "))
      case .ambiguous(let query, let candidates):
        "\(query) matches \(candidates.count) elements: \(candidates.joined(separator: "; ")); "
          + "add an ordinal (\(query) 1) or an #identifier"
      case .ordinalOutOfRange(let query, let count):
        "\(query) asks for a match that is not there: only \(count) on screen"
      case .notAnElementQuery(let query, let reason):
        "\(query) \(reason)"
      }
    }
  }

  let window: ViewNode?

  package init(snapshot: AppSnapshot) {
    window = snapshot.window
  }

  /// The visible elements the query matches, in hierarchy order.
  package func matches(_ query: Query) throws(Failure) -> [ViewNode] {
    if case .className = query.matcher {
      throw .notAnElementQuery(query: query.description, reason: "names a view controller class, not an element")
    }
    if query.kind == .cell || query.table != nil {
      throw .notAnElementQuery(query: query.description, reason: "needs table snapshots, which this version lacks")
    }
    let visible = window?.allNodes.filter(\.isVisible) ?? []
    return visible.filter { node in Self.kind(node.kind, fits: query.kind) && Self.matcher(query.matcher, fits: node) }
  }

  /// The one element the query names.
  package func resolve(_ query: Query) throws(Failure) -> ViewNode {
    let found = try matches(query)
    if let ordinal = query.ordinal {
      guard ordinal <= found.count else { throw .ordinalOutOfRange(query: query.description, count: found.count) }
      return found[ordinal - 1]
    }
    guard let first = found.first else {
      let texts = window?.allNodes.filter(\.isVisible).flatMap(Self.texts) ?? []
      throw .noMatch(query: query.description, visibleTexts: Array(Set(texts)).sorted())
    }
    guard found.count == 1 else {
      throw .ambiguous(query: query.description, candidates: found.map(Self.describe))
    }
    return first
  }

  /// The texts a user reads on an element.
  package static func texts(of node: ViewNode) -> [String] {
    [node.text, node.title, node.placeholder, node.accessibilityLabel].compactMap { $0 }.filter { !$0.isEmpty }
  }

  static func describe(_ node: ViewNode) -> String {
    var words = [node.className, node.kind.rawValue]
    if let identifier = node.accessibilityIdentifier { words.append("#\(identifier)") }
    if let text = texts(of: node).first { words.append("\"\(text)\"") }
    words.append("at \(node.frame)")
    return words.joined(separator: " ")
  }

  private static func matcher(_ matcher: Query.Matcher, fits node: ViewNode) -> Bool {
    switch matcher {
    case .text(let text): texts(of: node).contains(text)
    case .identifier(let identifier): node.accessibilityIdentifier == identifier
    case .any: true
    case .className: false
    }
  }

  /// The snapshot kinds each query kind covers.
  private static func kind(_ kind: ElementKind, fits wanted: Query.Kind?) -> Bool {
    guard let wanted else { return kind != .window && kind != .dimming }
    switch wanted {
    case .view: return kind != .window && kind != .dimming
    case .label: return kind == .label || kind == .navigationTitle || kind == .prompt || kind == .alertText
    case .button: return kind == .button || kind == .backButton || kind == .alertAction
    case .field: return kind == .field
    case .switch: return kind == .switch
    case .slider: return kind == .slider
    case .table: return kind == .table
    case .cell: return kind == .cell
    case .item: return kind == .item || kind == .tab
    case .alert: return kind == .alert
    case .image: return kind == .image
    }
  }
}
