/// A segue's `kind="…"` as Interface Builder writes it. Xcode 6 replaced the first storyboard
/// segues with adaptive ones — Push became Show, Replace became Show Detail, Modal became Present
/// Modally, Popover became Present As Popover — and still opens and builds files that use the old
/// kinds, listing them as "(deprecated)"; such a segue behaves as its adaptive kind (`adaptive`).
package enum InterfaceSegueKind: String, CaseIterable, Sendable {
  case show, showDetail, presentation, popoverPresentation, embed, relationship, unwind, custom
  /// Deprecated since iOS 8, still accepted by Xcode.
  case push, modal, replace, popover

  /// The kind that a deprecated kind behaves as; the kind itself for the current ones.
  package var adaptive: InterfaceSegueKind {
    switch self {
    case .push: .show
    case .modal: .presentation
    case .replace: .showDetail
    case .popover: .popoverPresentation
    default: self
    }
  }

  /// Whether Xcode lists the kind as deprecated.
  package var isDeprecated: Bool { adaptive != self }

  /// The kinds Xcode offers today, for messages.
  package static let documentedNames = allCases.filter { !$0.isDeprecated }.map(\.rawValue)

  /// The kind nearest to `kind` (a letter case, a typo or a shortening away), for "did you mean".
  package static func nearest(to kind: String) -> String? {
    let lowered = kind.lowercased()
    if let same = allCases.first(where: { $0.rawValue.lowercased() == lowered }) { return same.rawValue }
    if lowered.count >= 3, let longer = documentedNames.first(where: { $0.lowercased().hasPrefix(lowered) }) {
      return longer
    }
    let scored = documentedNames.map { ($0, editDistance(lowered, $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, kind.count / 3) else { return nil }
    return best.0
  }

  /// Levenshtein distance, for short names.
  private static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1]
      for (j, y) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }
}
