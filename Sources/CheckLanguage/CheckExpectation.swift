/// What an `expect` step checks (docs/check-language.md "Expectations").
package enum CheckExpectation: Hashable, Sendable {
  /// The element is visible (`expect "Start"`).
  case visible(Query)
  /// Its text: equals, contains, matches, or is empty.
  case text(Query, TextMatch)
  /// A state: enabled, disabled, hidden, focused, selected, on, off.
  case state(Query, ElementState)
  case alpha(Query, Double)
  case value(Query, Double)
  /// `expect value QUERY 3` / `"Blue"` / `2026-05-01 09:30`: a control's value as checks write it.
  case controlValue(Query, ControlValue)
  /// `expect QUERY selected segment "Two"` (or an index from 0, or `none`).
  case selectedSegment(Query, Segment)
  case frame(Query, x: Double, y: Double, width: Double, height: Double)
  case screenContains(String)
  case title(String)
  /// `expect web title "…"`: the title of the page in the web view on screen.
  case webTitle(String)
  /// `expect web url "…"`: the URL of the page in the web view on screen.
  case webURL(String)
  case top(className: String)
  case stack([String])
  case presented(className: String)
  case presentedAlert(title: String)
  case nothingPresented
  case keyboard(shown: Bool)
  case rows(table: String?, count: Int)
  case sections(table: String?, count: Int)
  /// A UserDefaults value (nil: the key is missing).
  case defaults(key: String, value: JSONValue?)
  /// Rows in a Core Data entity's table, optionally filtered (`where name == "Bob"`).
  case store(entity: String, filter: StoreFilter?, count: Int)
  case output(OutputMatch)
  case log(LogMatch)
  case timers(Int)
  /// How many requests the app made of the virtual network.
  case requests(Int)
  /// The app requested this method and URL (a URL ending in `*` is a prefix), optionally with a
  /// body containing the text.
  case request(method: String, url: String, bodyContains: String?)
  /// UIKit's console warnings in the event log (`Warning: …` entries): `expect warning "Main
  /// Thread Checker"` (one contains the text), `expect no warnings` (nil, negated: none at all),
  /// `expect no warning "…"` (none contains it).
  case warning(containing: String?)
  case noCrash
  /// The step before ended the app with a crash whose message contains the text (for lessons that
  /// teach reading UIKit's crashes); the check may go on with `launch`.
  case crash(message: String)
  /// Where elements are on this device's screen (docs/check-language.md "Layout").
  case layout(Layout)

  /// Which segment `selected segment` names.
  package enum Segment: Hashable, Sendable {
    case title(String), index(Int), none
  }

  /// How a text is compared.
  package enum TextMatch: Hashable, Sendable {
    case equals(String), contains(String), matches(regex: String), empty
  }

  /// The element states `expect` knows.
  package enum ElementState: String, Hashable, Sendable, CaseIterable {
    case enabled, disabled, hidden, focused, selected, on, off
  }

  /// `where ATTRIBUTE OP VALUE` of `expect store`.
  package struct StoreFilter: Hashable, Sendable {
    package var attribute: String
    package var comparison: String
    package var value: JSONValue

    package init(attribute: String, comparison: String, value: JSONValue) {
      self.attribute = attribute
      self.comparison = comparison
      self.value = value
    }
  }

  /// What `expect output` checks.
  package enum OutputMatch: Hashable, Sendable {
    case contains(String), line(Int, String), empty
  }

  /// What `expect log` checks.
  package enum LogMatch: Hashable, Sendable {
    case contains(String), count(String, Int), order([String])
  }

  /// The expectations about layout: frames in window coordinates, as the user sees them.
  package enum Layout: Hashable, Sendable {
    /// `#a above #b`, `below`, `left of`, `right of`: the frames do not overlap in that direction.
    case position(Query, Position, Query)
    case insideSafeArea(Query)
    case fullyVisible(Query)
    /// Horizontally centred in its superview.
    case centered(Query)
    case width(Query, Double)
    case height(Query, Double)
    /// No two visible controls or labels overlap.
    case noOverlaps
    /// No unsatisfiable constraints and no ambiguous layout.
    case ok
  }

  /// Where one element is against another in `expect #a above #b`.
  package enum Position: String, Hashable, Sendable, CaseIterable {
    case above, below
    case leftOf = "left of"
    case rightOf = "right of"
  }
}
