import CheckLanguage
import DriverProtocol
import Foundation

/// Evaluates `expect` steps against what the check has seen (docs/check-language.md "Expectations").
/// Defaults and the Core Data store need the app's sandbox and are evaluated elsewhere.
package struct ExpectationEvaluator {
  let state: CheckState

  package init(state: CheckState) {
    self.state = state
  }

  package func evaluate(_ expectation: CheckExpectation, negated: Bool) -> Verdict {
    // Layout expectations word their own negation, and need their elements on screen under `no` too.
    if case .layout(let layout) = expectation {
      return LayoutEvaluator(snapshot: state.snapshot).evaluate(layout, negated: negated)
    }
    // Warnings word their own negation too: what was logged is what the learner needs to read.
    if case .warning(let text) = expectation { return WarningMatcher.evaluate(text, negated: negated, log: state.log) }
    var verdict = evaluate(expectation)
    // With nothing on screen, why there is nothing is what the learner needs to read.
    if case .failed(let expected, let found) = verdict, Self.looksAtScreen(expectation),
      state.snapshot.window == nil, let missing = state.snapshot.missingWindow
    {
      verdict = .failed(expected: expected, found: "\(found) — \(missing)")
    }
    guard negated else { return verdict }
    switch verdict {
    case .passed: return .failed(expected: "no \(expectation)", found: "it is there")
    case .failed: return .passed
    }
  }

  /// Whether the expectation is about what is on screen (not the log, output, storage or timers).
  static func looksAtScreen(_ expectation: CheckExpectation) -> Bool {
    switch expectation {
    case .defaults, .store, .output, .log, .timers, .noCrash, .crash, .warning, .requests, .request: false
    default: true
    }
  }

  private func evaluate(_ expectation: CheckExpectation) -> Verdict {
    let resolver = QueryResolver(snapshot: state.snapshot)
    func element(_ query: Query) -> Result<ViewNode, Unmet> {
      do {
        return .success(try resolver.resolve(query))
      } catch {
        return .failure(Unmet(expected: "\(query) on screen", found: String(describing: error)))
      }
    }
    switch expectation {
    case .visible(let query):
      return check(element(query)) { _ in .passed }
    case .text(let query, let match):
      return check(element(query)) { node in Self.compare(node.text ?? node.title ?? "", match) }
    case .state(let query, let wanted):
      if wanted == .hidden, case .failure = element(query) { return .passed }
      return check(element(query)) { node in Self.state(of: node, is: wanted) }
    case .alpha(let query, let value):
      return check(element(query)) { node in Self.equal(node.alpha, value, what: "alpha") }
    case .value(let query, let value):
      return check(element(query)) { node in Self.equal(node.value ?? .nan, value, what: "value") }
    case .controlValue(let query, let value):
      return check(element(query)) { node in Self.controlValue(of: node, is: value) }
    case .selectedSegment(let query, let segment):
      return check(element(query)) { node in Self.selectedSegment(of: node, is: segment) }
    case .frame(let query, let x, let y, let width, let height):
      let wanted = Rect(x: x, y: y, width: width, height: height)
      return check(element(query)) { node in
        node.frame == wanted ? .passed : .failed(expected: "frame \(wanted)", found: "frame \(node.frame)")
      }
    case .screenContains(let text):
      // A cell's text is its label's too: each text is listed once. A web view shows its page's blocks.
      var seen: Set<String> = []
      let pages = WebPageFinder(snapshot: state.snapshot).webViews.flatMap { $0.webPage?.blocks.map(\.text) ?? [] }
      let texts = ((state.snapshot.window?.allNodes.filter(\.isVisible).flatMap(QueryResolver.texts) ?? []) + pages)
        .filter { seen.insert($0).inserted }
      return texts.contains { $0.contains(text) }
        ? .passed : .failed(expected: "\"\(text)\" on screen", found: Self.list(texts))
    case .title(let title):
      let found = state.visibleNavigation?.navigationBar?.title
      return found == title
        ? .passed : .failed(expected: "title \"\(title)\"", found: found.map { "\"\($0)\"" } ?? "no title")
    case .webTitle(let title):
      return webPage(expected: "web title \"\(title)\"") { page in
        page.title == title ? nil : page.title.map { "web title \"\($0)\"" } ?? "no page loaded"
      }
    case .webURL(let url):
      return webPage(expected: "web url \"\(url)\"") { page in
        page.url == url ? nil : page.url.map { "web url \"\($0)\"" } ?? "no page loaded"
      }
    case .top(let name):
      let found = state.visibleController?.className
      return found == name ? .passed : .failed(expected: name, found: found ?? "no view controller")
    case .stack(let names):
      let found = state.visibleNavigation?.navigationStack ?? []
      return found == names
        ? .passed
        : .failed(
          expected: names.joined(separator: ", "),
          found: found.isEmpty ? "no navigation stack" : found.joined(separator: ", "))
    case .presented(let name):
      let presented = presentedControllers()
      return presented.contains { $0.className == name }
        ? .passed : .failed(expected: "\(name) presented", found: Self.presentedText(presented))
    case .presentedAlert(let title):
      let found = state.snapshot.alert?.title
      return found == title
        ? .passed : .failed(expected: "alert \"\(title)\"", found: found.map { "alert \"\($0)\"" } ?? "no alert")
    case .nothingPresented:
      let presented = presentedControllers()
      return presented.isEmpty ? .passed : .failed(expected: "nothing presented", found: Self.presentedText(presented))
    case .keyboard(let shown):
      let found = state.snapshot.keyboard.isShown
      return found == shown
        ? .passed
        : .failed(expected: "keyboard \(shown ? "shown" : "hidden")", found: "keyboard \(found ? "shown" : "hidden")")
    case .timers(let count):
      let found = state.snapshot.timers.count
      return found == count ? .passed : .failed(expected: "\(count) timer(s)", found: "\(found)")
    case .log(let match):
      return LogMatcher.evaluate(match, log: state.log)
    case .requests(let count):
      return NetworkMatcher.count(count, in: state)
    case .request(let method, let url, let body):
      return NetworkMatcher.request(method: method, url: url, bodyContains: body, in: state)
    case .output(let match):
      return OutputMatcher.evaluate(match, printed: state.printed)
    case .noCrash:
      return .passed
    case .warning(let text):
      return WarningMatcher.evaluate(text, negated: false, log: state.log)
    case .crash(let message):
      // The session answers it when the step before crashed; here the app is running.
      return .failed(expected: "the step before to crash saying \"\(message)\"", found: "the app did not crash")
    case .defaults:
      return .failed(expected: "\(expectation)", found: "defaults are read from the running app by the check runner")
    case .rows(let name, let count):
      return check(table(name)) { table in
        let found = (table.rowCounts ?? []).reduce(0, +)
        return found == count ? .passed : .failed(expected: "\(count) row(s)", found: "\(found)")
      }
    case .sections(let name, let count):
      return check(table(name)) { table in
        let found = table.rowCounts?.count ?? 0
        return found == count ? .passed : .failed(expected: "\(count) section(s)", found: "\(found)")
      }
    case .store:
      return .failed(
        expected: "\(expectation)", found: "the store is read from the app's container by the check runner")
    case .layout(let layout):
      return LayoutEvaluator(snapshot: state.snapshot).evaluate(layout, negated: false)
    }
  }

  private func table(_ name: String?) -> Result<ViewNode, Unmet> {
    do {
      return .success(try QueryResolver(snapshot: state.snapshot).table(named: name))
    } catch {
      return .failure(Unmet(expected: name.map { "table #\($0)" } ?? "a table on screen", found: error.description))
    }
  }

  private func presentedControllers() -> [ControllerNode] {
    var result: [ControllerNode] = []
    var pending = state.snapshot.controllers.map { [$0] } ?? []
    while let controller = pending.popLast() {
      result += controller.presented
      pending += controller.children + controller.presented
    }
    return result
  }

  /// A web expectation on the page of the web view on screen: `mismatch` says what was found
  /// instead, or nil when the page is as expected.
  private func webPage(expected: String, _ mismatch: (WebPageNode) -> String?) -> Verdict {
    do {
      guard let found = mismatch(try WebPageFinder(snapshot: state.snapshot).page().page) else { return .passed }
      return .failed(expected: expected, found: found)
    } catch {
      return .failed(expected: expected, found: error.description)
    }
  }

  private func check(_ found: Result<ViewNode, Unmet>, _ body: (ViewNode) -> Verdict) -> Verdict {
    switch found {
    case .success(let node): body(node)
    case .failure(let unmet): unmet.verdict
    }
  }

  static func compare(_ text: String, _ match: CheckExpectation.TextMatch) -> Verdict {
    let found = "\"\(text)\""
    switch match {
    case .equals(let wanted): return text == wanted ? .passed : .failed(expected: "\"\(wanted)\"", found: found)
    case .contains(let part):
      return text.contains(part) ? .passed : .failed(expected: "text containing \"\(part)\"", found: found)
    case .empty: return text.isEmpty ? .passed : .failed(expected: "empty text", found: found)
    case .matches(let pattern):
      guard let regex = try? NSRegularExpression(pattern: pattern) else {
        return .failed(expected: "a valid regular expression", found: "/\(pattern)/")
      }
      let range = NSRange(text.startIndex..., in: text)
      return regex.firstMatch(in: text, range: range) != nil
        ? .passed : .failed(expected: "text matching /\(pattern)/", found: found)
    }
  }

  static func state(of node: ViewNode, is wanted: CheckExpectation.ElementState) -> Verdict {
    let actual: Bool
    switch wanted {
    case .enabled: actual = node.isEnabled
    case .disabled: actual = !node.isEnabled
    case .hidden: actual = !node.isVisible
    case .focused: actual = node.isFirstResponder
    case .selected: actual = node.isSelected
    case .on: actual = node.isOn == true
    case .off: actual = node.isOn == false
    }
    return actual ? .passed : .failed(expected: wanted.rawValue, found: "not \(wanted.rawValue)")
  }

  static func equal(_ actual: Double, _ wanted: Double, what: String) -> Verdict {
    abs(actual - wanted) < 0.001 ? .passed : .failed(expected: "\(what) \(wanted)", found: "\(what) \(actual)")
  }

  static func list(_ texts: [String]) -> String {
    texts.isEmpty ? "nothing readable" : texts.prefix(12).map { "\"\($0)\"" }.joined(separator: ", ")
  }

  static func presentedText(_ presented: [ControllerNode]) -> String {
    presented.isEmpty ? "nothing presented" : presented.map(\.className).joined(separator: ", ") + " presented"
  }
}
