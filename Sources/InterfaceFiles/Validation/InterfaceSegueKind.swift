import CheckLanguage

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
    return DidYouMean.nearest(to: lowered, among: documentedNames)
  }
}
