import CheckLanguage
import DriverProtocol

/// Resolves a query of the check language against a snapshot (docs/check-language.md "Queries"):
/// only elements a user could see count; a query that matches several without an ordinal is an
/// error that lists them.
package struct QueryResolver {
  /// Why a query names no single element.
  package enum Failure: Error, Equatable, CustomStringConvertible {
    case noMatch(query: String, visibleTexts: [String], identifiers: [String] = [], suggestion: String? = nil)
    case ambiguous(query: String, candidates: [String])
    case ordinalOutOfRange(query: String, count: Int)
    case notAnElementQuery(query: String, reason: String)

    package var description: String {
      switch self {
      case .noMatch(let query, let texts, let identifiers, let suggestion):
        "nothing on screen matches \(query)" + (suggestion.map { "; did you mean \($0)?" } ?? "")
          + (texts.isEmpty ? "" : "; visible: " + texts.prefix(12).map { "\"\($0)\"" }.joined(separator: ", "))
          + (identifiers.isEmpty ? "" : "; ids: " + identifiers.prefix(12).map { "#\($0)" }.joined(separator: ", "))
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

  /// What the element is wanted for: `alert "Delete"` names the alert's action in a step that
  /// acts (`tap alert "Delete"`), and the alert showing that text in an expectation.
  package enum Purpose: Sendable {
    case acting, expecting
  }

  let window: ViewNode?
  /// Whether views a user cannot see match too: to say why an element is not in full view
  /// (`expect #x fully visible`), never to act on one.
  let includesInvisible: Bool
  let purpose: Purpose

  package init(snapshot: AppSnapshot, includingInvisible: Bool = false, for purpose: Purpose = .expecting) {
    window = snapshot.window
    includesInvisible = includingInvisible
    self.purpose = purpose
  }

  /// The visible elements the query matches, in hierarchy order.
  package func matches(_ query: Query) throws(Failure) -> [ViewNode] {
    if case .className = query.matcher {
      throw .notAnElementQuery(query: query.description, reason: "names a view controller class, not an element")
    }
    if let cell = query.cell {
      return [try self.cell(section: cell.section, row: cell.row, in: query)]
    }
    if query.kind == .collection, query.matcher == .any, query.ordinal == nil {
      return [try table(named: nil, kinds: [.collection])]
    }
    let visible = window?.allNodes.filter { includesInvisible || $0.isVisible } ?? []
    if query.kind == .alert, case .text(let text) = query.matcher {
      return alerts(showing: text, among: visible)
    }
    let found = visible.filter { node in
      Self.kind(node.kind, fits: query.kind) && Self.matcher(query.matcher, fits: node)
    }
    // A match inside another match is the same thing to a user (a cell and its text label).
    let inner = Set(found.flatMap { $0.allNodes.dropFirst().map(\.id) })
    return found.filter { !inner.contains($0.id) }
  }

  /// `alert "Delete"`: to act, the visible actions titled so inside an alert; to expect, the
  /// alerts whose title, message or an action shows that text.
  private func alerts(showing text: String, among visible: [ViewNode]) -> [ViewNode] {
    let shown = Set(visible.map(\.id))
    let alerts = visible.filter { $0.kind == .alert }
    switch purpose {
    case .acting:
      return alerts.flatMap { alert in
        alert.allNodes.filter { $0.kind == .alertAction && $0.title == text && shown.contains($0.id) }
      }
    case .expecting:
      return alerts.filter { alert in
        alert.allNodes.contains { shown.contains($0.id) && Self.texts(of: $0).contains(text) }
      }
    }
  }

  /// The table or collection view a query means: `#t` names it, else the first visible one (of
  /// `kinds`).
  package func table(named name: String?, kinds: Set<ElementKind> = [.table, .collection]) throws(Failure) -> ViewNode {
    let tables = window?.allNodes.filter { $0.isVisible && kinds.contains($0.kind) } ?? []
    let table = name.map { name in tables.first { $0.accessibilityIdentifier == name } } ?? tables.first
    guard let table else {
      let what = name.map { "#\($0)" } ?? (kinds == [.collection] ? "a collection view" : "a table or collection view")
      throw .notAnElementQuery(query: what, reason: "is not on screen")
    }
    return table
  }

  /// `cell 3` / `cell 1:3` / `item 3`: the row's or item's cell in view; one scrolled out of view is
  /// an error that says how to bring it in.
  private func cell(section: Int, row: Int, in query: Query) throws(Failure) -> ViewNode {
    let table: ViewNode
    do {
      table = try self.table(named: query.table, kinds: query.kind == .item ? [.collection] : [.table, .collection])
    } catch {
      guard query.kind == .item, query.table == nil else { throw error }
      throw .notAnElementQuery(
        query: query.description,
        reason: "names an item of a collection view, and none is on screen (a bar button item is named by its "
          + "title: item \"Add\")")
    }
    let isCollection = table.kind == .collection
    let (element, list) = isCollection ? ("item", "collection view") : ("row", "table")
    let counts = table.rowCounts ?? []
    guard counts.indices.contains(section), row >= 0, row < counts[section] else {
      let shape = counts.enumerated().map { "section \($0.offset): \($0.element) \(element)s" }
        .joined(separator: ", ")
      throw .notAnElementQuery(
        query: query.description,
        reason:
          "is not \(isCollection ? "an" : "a") \(element) of the \(list) (\(shape.isEmpty ? "no \(element)s" : shape))")
    }
    guard let node = table.allNodes.first(where: { $0.kind == .cell && $0.indexPath == [section, row] }), node.isVisible
    else {
      let target = table.accessibilityIdentifier.map { "#\($0)" } ?? (isCollection ? "collection" : "table")
      let place = section == 0 ? "\(row)" : "\(section):\(row)"
      throw .notAnElementQuery(
        query: query.description, reason: "is not in view; `scroll \(target) to row \(place)` brings it in first")
    }
    return node
  }

  /// The one element the query names.
  package func resolve(_ query: Query) throws(Failure) -> ViewNode {
    let found = try matches(query)
    if let ordinal = query.ordinal {
      guard ordinal <= found.count else { throw .ordinalOutOfRange(query: query.description, count: found.count) }
      return found[ordinal - 1]
    }
    guard let first = found.first else {
      let visible = window?.allNodes.filter(\.isVisible) ?? []
      let texts = Array(Set(visible.flatMap(Self.texts))).sorted()
      let identifiers = Array(Set(visible.compactMap(\.accessibilityIdentifier))).sorted()
      var suggestion: String?
      switch query.matcher {
      case .identifier(let name):
        if let unseen = window?.allNodes.first(where: { $0.accessibilityIdentifier == name && !$0.isVisible }) {
          throw .notAnElementQuery(query: query.description, reason: Self.whyNotVisible(unseen))
        }
        suggestion = DidYouMean.nearest(to: name, among: identifiers).map { "#\($0)" }
      case .text(let text) where texts.contains(text):
        // The text is there, on an element of another kind: "did you mean" the same text helps no one.
        throw .notAnElementQuery(
          query: query.description, reason: "matches nothing: \"\(text)\" is on screen, but not on \(kindPhrase(query))"
        )
      case .text(let text): suggestion = DidYouMean.nearest(to: text, among: texts).map { "\"\($0)\"" }
      default: break
      }
      throw .noMatch(
        query: query.description, visibleTexts: texts, identifiers: identifiers, suggestion: suggestion)
    }
    guard found.count == 1 else {
      throw .ambiguous(query: query.description, candidates: found.map(Self.describe))
    }
    return first
  }

  /// Why an element that exists is not on screen, for the failure of a query naming it.
  private static func whyNotVisible(_ node: ViewNode) -> String {
    if node.isHidden { return "is there but not visible: its isHidden is true" }
    if node.alpha == 0 { return "is there but not visible: its alpha is 0" }
    return "is there but not visible: it is inside a hidden view, covered, or off screen"
  }

  /// What a query's kind names, as a sentence says it.
  private func kindPhrase(_ query: Query) -> String {
    switch query.kind {
    case nil, .view: "a view"
    case .label: "a label"
    case .button: "a button"
    case .field: "a text field"
    case .switch: "a switch"
    case .slider: "a slider"
    case .table: "a table"
    case .cell: "a cell"
    case .item: "a bar button item"
    case .alert: purpose == .acting ? "an alert's action" : "an alert"
    case .image: "an image"
    case .segmented: "a segmented control"
    case .stepper: "a stepper"
    case .picker: "a picker"
    case .collection: "a collection view"
    }
  }

  /// The texts a user reads on an element.
  package static func texts(of node: ViewNode) -> [String] {
    [node.text, node.title, node.placeholder, node.accessibilityLabel, node.detail].compactMap { $0 }
      .filter { !$0.isEmpty }
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
    case .button: return kind == .button || kind == .backButton || kind == .alertAction || kind == .segment
    case .field: return kind == .field
    case .switch: return kind == .switch
    case .slider: return kind == .slider
    case .table: return kind == .table
    case .cell: return kind == .cell
    case .item: return kind == .item || kind == .tab
    case .alert: return kind == .alert
    case .image: return kind == .image
    case .segmented: return kind == .segmentedControl
    case .stepper: return kind == .stepper
    case .picker: return kind == .picker || kind == .datePicker
    case .collection: return kind == .collection
    }
  }
}
