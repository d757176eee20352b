/// The first word of every step: the parser switches over these, so a name here has a parse and a
/// step the parser reads has a name here.
package enum StepName: String, CaseIterable, Sendable {
  case launch
  case relaunch
  case background
  case foreground
  case interrupt
  case resume
  case kill
  case memoryWarning = "memory-warning"
  case rotate
  case device
  case tap
  case type
  case clear
  case delete
  case `return`
  case back
  case toggle
  case slide
  case select
  case step
  case pick
  case set
  case scroll
  case swipe
  /// `double tap QUERY`.
  case double
  /// `long press QUERY`, `long press QUERY for 2s`.
  case long
  case drag
  case pinch
  case touch
  case stall
  case advance
  /// `network off`, `network on`, `network latency 2s`.
  case network
  case expect
  case screen
  case tree
  case controllers
  case log
  case output
  case defaults
  case store
  case timers
  /// The requests the app made of the virtual network, with their answers.
  case requests
  case clock
  case snapshot
}

package enum StepNames {
  /// Every step's first word, in the order the docs list them.
  package static let all = StepName.allCases.map(\.rawValue)

  /// Every step's name as people write it (`double tap`, `long press`), for `help` and messages.
  package static let written = StepName.allCases.map(\.written)

  /// Every word `expect` knows after it: `no`, `no crash`, the expectations that name no element,
  /// and what may follow an element (a property or a state). For docs and tests that must cover
  /// the whole language.
  package static var expectationKeywords: [String] {
    ["no", "crash", "overlaps", "segment", "warnings"] + ExpectationKeyword.allCases.map(\.rawValue)
      + ElementExpectationKeyword.allCases.map(\.rawValue)
      + CheckExpectation.ElementState.allCases.map(\.rawValue)
  }

  /// The step a mistyped first word was meant to be, as written: `dubble` and `doubletap` are
  /// "double tap".
  static func suggestion(for name: String) -> String? {
    if let joined = StepName.allCases.first(where: { $0.written.replacingOccurrences(of: " ", with: "") == name }) {
      return joined.written
    }
    return DidYouMean.nearest(to: name, among: all).flatMap(StepName.init(rawValue:))?.written
  }
}

extension StepName {
  /// The step's name as people write it: its first word, and the second when it takes two.
  package var written: String {
    switch self {
    case .double: "double tap"
    case .long: "long press"
    default: rawValue
    }
  }
}
