import Foundation

extension LineParser {
  /// Everything after `expect` (docs/check-language.md "Expectations").
  mutating func expectation() throws(CheckLanguageError) -> CheckStep.Action {
    if consumeWord("no") {
      if consumeWord("crash") { return .expect(.noCrash, negated: false) }
      if consumeWord("overlaps") { return .expect(.layout(.noOverlaps), negated: false) }
      if peekWord() == ExpectationKeyword.request.rawValue, let request = try specialExpectation() {
        return .expect(request, negated: true)
      }
      if consumeWord("warnings") { return .expect(.warning(containing: nil), negated: true) }
      if consumeWord("warning") {
        return .expect(.warning(containing: try string("part of the warning, in quotes")), negated: true)
      }
      return .expect(try elementExpectation(), negated: true)
    }
    // `expect crash "…"`: the step before ended the app with a crash saying that.
    if peekWord() == "crash" {
      index += 1
      return .expect(.crash(message: try string("part of the crash's message, in quotes")), negated: false)
    }
    if let special = try specialExpectation() { return .expect(special, negated: false) }
    return .expect(try elementExpectation(), negated: false)
  }

  /// Expectations that do not start with a query.
  private mutating func specialExpectation() throws(CheckLanguageError) -> CheckExpectation? {
    if index < tokens.count, case .identifier(let table) = tokens[index].kind,
      let next = peekWord(offset: 1), next == "rows" || next == "sections"
    {
      index += 2
      let count = try integer("a count")
      return next == "rows" ? .rows(table: table, count: count) : .sections(table: table, count: count)
    }
    guard let word = peekWord(), let special = ExpectationKeyword(rawValue: word) else { return nil }
    index += 1
    switch special {
    case .screen:
      try keyword("contains")
      return .screenContains(try string("the text, in quotes"))
    case .title:
      return .title(try string("the title, in quotes"))
    case .top:
      return .top(className: try self.word("a view controller class name"))
    case .stack:
      var names = [try self.word("a view controller class name")]
      while consumeSymbol(",") { names.append(try self.word("a view controller class name")) }
      return .stack(names)
    case .presented:
      if consumeWord("alert") { return .presentedAlert(title: try string("the alert's title, in quotes")) }
      return .presented(className: try self.word("a view controller class name or alert \"Title\""))
    case .nothing:
      try keyword("presented")
      return .nothingPresented
    case .keyboard:
      return .keyboard(shown: try oneOf(["shown", "hidden"], what: "shown or hidden") == "shown")
    case .rows, .sections:
      let count = try integer("a count")
      return special == .rows ? .rows(table: nil, count: count) : .sections(table: nil, count: count)
    case .defaults:
      return try defaultsExpectation()
    case .store:
      return try storeExpectation()
    case .output:
      return try outputExpectation()
    case .log:
      return try logExpectation()
    case .timers:
      return .timers(try integer("a number of timers"))
    case .requests:
      return .requests(try integer("a number of requests"))
    case .request:
      let method = try self.word("a method such as GET or POST").uppercased()
      let url = try string("the URL, in quotes")
      guard consumeWord("body") else { return .request(method: method, url: url, bodyContains: nil) }
      try keyword("contains")
      return .request(method: method, url: url, bodyContains: try string("part of the request's body, in quotes"))
    case .warning:
      return .warning(containing: try string("part of the warning, in quotes, such as \"Main Thread Checker\""))
    case .layout:
      try keyword("ok")
      return .layout(.ok)
    case .value:
      return try valueExpectation()
    case .web:
      let property = try oneOf(["title", "url"], what: "title or url")
      return property == "title"
        ? .webTitle(try string("the page's title, in quotes")) : .webURL(try string("the page's URL, in quotes"))
    }
  }

  /// `QUERY`, then optionally `text …`, a state, `alpha N`, `value N` or `frame x,y,w,h`.
  private mutating func elementExpectation() throws(CheckLanguageError) -> CheckExpectation {
    let target = try query()
    guard let word = peekWord() else { return .visible(target) }
    if let state = CheckExpectation.ElementState(rawValue: word) {
      index += 1
      if state == .selected, consumeWord("segment") { return .selectedSegment(target, try segmentChoice()) }
      return .state(target, state)
    }
    guard let property = ElementExpectationKeyword(rawValue: word) else {
      throw mismatch(
        "text, a state (enabled, disabled, hidden, focused, selected, on, off), alpha, value, frame, "
          + "above, below, left of, right of, inside safe area, fully visible, centered, width or height",
        choices: ElementExpectationKeyword.allCases.map(\.rawValue)
          + CheckExpectation.ElementState.allCases.map(\.rawValue))
    }
    index += 1
    switch property {
    case .text:
      return .text(target, try textMatch())
    case .alpha:
      return .alpha(target, try number("an alpha such as 0 or 0.5"))
    case .value:
      return .value(target, try number("a value such as 0.5"))
    case .frame:
      var values = [try number("x,y,width,height")]
      for _ in 0..<3 {
        guard consumeSymbol(",") else { throw mismatch("\",\" between x,y,width,height") }
        values.append(try number("x,y,width,height"))
      }
      return .frame(target, x: values[0], y: values[1], width: values[2], height: values[3])
    case .above:
      return .layout(.position(target, .above, try query()))
    case .below:
      return .layout(.position(target, .below, try query()))
    case .left:
      try keyword("of")
      return .layout(.position(target, .leftOf, try query()))
    case .right:
      try keyword("of")
      return .layout(.position(target, .rightOf, try query()))
    case .inside:
      try keyword("safe")
      try keyword("area")
      return .layout(.insideSafeArea(target))
    case .fully:
      try keyword("visible")
      return .layout(.fullyVisible(target))
    case .centered:
      return .layout(.centered(target))
    case .width:
      return .layout(.width(target, try length("a width in points, such as 120")))
    case .height:
      return .layout(.height(target, try length("a height in points, such as 44")))
    }
  }

  /// `"Two"`, an index from 0, or `none`: the segment `selected segment` names.
  private mutating func segmentChoice() throws(CheckLanguageError) -> CheckExpectation.Segment {
    if consumeWord("none") { return .none }
    if index < tokens.count, case .string(let title) = tokens[index].kind {
      index += 1
      return .title(title)
    }
    return .index(try integer("the segment's title in quotes, its index from 0, or none"))
  }

  /// A width or height: a number of points, 0 or more.
  private mutating func length(_ what: String) throws(CheckLanguageError) -> Double {
    let start = index
    let value = try number(what)
    guard value >= 0 else {
      index = start
      throw mismatch(what)
    }
    return value
  }

  private mutating func textMatch() throws(CheckLanguageError) -> CheckExpectation.TextMatch {
    if consumeWord("contains") { return .contains(try string("the text, in quotes")) }
    if consumeWord("empty") { return .empty }
    if consumeWord("matches") {
      guard index < tokens.count, case .regex(let pattern) = tokens[index].kind else {
        throw mismatch("a regular expression between slashes, such as /\\d+ left/")
      }
      index += 1
      return .matches(regex: pattern)
    }
    return .equals(try string("the text in quotes, or contains, matches or empty"))
  }

  private mutating func defaultsExpectation() throws(CheckLanguageError) -> CheckExpectation {
    let key = try string("the key, in quotes")
    if consumeWord("missing") { return .defaults(key: key, value: nil) }
    guard index < tokens.count else { throw mismatch("a JSON value or missing") }
    // The value is the rest of the line, read as JSON.
    let start = tokens[index].column - column
    let rawStart = text.index(text.startIndex, offsetBy: max(start, 0))
    let raw = String(text[rawStart...]).trimmingCharacters(in: .whitespaces)
    guard let value = JSONValue(parsing: raw) else { throw .badJSON(text: raw, location: location(of: index)) }
    index = tokens.count
    return .defaults(key: key, value: value)
  }

  private mutating func storeExpectation() throws(CheckLanguageError) -> CheckExpectation {
    let entity = try word("an entity name")
    var filter: CheckExpectation.StoreFilter?
    if consumeWord("where") {
      let attribute = try word("an attribute name")
      guard index < tokens.count, case .symbol(let comparison) = tokens[index].kind,
        ["==", "!=", "<", ">", "<=", ">="].contains(comparison)
      else { throw mismatch("a comparison: ==, !=, <, >, <= or >=") }
      index += 1
      let value: JSONValue
      if index < tokens.count, case .string(let text) = tokens[index].kind {
        value = .string(text)
      } else if index < tokens.count, case .number(let number, _) = tokens[index].kind {
        value = .number(number)
      } else if let word = peekWord(), word == "true" || word == "false" {
        value = .bool(word == "true")
      } else {
        throw mismatch("a value: \"text\", a number, true or false")
      }
      index += 1
      filter = CheckExpectation.StoreFilter(attribute: attribute, comparison: comparison, value: value)
    }
    if filter == nil, peekWord() != "count" { throw mismatch("\"where\" or \"count\"", choices: ["where", "count"]) }
    try keyword("count")
    return .store(entity: entity, filter: filter, count: try integer("a count"))
  }

  private mutating func outputExpectation() throws(CheckLanguageError) -> CheckExpectation {
    if consumeWord("contains") { return .output(.contains(try string("the text, in quotes"))) }
    if consumeWord("empty") { return .output(.empty) }
    if consumeWord("line") {
      let number = try integer("a line number (from 1)")
      return .output(.line(number, try string("the line's text, in quotes")))
    }
    throw mismatch("contains \"…\", line N \"…\" or empty")
  }

  private mutating func logExpectation() throws(CheckLanguageError) -> CheckExpectation {
    if consumeWord("contains") { return .log(.contains(try string("the entry, in quotes"))) }
    if consumeWord("count") {
      let pattern = try string("the entry, in quotes")
      return .log(.count(pattern, try integer("a count")))
    }
    if consumeWord("order") {
      var patterns = [try string("the first entry, in quotes")]
      while consumeSymbol(",") { patterns.append(try string("an entry, in quotes")) }
      return .log(.order(patterns))
    }
    throw mismatch("contains \"…\", count \"…\" N or order \"…\", \"…\"")
  }
}

/// The words that may follow `expect` in place of a query (`expect title "…"`, `expect rows 3`).
/// The parser switches over these, so the list is the parser's own.
package enum ExpectationKeyword: String, CaseIterable, Sendable {
  case screen, title, top, stack, presented, nothing, keyboard, rows, sections, defaults, store, output, log, timers
  /// `expect requests 1`, `expect request GET "https://…"`: the virtual network's requests.
  case requests, request
  case layout
  /// `expect warning "…"`: a UIKit console warning in the event log.
  case warning
  /// `expect value QUERY VALUE`: a control's value.
  case value
  /// `expect web title "…"` / `expect web url "…"`: the page in the web view on screen.
  case web
}

/// The words that may follow `expect QUERY` besides a state (`expect #x alpha 0`).
package enum ElementExpectationKeyword: String, CaseIterable, Sendable {
  case text, alpha, value, frame
  case above, below, left, right, inside, fully, centered, width, height
}
