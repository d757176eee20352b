import DriverProtocol

/// Recursive-descent parser over the tokens of one line.
struct LineParser {
  let tokens: [Token]
  let line: Int
  /// Column just past the line's last character, for "found the end of the line".
  let endColumn: Int
  /// The raw line and its first column, for values taken verbatim (JSON).
  let text: String
  let column: Int
  var index = 0

  init(tokens: [Token], line: Int, endColumn: Int, text: String, column: Int) {
    self.tokens = tokens
    self.line = line
    self.endColumn = endColumn
    self.text = text
    self.column = column
  }

  // MARK: Steps

  mutating func parseStep() throws(CheckLanguageError) -> CheckStep.Action {
    let name = try word("a step")
    guard let step = StepName(rawValue: name) else {
      throw .unknownStep(name: name, suggestion: StepNames.suggestion(for: name), location: location(of: index - 1))
    }
    switch step {
    case .launch: return .launch(try launchTarget())
    case .relaunch: return .relaunch
    case .background: return .background
    case .foreground: return .foreground
    case .interrupt: return .interrupt
    case .resume: return .resume
    case .kill: return .kill
    case .memoryWarning: return .memoryWarning
    case .rotate:
      let orientation = try oneOf(["landscape", "portrait"], what: "landscape or portrait")
      return .rotate(landscape: orientation == "landscape")
    case .device: return .device(try device())
    case .tap:
      if consumeWord("outside") { return .tapOutside }
      if consumeWord("link") { return .tapLink(try string("the link's text, in quotes")) }
      return .tap(try query())
    case .type:
      let typed = try string("the text to type, in quotes")
      return .type(typed, into: consumeWord("into") ? try query() : nil)
    case .clear: return .clear(try query())
    case .delete: return .delete(count: try repeatCount())
    case .`return`: return .pressReturn
    case .back: return .back
    case .toggle: return .toggle(try query())
    case .slide:
      let target = try query()
      try keyword("to")
      return .slide(target, to: try number("a value such as 0.5"))
    case .select: return try selectStep()
    case .pick: return try pickStep()
    case .step: return try stepStep()
    case .set: return try setStep()
    case .scroll:
      let target = try query()
      try keyword("to")
      try keyword("row")
      let (section, row) = try indexPath()
      return .scroll(target, toRow: row, section: section)
    case .swipe:
      let target = try query()
      let direction = try oneOf(CheckStep.SwipeDirection.allCases.map(\.rawValue), what: "left, right, up or down")
      return .swipe(target, direction: CheckStep.SwipeDirection(rawValue: direction) ?? .left)
    case .double:
      try keyword("tap")
      return .doubleTap(try query())
    case .long:
      try keyword("press")
      let target = try query()
      return .longPress(target, milliseconds: consumeWord("for") ? try duration() : nil)
    case .drag:
      if consumeWord("from") {
        let from = try point("the point to drag from, such as 100,400")
        try keyword("to")
        return .dragPoints(from: from, to: try point("the point to drag to, such as 100,100"))
      }
      let target = try query()
      try keyword("by")
      let offset = try point("how far to drag, across and down, such as 0,-300")
      return .drag(target, dx: offset.x, dy: offset.y)
    case .pinch:
      let target = try query()
      try keyword("to")
      return .pinch(target, scale: try positiveNumber("a scale such as 2.0 (apart) or 0.5 (together)"))
    case .touch: return .touch(try point("a screen point such as 120,300"))
    case .stall: return .stall(milliseconds: try duration())
    case .advance: return .advance(milliseconds: try duration())
    case .network:
      let change = try oneOf(["off", "on", "latency"], what: "off, on or latency 2s")
      if change == "latency" { return .network(.latency(milliseconds: try duration())) }
      return .network(change == "off" ? .off : .on)
    case .expect: return try expectation()
    case .screen: return .look(.screen)
    case .tree: return .look(.tree(constraints: consumeWord("constraints")))
    case .controllers: return .look(.controllers)
    case .log: return .look(.log)
    case .output: return .look(.output)
    case .defaults: return .look(.defaults)
    case .timers: return .look(.timers)
    case .clock: return .look(.clock)
    case .requests: return .look(.requests)
    case .store: return .look(.store(entity: peekWord() != nil ? try word("an entity name") : nil))
    case .snapshot:
      // A bare name (screen.svg) or a quoted path ("out/screen.svg"): a slash would start a regex.
      if index < tokens.count, case .string(let path) = tokens[index].kind {
        index += 1
        return .look(.snapshot(file: path))
      }
      return .look(.snapshot(file: try word("a file name such as screen.svg, or a quoted path")))
    }
  }

  mutating func launchTarget() throws(CheckLanguageError) -> CheckStep.LaunchTarget {
    guard !isAtEnd else { return .app }
    if consumeWord("tabs") {
      var tabs = [try hostController()]
      while consumeSymbol(",") { tabs.append(try hostController()) }
      return .tabs(tabs)
    }
    return .host(try hostController())
  }

  /// `iphone-se`, `iphone-8`, `iphone-15` or `ipad`: the names of the lesson front matter's `device:`.
  private mutating func device() throws(CheckLanguageError) -> DeviceModel {
    let names = DeviceModel.allCases.map(\.rawValue)
    guard let name = peekWord(), let model = DeviceModel(rawValue: name) else {
      throw mismatch("a device: \(Self.list(names, or: "or"))", choices: names)
    }
    index += 1
    return model
  }

  /// `a, b or c`.
  static func list(_ words: [String], or conjunction: String) -> String {
    guard let last = words.last, words.count > 1 else { return words.first ?? "" }
    return words.dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }

  private mutating func hostController() throws(CheckLanguageError) -> CheckStep.HostController {
    let name = try word("a view controller class name")
    var inNavigation = false
    if consumeWord("in") {
      try keyword("navigation")
      inNavigation = true
    }
    return CheckStep.HostController(className: name, inNavigation: inNavigation)
  }

  // MARK: Tokens

  var isAtEnd: Bool { index >= tokens.count }

  func peekWord(offset: Int = 0) -> String? {
    guard index + offset < tokens.count, case .word(let word) = tokens[index + offset].kind else { return nil }
    return word
  }

  mutating func consumeWord(_ expected: String) -> Bool {
    guard peekWord() == expected else { return false }
    index += 1
    return true
  }

  mutating func consumeSymbol(_ symbol: String) -> Bool {
    guard index < tokens.count, tokens[index].kind == .symbol(symbol) else { return false }
    index += 1
    return true
  }

  mutating func keyword(_ expected: String) throws(CheckLanguageError) {
    guard consumeWord(expected) else { throw mismatch("\"\(expected)\"", choices: [expected]) }
  }

  mutating func word(_ what: String) throws(CheckLanguageError) -> String {
    guard let word = peekWord() else { throw mismatch(what) }
    index += 1
    return word
  }

  mutating func oneOf(_ words: [String], what: String) throws(CheckLanguageError) -> String {
    guard let word = peekWord(), words.contains(word) else { throw mismatch(what, choices: words) }
    index += 1
    return word
  }

  mutating func string(_ what: String) throws(CheckLanguageError) -> String {
    guard index < tokens.count, case .string(let text) = tokens[index].kind else { throw mismatch(what) }
    index += 1
    return text
  }

  mutating func number(_ what: String) throws(CheckLanguageError) -> Double {
    guard index < tokens.count, case .number(let value, _) = tokens[index].kind else { throw mismatch(what) }
    index += 1
    return value
  }

  mutating func integer(_ what: String) throws(CheckLanguageError) -> Int {
    let start = index
    let value = try number(what)
    guard value == value.rounded(), value >= 0, value < 1e9 else {
      index = start
      throw mismatch(what)
    }
    return Int(value)
  }

  mutating func duration() throws(CheckLanguageError) -> Int64 {
    guard index < tokens.count, case .duration(let milliseconds, _) = tokens[index].kind else {
      throw mismatch("a duration such as 250ms, 3s, 2m or 1h")
    }
    index += 1
    return milliseconds
  }

  /// `delete 3`'s count: how many times to press the key (1 when left out).
  mutating func repeatCount() throws(CheckLanguageError) -> Int {
    guard index < tokens.count, case .number = tokens[index].kind else { return 1 }
    let start = index
    let count = try integer("how many times, a whole number such as 3")
    guard count >= 1 else {
      index = start
      throw mismatch("how many times, 1 or more")
    }
    return count
  }

  /// `100,400`: two numbers with a comma between them.
  mutating func point(_ what: String) throws(CheckLanguageError) -> CheckStep.Point {
    let start = index
    let x = try number(what)
    guard consumeSymbol(","), let y = try? number(what) else {
      index = start
      throw mismatch(what)
    }
    return CheckStep.Point(x: x, y: y)
  }

  /// A number above zero.
  mutating func positiveNumber(_ what: String) throws(CheckLanguageError) -> Double {
    let start = index
    let value = try number(what)
    guard value > 0 else {
      index = start
      throw mismatch(what)
    }
    return value
  }

  /// `3` (row 3 of section 0) or `1:3` (section 1, row 3).
  mutating func indexPath() throws(CheckLanguageError) -> (section: Int, row: Int) {
    let first = try integer("a row number")
    guard consumeSymbol(":") else { return (0, first) }
    return (first, try integer("a row number after the section"))
  }

  mutating func expectEnd() throws(CheckLanguageError) {
    guard index < tokens.count else { return }
    throw .unexpectedTrailing(found: tokens[index].display, location: location(of: index))
  }

  func location(of tokenIndex: Int) -> SourceLocation {
    SourceLocation(line: line, column: tokenIndex < tokens.count ? tokens[tokenIndex].column : endColumn)
  }

  /// `expected …, found …`, with a "did you mean" when the word found is close to one of `choices`.
  func mismatch(_ expected: String, choices: [String] = []) -> CheckLanguageError {
    var found = index < tokens.count ? tokens[index].display : "the end of the line"
    if let word = peekWord(), let nearest = DidYouMean.nearest(to: word, among: choices), nearest != word {
      found += "; did you mean \"\(nearest)\"?"
    }
    return .expected(expected, found: found, location: location(of: index))
  }
}
