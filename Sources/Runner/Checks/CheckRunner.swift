import CheckLanguage
import DriverProtocol
import Foundation
import LessonKit

/// Runs one check's steps against a fresh app process: each step becomes driver requests, each
/// `expect` is evaluated on the latest state, and the check stops at the first failure.
package struct CheckRunner {
  /// How a check ended.
  package enum Result: Equatable, Sendable {
    case passed
    /// The step that failed (with its lesson-file location), what was expected and what was
    /// found, and the screen at that moment (plain text).
    case failed(step: String, location: SourceLocation, expected: String, found: String, screen: String = "")
  }

  /// The built app to run.
  package var executable: String
  /// Limits: per step, and for the whole check.
  package var stepLimit: Duration = .seconds(5)
  package var checkLimit: Duration = .seconds(20)

  package init(executable: String) {
    self.executable = executable
  }

  /// Runs a check of either kind; `number` is its position among the exercise's checks (how
  /// the app knows its Swift checks).
  package func run(_ check: Check, number: Int) -> CheckOutcome {
    switch check.body {
    case .steps(let steps): return CheckOutcome(result: run(steps))
    case .swift(let body): return runSwiftCheck(number: number, body: body, at: check.location)
    }
  }

  package func run(_ steps: [CheckStep]) -> Result {
    let start = steps.first?.location ?? SourceLocation(line: 1, column: 1)
    return withSession(startingAt: start, description: steps.first.map { "\($0.action)" } ?? "launch") { session in
      let deadline = ContinuousClock.now + checkLimit
      for step in steps {
        guard ContinuousClock.now < deadline else {
          return .failed(
            step: "\(step.action)", location: step.location, expected: "the check to finish within \(checkLimit)",
            found: "it ran out of time")
        }
        if case .failed(let expected, let found) = session.perform(step.action) {
          let screen = session.state.map { PlainScreenRenderer().render($0.snapshot) } ?? ""
          return .failed(
            step: "\(step.action)", location: step.location, expected: expected, found: found, screen: screen)
        }
      }
      return .passed
    }
  }

  /// A Swift check: its function runs in a fresh app process, which answers every `expect`.
  private func runSwiftCheck(number: Int, body: String, at location: SourceLocation) -> CheckOutcome {
    var expectations: [SwiftExpectation] = []
    let result = withSession(startingAt: location, description: "the Swift check") { session in
      switch session.runSwiftCheck(number) {
      case .failure(let verdict):
        guard case .failed(let expected, let found) = verdict else { return .passed }
        return .failed(step: "the Swift check", location: location, expected: expected, found: found)
      case .success(let found):
        expectations = found
        guard let failure = found.first(where: { !$0.passed }) else { return .passed }
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
        let index = failure.line - location.line - 1
        let source = lines.indices.contains(index) ? lines[index].trimmingCharacters(in: .whitespaces) : "expect"
        return .failed(
          step: source, location: SourceLocation(line: max(failure.line, location.line), column: 1),
          expected: failure.message, found: "it was not so")
      }
    }
    return CheckOutcome(result: result, expectations: expectations)
  }

  /// Makes a fresh app container laid out like an iOS app's — the app's home and temporary
  /// folder inside it, so nothing (UserDefaults included) leaks between checks — starts the app
  /// process in it and hands the conversation to `body`.
  private func withSession(
    startingAt location: SourceLocation, description: String, _ body: (inout Session) -> Result
  ) -> Result {
    let container = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-app-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: container) }
    for folder in ["Documents", "Library/Preferences", "Library/Application Support", "tmp"] {
      try? FileManager.default.createDirectory(
        at: container.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    let outputFile = container.appendingPathComponent("output.txt")
    var environment = ProcessInfo.processInfo.environment
    environment["TUTOR_APP_OUTPUT"] = outputFile.path
    environment["HOME"] = container.path
    environment["TMPDIR"] = container.appendingPathComponent("tmp").path
    environment["XDG_CONFIG_HOME"] = container.appendingPathComponent("Library/Preferences").path
    let app: AppConnection
    do {
      app = try AppConnection(executable: executable, environment: environment)
    } catch {
      return .failed(step: description, location: location, expected: "the app to start", found: error.description)
    }
    var session = Session(
      app: app, executable: executable, environment: environment, outputFile: outputFile, stepLimit: stepLimit)
    return body(&session)
  }
}

/// How a check ended, and for a Swift check every `expect` it made.
package struct CheckOutcome: Equatable, Sendable {
  package var result: CheckRunner.Result
  package var expectations: [SwiftExpectation] = []

  package init(result: CheckRunner.Result, expectations: [SwiftExpectation] = []) {
    self.result = result
    self.expectations = expectations
  }
}

/// One check's conversation with its app, and what it has seen.
struct Session {
  var app: AppConnection
  let executable: String
  let environment: [String: String]
  let outputFile: URL
  let stepLimit: Duration
  var state: CheckState?
  /// The last launch, repeated by `relaunch`.
  var launch: DriverRequest?

  init(app: AppConnection, executable: String, environment: [String: String], outputFile: URL, stepLimit: Duration) {
    self.app = app
    self.executable = executable
    self.environment = environment
    self.outputFile = outputFile
    self.stepLimit = stepLimit
  }

  mutating func perform(_ action: CheckStep.Action) -> Verdict {
    switch action {
    case .launch(let target):
      launch = Self.launchRequest(target)
      return send(Self.launchRequest(target))
    case .relaunch: return relaunch()
    case .advance(let milliseconds): return send(DriverRequest(id: 0, op: "advance", milliseconds: milliseconds))
    case .background: return send(DriverRequest(id: 0, op: "background"))
    case .foreground: return send(DriverRequest(id: 0, op: "foreground"))
    case .memoryWarning: return send(DriverRequest(id: 0, op: "memoryWarning"))
    case .rotate(let landscape): return send(DriverRequest(id: 0, op: "rotate", landscape: landscape))
    case .back: return send(DriverRequest(id: 0, op: "back"))
    case .tap(let query), .toggle(let query):
      return withElement(query) { DriverRequest(id: 0, op: "tap", element: $0.id) }
    case .slide(let query, let value):
      return withElement(query) { DriverRequest(id: 0, op: "slide", element: $0.id, value: value) }
    case .tapOutside:
      return send(DriverRequest(id: 0, op: "tapPoint", x: 2, y: 300))
    case .expect(.defaults(let key, let value), let negated):
      return expectDefaults(key: key, value: value, negated: negated)
    case .expect(let expectation, let negated):
      guard let state else { return .failed(expected: "a running app", found: "no app yet; start with launch") }
      return ExpectationEvaluator(state: state).evaluate(expectation, negated: negated)
    case .look:
      return .passed
    case .type, .clear, .pressReturn, .scroll, .swipe:
      return .failed(expected: "\(action)", found: "this version of the runner cannot do that step yet")
    }
  }

  /// Terminates the app (applicationWillTerminate), ends its process, and launches it again in
  /// the same container, so what it persisted is still there.
  private mutating func relaunch() -> Verdict {
    guard let launch else {
      return .failed(expected: "a running app to relaunch", found: "no app yet; start with launch")
    }
    if case .failed(let expected, let found) = send(DriverRequest(id: 0, op: "terminate")) {
      return .failed(expected: expected, found: found)
    }
    _ = app.waitForExit()
    do {
      app = try AppConnection(executable: executable, environment: environment)
    } catch {
      return .failed(expected: "the app to start again", found: error.description)
    }
    return send(launch)
  }

  /// `expect defaults "key" VALUE` / `missing`: asks the app for its UserDefaults.
  private mutating func expectDefaults(key: String, value: JSONValue?, negated: Bool) -> Verdict {
    let found: JSONValue?
    do {
      let reply = try app.send(DriverRequest(id: 0, op: "defaults"), limit: stepLimit)
      guard let text = reply.defaults, case .object(let values)? = JSONValue(parsing: text) else {
        return .failed(expected: "the app's defaults", found: reply.error ?? "no defaults in the reply")
      }
      found = values[key]
    } catch {
      return .failed(expected: "the app to answer", found: error.description)
    }
    let matches = found == value
    let wanted = "defaults \"\(key)\" " + (value.map(\.description) ?? "missing")
    if matches != negated { return .passed }
    return .failed(expected: (negated ? "not " : "") + wanted, found: found.map(\.description) ?? "missing")
  }

  /// Runs Swift check `number` in the app and answers its expectations.
  mutating func runSwiftCheck(_ number: Int) -> Swift.Result<[SwiftExpectation], Verdict> {
    do {
      let reply = try app.send(DriverRequest(id: 0, op: "swiftCheck", check: number), limit: stepLimit)
      guard reply.ok, let expectations = reply.expectations else {
        return .failure(.failed(expected: "the Swift check to run", found: reply.error ?? "the app refused it"))
      }
      return .success(expectations)
    } catch {
      return .failure(.failed(expected: "the Swift check to finish", found: error.description))
    }
  }

  private mutating func withElement(_ query: Query, request: (ViewNode) -> DriverRequest) -> Verdict {
    guard let state else { return .failed(expected: "a running app", found: "no app yet; start with launch") }
    do {
      return send(request(try QueryResolver(snapshot: state.snapshot).resolve(query)))
    } catch {
      return .failed(expected: "\(query) on screen", found: error.description)
    }
  }

  private mutating func send(_ request: DriverRequest) -> Verdict {
    do {
      let reply = try app.send(request, limit: stepLimit)
      guard reply.ok, let snapshot = reply.snapshot else {
        return .failed(expected: "the step to be possible", found: reply.error ?? "the app refused it")
      }
      let log = (state?.log ?? []) + snapshot.log
      let output = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
      state = CheckState(snapshot: snapshot, log: log, output: output)
      return .passed
    } catch {
      return .failed(expected: "the app to answer", found: error.description)
    }
  }

  static func launchRequest(_ target: CheckStep.LaunchTarget) -> DriverRequest {
    switch target {
    case .app: DriverRequest(id: 0, op: "launch")
    case .host(let host): DriverRequest(id: 0, op: "launch", root: host.className, navigation: host.inNavigation)
    case .tabs(let tabs):
      DriverRequest(
        id: 0, op: "launch", tabs: tabs.map { TabSpec(root: $0.className, navigation: $0.inNavigation) })
    }
  }
}
