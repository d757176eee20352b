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
  case stall
  case advance
  case expect
  case screen
  case tree
  case controllers
  case log
  case output
  case defaults
  case store
  case timers
  case clock
  case snapshot
}

package enum StepNames {
  /// Every step's name, in the order the docs and `help` list them.
  package static let all = StepName.allCases.map(\.rawValue)

  /// Every word `expect` knows after it: `no`, `no crash`, the expectations that name no element,
  /// and what may follow an element (a property or a state). For docs and tests that must cover
  /// the whole language.
  package static var expectationKeywords: [String] {
    ["no", "crash", "overlaps", "segment"] + ExpectationKeyword.allCases.map(\.rawValue)
      + ElementExpectationKeyword.allCases.map(\.rawValue)
      + CheckExpectation.ElementState.allCases.map(\.rawValue)
  }

  static func suggestion(for name: String) -> String? {
    DidYouMean.nearest(to: name, among: all)
  }
}
