import CheckLanguage
import DriverProtocol
import Foundation
import Runner

/// The text of the looking steps (docs/check-language.md "Looking around"): `screen`, `tree`,
/// `controllers`, `log`, `output`, `timers`, `clock`, and the app's `defaults` and Core Data
/// `store`, which are read from the app or its container.
package struct LookRenderer {
  /// Draws `screen`; plain text unless the caller draws better.
  package var screen: @Sendable (AppSnapshot) -> String = {
    ScreenRenderer(style: TerminalStyle(colored: false)).render($0)
  }

  package init() {}

  /// What `look` shows of the app in `session`. Everything but the drawn screen (whose cells are
  /// already safe) is the app's text, so what would act on a terminal is shown escaped
  /// (VisibleText).
  package func render(_ look: CheckStep.Look, session: inout AppSession) -> Result<String, Unmet> {
    let shown = unescaped(look, session: &session)
    if case .screen = look { return shown }
    return shown.map { VisibleText.escape($0, keepingLineBreaks: true) }
  }

  private func unescaped(_ look: CheckStep.Look, session: inout AppSession) -> Result<String, Unmet> {
    // What the app left behind can be looked at even when it never got going (a crash at launch).
    switch look {
    case .output where session.state == nil:
      return .success(session.output.isEmpty ? "(nothing printed)\n" : session.output)
    case .store(let entity) where session.state == nil:
      return .success(StoreReader(container: session.container.folder).render(entity: entity))
    default: break
    }
    guard let state = session.state else {
      let ended = session.hasEnded ? "the app ended before it answered; `output` shows what it printed" : "no app yet"
      return .failure(Unmet(expected: "a running app", found: "\(ended); start it with launch"))
    }
    switch look {
    case .screen: return .success(screen(state.snapshot))
    case .tree(let constraints):
      return .success(
        state.snapshot.window?.treeDescription(withConstraints: constraints) ?? "(no window)\n"
          + (state.snapshot.missingWindow.map { "\($0)\n" } ?? ""))
    case .controllers:
      return .success(state.snapshot.controllers.map { Self.controllerTree($0) } ?? "(no view controllers)\n")
    case .log: return .success(Self.log(state))
    case .output: return .success(state.output.isEmpty ? "(nothing printed)\n" : state.output)
    case .timers: return .success(Self.timers(state.snapshot))
    case .clock: return .success(Self.clock(state.snapshot.clockMilliseconds))
    case .requests: return .success(Self.requests(state))
    case .defaults:
      return session.defaults().map { values in
        guard !values.isEmpty else { return "(no defaults)\n" }
        return values.keys.sorted().map { "\($0) = \(values[$0]?.description ?? "")\n" }.joined()
      }
    case .store(let entity):
      return .success(StoreReader(container: session.container.folder).render(entity: entity))
    case .snapshot(let file):
      return .failure(
        Unmet(expected: "a picture in \(file)", found: "pictures are drawn by the shell; use `screen` here"))
    }
  }

  /// The controller hierarchy, one per line, children and presented controllers indented.
  package static func controllerTree(_ root: ControllerNode) -> String {
    var lines: [String] = []
    func add(_ node: ControllerNode, depth: Int, role: String) {
      var line = String(repeating: "  ", count: depth) + role + node.className
      if let title = node.title { line += " \"\(title)\"" }
      line += " (\(node.appearance))"
      lines.append(line)
      for child in node.children { add(child, depth: depth + 1, role: "") }
      for presented in node.presented { add(presented, depth: depth + 1, role: "presents ") }
    }
    add(root, depth: 0, role: "")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `requests`: every request the app made of the virtual network, with its answer, numbered
  /// across the session (a relaunched process counts its own from 1, but the list goes on).
  package static func requests(_ state: CheckState) -> String {
    guard !state.requests.isEmpty else { return "(no requests)\n" }
    return state.requests.enumerated().map { "\($0.offset + 1). \($0.element.summary)\n" }.joined()
  }

  package static func timers(_ snapshot: AppSnapshot) -> String {
    guard !snapshot.timers.isEmpty else { return "(no timers)\n" }
    return snapshot.timers.map { timer in
      let kind = timer.repeats ? "repeats every" : "fires once after"
      let next = Self.seconds(timer.nextFireMilliseconds - snapshot.clockMilliseconds)
      return "Timer \(kind) \(Self.seconds(timer.interval * 1000)), next in \(next)\n"
    }.joined()
  }

  package static func clock(_ milliseconds: Int64) -> String {
    "\(seconds(milliseconds)) since launch (virtual time)\n"
  }

  private static func seconds<Number: BinaryInteger>(_ milliseconds: Number) -> String {
    seconds(Double(milliseconds))
  }

  private static func seconds(_ milliseconds: Double) -> String {
    String(format: "%.3f s", milliseconds / 1000)
  }

  /// The event log, with a line where each relaunch began.
  package static func log(_ state: CheckState) -> String {
    guard !state.log.isEmpty else { return "(the event log is empty)\n" }
    var text = ""
    for (index, entry) in state.log.enumerated() {
      if state.relaunchedAt.contains(index) { text += "── relaunch ──\n" }
      text += entry + "\n"
    }
    return text
  }

  private static func lines(_ lines: [String], empty: String) -> String {
    lines.isEmpty ? empty + "\n" : lines.map { $0 + "\n" }.joined()
  }
}
