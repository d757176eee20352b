import CheckLanguage
import DriverProtocol
import Foundation
import LessonKit

/// A conversation with one app: its process (started again by `relaunch` in the same
/// container), the steps of the check language performed on it, and what it has shown. Checks
/// run one per fresh session; `tutor run` and the shell's app mode keep one open.
package struct AppSession {
  package let executable: String
  package let container: AppContainer
  package let stepLimit: Duration
  /// What a plain `launch` starts when the learner's code has no app delegate of its own: the
  /// exercise's `host:`.
  package var defaultLaunch: CheckStep.LaunchTarget?
  /// The lesson's `device:` (nil: the default iPhone 8).
  package var device: DeviceModel?
  package private(set) var state: CheckState?
  private var app: AppConnection
  /// The last launch, repeated by `relaunch`.
  private var launch: DriverRequest?
  /// The process was ended by `kill`: until `launch`, steps find no app.
  private var wasKilled = false
  /// What the app's last crash said, until `expect crash` reads it or the app starts again.
  package private(set) var lastCrash: String?
  /// The virtual network as the check left it (fixtures, switch, latency): told to every process
  /// the session starts, as a device's network outlives an app.
  private var network = NetworkSettings()
  /// How many requests earlier processes of the session made (a new process counts from 1).
  private var requestsBefore = 0

  /// Starts the app process (not yet launched: the first step is usually `launch`).
  package init(executable: String, container: AppContainer, stepLimit: Duration = .seconds(5)) throws(RunnerError) {
    self.executable = executable
    self.container = container
    self.stepLimit = stepLimit
    app = try container.start(executable)
  }

  /// Launches as `exercise` does (its `host:`) on the lesson's device.
  package mutating func use(_ exercise: Exercise, device: DeviceModel?) {
    defaultLaunch = AppSources.defaultLaunch(for: exercise)
    self.device = device
  }

  /// The app process has ended (a crash, a limit, or `terminate`); only `relaunch` goes on.
  package var hasEnded: Bool { app.hasEnded }

  /// What the learner's code has printed in this session, across relaunches (at most
  /// `OutputLimits.perCheck` bytes of it: its head and tail when it is longer).
  package var output: String { container.output }

  /// What the learner's code has printed from byte `offset` of its output on (what a step
  /// printed, when `offset` is where the last read ended), as much as `OutputLimits` keeps.
  package func printed(from offset: Int = 0) -> PrintedOutput {
    container.printed(from: offset)
  }

  /// Gives the app the exercise's fixtures, its virtual network's answers (before `launch`, so the
  /// first load the app makes finds them). A relaunched process gets them again.
  package mutating func useFixtures(_ fixtures: [NetworkFixture]) -> Verdict {
    network.fixtures = fixtures
    return fixtures.isEmpty ? .passed : send(DriverRequest(.network(NetworkSettings(fixtures: fixtures))))
  }

  /// Stops the app at once, with everything it started: before its container is removed.
  package func stop() { app.stop() }

  /// Asks the app to quit and waits for it.
  package mutating func close() {
    if !app.hasEnded, (try? app.send(DriverRequest(.quit), limit: stepLimit)) != nil {
      _ = app.waitForExit()
    }
  }

  package mutating func perform(_ action: CheckStep.Action) -> Verdict {
    switch action {
    case .launch(let target):
      let request = DriverRequest(
        .launch(root: Self.launchRoot(target == .app ? defaultLaunch ?? .app : target), device: device))
      // After `kill` (or a crash) a launch starts a new process in the same container.
      if launch != nil, app.hasEnded, case .failed(let expected, let found) = restartProcess() {
        return .failed(expected: expected, found: found)
      }
      launch = request
      return send(request)
    case .relaunch: return relaunch()
    case .kill: return kill()
    case .interrupt: return send(DriverRequest(.interrupt))
    case .resume: return send(DriverRequest(.resume))
    case .advance(let milliseconds): return send(DriverRequest(.advance(milliseconds: milliseconds)))
    case .stall(let milliseconds): return send(DriverRequest(.stall(milliseconds: milliseconds)))
    case .network(let change):
      switch change {
      case .off: network.online = false
      case .on: network.online = true
      case .latency(let milliseconds): network.latencyMilliseconds = milliseconds
      }
      return send(
        DriverRequest(
          .network(NetworkSettings(online: network.online, latencyMilliseconds: network.latencyMilliseconds))))
    case .background: return send(DriverRequest(.background))
    case .foreground: return send(DriverRequest(.foreground))
    case .memoryWarning: return send(DriverRequest(.memoryWarning))
    case .rotate(let landscape): return send(DriverRequest(.rotate(landscape: landscape)))
    case .device(let model): return use(model)
    case .back: return send(DriverRequest(.back))
    case .tap(let query), .toggle(let query):
      return touching(query) { DriverRequest(.tap(element: $0.id)) }
    case .slide(let query, let value):
      return withElement(query) { DriverRequest(.slide(element: $0.id, value: value)) }
    case .select, .pick, .step, .set:
      return performControlStep(action)
    case .tapOutside:
      return send(DriverRequest(.tapPoint(x: 2, y: 300)))
    case .tapLink(let text):
      guard let state else { return .failed(expected: Messages.aRunningApp, found: Messages.noAppYet) }
      do {
        let link = try WebPageFinder(snapshot: state.snapshot).link(text)
        let verdict = send(DriverRequest(.tapLink(element: link.webView.id, link: link.index)))
        if case .failed(Self.stepImpossible, let found) = verdict {
          return .failed(expected: "link \"\(text)\" to receive the touch", found: found)
        }
        return verdict
      } catch {
        return .failed(expected: "link \"\(text)\" on screen", found: error.description)
      }
    case .expect(.crash(let message), _):
      defer { lastCrash = nil }
      guard let crash = lastCrash else {
        return .failed(expected: "the step before to crash saying \"\(message)\"", found: "the app did not crash")
      }
      return crash.contains(message)
        ? .passed : .failed(expected: "a crash saying \"\(message)\"", found: crash)
    case .expect(.defaults(let key, let value), let negated):
      return expectDefaults(key: key, value: value, negated: negated)
    case .expect(.store(let entity, let filter, let count), let negated):
      return StoreReader(container: container.folder).expect(
        entity: entity, filter: filter, count: count, negated: negated)
    case .expect(let expectation, let negated):
      guard let state else { return .failed(expected: Messages.aRunningApp, found: Messages.noAppYet) }
      return ExpectationEvaluator(state: state).evaluate(expectation, negated: negated)
    case .look:
      return .passed
    case .type(let text, nil):
      return send(DriverRequest(.type(text: text)))
    case .type(let text, let query?):
      if case .failed(let expected, let found) = perform(.tap(query)) {
        return .failed(expected: expected, found: found)
      }
      return send(DriverRequest(.type(text: text)))
    case .pressReturn:
      return send(DriverRequest(.pressReturn))
    case .delete(let count):
      return send(DriverRequest(.deleteBackward(count: count)))
    case .clear(let query):
      return withElement(query) { DriverRequest(.clear(element: $0.id)) }
    case .scroll(let query, let row, let section):
      guard let state else { return .failed(expected: Messages.aRunningApp, found: Messages.noAppYet) }
      let resolver = QueryResolver(snapshot: state.snapshot, for: .acting)
      let table: ViewNode
      do {
        let unnamed = (query.kind == .table || query.kind == .collection) && query.matcher == .any
        table =
          unnamed
          ? try resolver.table(
            named: query.table, kinds: query.kind == .collection ? [.collection] : [.table, .collection])
          : try resolver.resolve(query)
      } catch {
        return .failed(expected: "\(query) on screen", found: error.description)
      }
      return send(DriverRequest(.scroll(element: table.id, row: row, section: section)))
    case .swipe(let query, let direction):
      return touching(query) { node in
        // A row swiped left shows its actions (UITableView+Editing); any other swipe is touches.
        direction == .left && node.kind == .cell
          ? DriverRequest(.swipe(element: node.id))
          : DriverRequest(
            .swipeView(element: node.id, direction: SwipeDirection(rawValue: direction.rawValue) ?? .left))
      }
    case .doubleTap(let query):
      return touching(query) { DriverRequest(.doubleTap(element: $0.id)) }
    case .longPress(let query, let milliseconds):
      return touching(query) { DriverRequest(.longPress(element: $0.id, milliseconds: milliseconds ?? 1000)) }
    case .drag(let query, let dx, let dy):
      return touching(query) { DriverRequest(.drag(element: $0.id, x: dx, y: dy)) }
    case .dragPoints(let from, let to):
      return send(DriverRequest(.dragPoints(x: from.x, y: from.y, toX: to.x, toY: to.y)))
    case .pinch(let query, let scale):
      return touching(query) { DriverRequest(.pinch(element: $0.id, scale: scale)) }
    case .touch(let point):
      return send(DriverRequest(.tapPoint(x: point.x, y: point.y)))
    }
  }

  /// `device MODEL`: the app launches on that device's screen. Only before `launch`: as on iOS,
  /// an app keeps the device it started on.
  private mutating func use(_ model: DeviceModel) -> Verdict {
    guard launch == nil else {
      let running = (device ?? .standard).rawValue
      return .failed(
        expected: "device \(model.rawValue) before launch",
        found: "the app is already running on an \(running), and a device cannot change under a running app; "
          + "put device \(model.rawValue) before launch")
    }
    device = model
    return .passed
  }

  /// Terminates the app (applicationWillTerminate), ends its process, and launches it again in
  /// the same container, so what it persisted is still there.
  private mutating func relaunch() -> Verdict {
    guard let launch else {
      return .failed(expected: "a running app to relaunch", found: Messages.noAppYet)
    }
    // After a crash or `kill` there is nothing to terminate: the process is gone, the container stays.
    if !app.hasEnded {
      if case .failed(let expected, let found) = send(DriverRequest(.terminate)) {
        return .failed(expected: expected, found: found)
      }
      _ = app.waitForExit()
    }
    if case .failed(let expected, let found) = restartProcess() { return .failed(expected: expected, found: found) }
    return send(launch)
  }

  /// Ends the app's process at once, as the system does to a suspended app or after a
  /// force-quit: no callback runs, nothing unsaved survives. The container stays for `launch`.
  private mutating func kill() -> Verdict {
    guard launch != nil, !app.hasEnded else {
      return .failed(expected: "a running app to kill", found: launch == nil ? Messages.noAppYet : Messages.appEnded)
    }
    app.stop()
    _ = app.waitForExit()
    wasKilled = true
    if var killed = state {
      killed.snapshot = killed.snapshot.afterProcessEnded()
      state = killed
    }
    return .passed
  }

  /// Starts a new app process in the same container, marking where its log begins.
  private mutating func restartProcess() -> Verdict {
    wasKilled = false
    lastCrash = nil
    do {
      app = try container.start(executable)
    } catch {
      return .failed(expected: "the app to start again", found: error.description)
    }
    if let logged = state?.log.count { state?.relaunchedAt.append(logged) }
    requestsBefore = state?.requests.count ?? 0
    return network == NetworkSettings() ? .passed : send(DriverRequest(.network(network)))
  }

  /// The app's UserDefaults, as JSON values by key.
  package mutating func defaults() -> Result<[String: JSONValue], Unmet> {
    do {
      let reply = try app.send(DriverRequest(.defaults), limit: stepLimit)
      guard let text = reply.defaults, case .object(let values)? = JSONValue(parsing: text) else {
        return .failure(Unmet(expected: "the app's defaults", found: reply.error ?? "no defaults in the reply"))
      }
      return .success(values)
    } catch {
      return .failure(Unmet(expected: "the app to answer", found: error.description))
    }
  }

  /// `expect defaults "key" VALUE` / `missing`: asks the app for its UserDefaults.
  private mutating func expectDefaults(key: String, value: JSONValue?, negated: Bool) -> Verdict {
    let found: JSONValue?
    switch defaults() {
    case .success(let values): found = values[key]
    case .failure(let unmet): return unmet.verdict
    }
    let matches = found == value
    let wanted = "defaults \"\(key)\" " + (value.map(\.description) ?? "missing")
    if matches != negated { return .passed }
    return .failed(expected: (negated ? "not " : "") + wanted, found: found.map(\.description) ?? "missing")
  }

  /// Runs Swift check `number` in the app and answers its expectations.
  mutating func runSwiftCheck(_ number: Int) -> Swift.Result<[SwiftExpectation], Unmet> {
    do {
      let reply = try app.send(DriverRequest(.swiftCheck(number: number, device: device)), limit: stepLimit)
      guard reply.ok, let expectations = reply.expectations else {
        return .failure(Unmet(expected: "the Swift check to run", found: reply.error ?? "the app refused it"))
      }
      return .success(expectations)
    } catch {
      return .failure(Unmet(expected: "the Swift check to finish", found: error.description))
    }
  }

  mutating func withElement(_ query: Query, request: (ViewNode) -> DriverRequest) -> Verdict {
    guard let state else { return .failed(expected: Messages.aRunningApp, found: Messages.noAppYet) }
    do {
      return send(request(try QueryResolver(snapshot: state.snapshot, for: .acting).resolve(query)))
    } catch {
      return .failed(expected: "\(query) on screen", found: error.description)
    }
  }

  /// A step whose finger goes to an element: when the app host finds the finger would not reach
  /// it, the failure says the element was to receive the touch, and why it would not.
  private mutating func touching(_ query: Query, request: (ViewNode) -> DriverRequest) -> Verdict {
    let verdict = withElement(query, request: request)
    if case .failed(Self.stepImpossible, let found) = verdict {
      return .failed(expected: "\(query) to receive the touch", found: found)
    }
    return verdict
  }

  private static let stepImpossible = "the step to be possible"

  mutating func send(_ request: DriverRequest) -> Verdict {
    if wasKilled { return .failed(expected: Messages.aRunningApp, found: Messages.appEnded) }
    do {
      let reply = try app.send(request, limit: stepLimit)
      guard reply.ok, let snapshot = reply.snapshot else {
        return .failed(expected: Self.stepImpossible, found: reply.error ?? "the app refused it")
      }
      if let verdict = diskVerdict() { return verdict }
      let log = (state?.log ?? []) + snapshot.log
      let relaunches = state?.relaunchedAt ?? []
      var requests = state?.requests ?? []
      for exchange in snapshot.requests {
        let index = requestsBefore + exchange.number - 1
        if requests.indices.contains(index) { requests[index] = exchange } else { requests.append(exchange) }
      }
      state = CheckState(snapshot: snapshot, log: log, printed: container.printed())
      state?.relaunchedAt = relaunches
      state?.requests = requests
      state?.fixtures = network.fixtures ?? []
      return .passed
    } catch {
      if app.hasEnded { lastCrash = error.description }
      return .failed(expected: "the app to answer", found: error.description)
    }
  }

  /// A failure when the app's container holds more than it may: more bytes or entries than the
  /// limits, or folders nested too deeply to measure.
  private mutating func diskVerdict() -> Verdict? {
    let expected = "the app's files to take at most \(AppContainer.diskLimitBytes >> 20) MiB"
    guard let usage = container.diskUsage else {
      return .failed(expected: expected, found: "its container's folders are nested too deeply to measure")
    }
    // A container of its own size (ContainerDisk) cannot go over: full is over.
    if usage.bytes >= AppContainer.diskLimitBytes - (1 << 20) {
      return .failed(
        expected: expected,
        found: "its container holds \(usage.bytes >> 20) MiB after this step; an app must not fill the disk")
    }
    if usage.entries > AppContainer.entryLimit {
      return .failed(
        expected: "the app to make at most \(AppContainer.entryLimit) files and folders",
        found: "its container holds \(usage.entries) after this step")
    }
    return nil
  }

  /// What the app host makes the window's root for a `launch` step.
  static func launchRoot(_ target: CheckStep.LaunchTarget) -> LaunchRoot {
    switch target {
    case .app: .appDelegate
    case .host(let host): .controller(HostedController(className: host.className, inNavigation: host.inNavigation))
    case .tabs(let tabs): .tabs(tabs.map { HostedController(className: $0.className, inNavigation: $0.inNavigation) })
    }
  }
}
