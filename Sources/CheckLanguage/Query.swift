/// A query naming an element on screen (docs/check-language.md "Queries").
package struct Query: Hashable, Sendable, CustomStringConvertible {
  /// The kinds a query may be narrowed to.
  package enum Kind: String, Hashable, Sendable, CaseIterable {
    case view, label, button, field, `switch`, slider, table, cell, item, alert, image
    /// The standard controls' own kinds: a segmented control, a stepper, a picker or date picker.
    case segmented, stepper, picker
    /// A collection view (a grid or a list).
    case collection
  }

  /// What identifies the element.
  package enum Matcher: Hashable, Sendable {
    /// Visible text (label text, title, placeholder, accessibility label, …).
    case text(String)
    /// An accessibility identifier (`#timeLeft`).
    case identifier(String)
    /// A view controller by class name (`EggTimerViewController`).
    case className(String)
    /// Any element of the kind (`switch`, `alert`).
    case any
  }

  package var kind: Kind?
  package var matcher: Matcher
  /// `button 2`: the second match in hierarchy order (1-based).
  package var ordinal: Int?
  /// `cell 3` / `cell 1:3` / `item 3`: section and row or item (0-based); `table` names the table or
  /// collection view (`#t cell 3`, `#grid item 1:3`).
  package var cell: (section: Int, row: Int)?
  package var table: String?

  package init(
    kind: Kind? = nil, matcher: Matcher, ordinal: Int? = nil, cell: (section: Int, row: Int)? = nil,
    table: String? = nil
  ) {
    self.kind = kind
    self.matcher = matcher
    self.ordinal = ordinal
    self.cell = cell
    self.table = table
  }

  package static func == (lhs: Query, rhs: Query) -> Bool {
    lhs.kind == rhs.kind && lhs.matcher == rhs.matcher && lhs.ordinal == rhs.ordinal
      && lhs.cell?.section == rhs.cell?.section && lhs.cell?.row == rhs.cell?.row && lhs.table == rhs.table
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(matcher)
    hasher.combine(ordinal)
    hasher.combine(cell?.section)
    hasher.combine(cell?.row)
    hasher.combine(table)
  }

  /// The query as a check would write it.
  package var description: String {
    var parts: [String] = []
    if let table { parts.append("#\(table)") }
    if let kind { parts.append(kind.rawValue) }
    if let cell { parts.append(cell.section == 0 ? "\(cell.row)" : "\(cell.section):\(cell.row)") }
    switch matcher {
    case .text(let text): parts.append("\"\(text)\"")
    case .identifier(let identifier): parts.append("#\(identifier)")
    case .className(let name): parts.append(name)
    case .any: break
    }
    if let ordinal { parts.append("\(ordinal)") }
    return parts.joined(separator: " ")
  }
}
