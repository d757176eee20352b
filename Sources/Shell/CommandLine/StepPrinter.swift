import CheckLanguage
import DriverProtocol
import Foundation
import Presentation
import Runner

/// Performs steps on an app session and prints what a person needs after each: the verdict of
/// an `expect`, the text of a looking step, the screen after a step that acts, what the app
/// printed meanwhile, and a crash with the way on (`relaunch`).
struct StepPrinter {
  var style: TerminalStyle
  var echo = true
  /// Whether to draw the screen after a step that changed it (`auto-screen off` stops that).
  var drawsScreen = true
  /// Where in the app's output file the output already shown ends.
  private var printedOutput = 0
  /// The network requests already shown, by index, and whether their answer was shown too.
  private var shownRequests: [Bool] = []
  /// How many event log entries have been looked at for warnings to show.
  private var shownLog = 0
  /// The screen last drawn; a step that leaves it as it was does not draw it again.
  private var lastScreen = ""
  private var looks = LookRenderer()
  private let write: (String) -> Void

  init(
    style: TerminalStyle, echo: Bool = true, screen: @escaping @Sendable (AppSnapshot) -> String,
    write: @escaping (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) }
  ) {
    self.style = style
    self.echo = echo
    self.write = write
    looks.screen = screen
  }

  /// Performs `step`; answers whether it succeeded.
  mutating func perform(_ step: CheckStep, in session: inout AppSession) -> Bool {
    if echo { write("> \(step.action)\n") }
    if case .look(.snapshot(let file)) = step.action {
      return writePicture(to: file, session: session)
    }
    if case .look(let look) = step.action {
      switch looks.render(look, session: &session) {
      case .success(let text):
        write(text)
        if look == .screen { lastScreen = text }
        return true
      case .failure(let unmet):
        report(unmet.verdict, session: session)
        return false
      }
    }
    let verdict = session.perform(step.action)
    if case .expect = step.action, verdict == .passed {
      write("\(style.pass) \(step.action)\n")
      return true
    }
    if case .network(let change) = step.action, verdict == .passed { write(Self.confirmation(of: change) + "\n") }
    if verdict == .passed, drawsScreen, let state = session.state {
      let screen = looks.screen(state.snapshot)
      if screen != lastScreen { write(screen) }
      lastScreen = screen
    }
    showNewOutput(session)
    showNewWarnings(session)
    guard verdict == .passed else {
      report(verdict, session: session)
      return false
    }
    return true
  }

  /// What the app printed since the last step, as much of it as `OutputLimits` keeps (a step
  /// that prints a flood shows its head and tail), each line in the output gutter.
  private mutating func showNewOutput(_ session: AppSession) {
    showNewRequests(session)
    let printed = session.printed(from: printedOutput)
    printedOutput = printed.end
    let fresh = printed.text
    guard !fresh.isEmpty else { return }
    write(
      fresh.split(separator: "\n", omittingEmptySubsequences: false).dropLast(fresh.hasSuffix("\n") ? 1 : 0)
        .map { style.dim("│ ") + VisibleText.escape(String($0)) + "\n" }.joined())
  }

  /// Each request the app made since the last step, and each answer that came, in the output
  /// gutter: `→ GET https://…` when it is sent, `← GET https://… → 200, 48 bytes` when answered.
  private mutating func showNewRequests(_ session: AppSession) {
    guard let requests = session.state?.requests, requests.count >= shownRequests.count else {
      shownRequests = []
      return
    }
    var lines: [String] = []
    for (index, exchange) in requests.enumerated() {
      let shownAnswer = shownRequests.indices.contains(index) ? shownRequests[index] : nil
      if shownAnswer == nil, !exchange.isAnswered { lines.append("→ \(exchange.method) \(exchange.url)") }
      if shownAnswer != true, exchange.isAnswered { lines.append("← \(exchange.summary)") }
      if index < shownRequests.count {
        shownRequests[index] = exchange.isAnswered
      } else {
        shownRequests.append(exchange.isAnswered)
      }
    }
    write(lines.map { style.dim("│ ") + VisibleText.escape($0) + "\n" }.joined())
  }

  /// UIKit's console warnings logged since the last step (the Main Thread Checker's among them),
  /// in the output gutter, where Xcode's console would show them.
  private mutating func showNewWarnings(_ session: AppSession) {
    guard let log = session.state?.log else { return }
    if shownLog > log.count { shownLog = 0 }
    let warnings = log[shownLog...].filter { $0.hasPrefix(WarningMatcher.prefix) }
    shownLog = log.count
    write(warnings.map { style.dim("│ ") + style.yellow(VisibleText.escape($0)) + "\n" }.joined())
  }

  /// What a `network` step changed, since the screen does not show it.
  static func confirmation(of change: CheckStep.NetworkChange) -> String {
    switch change {
    case .off: "The network is off: loads fail with NSURLErrorNotConnectedToInternet (-1009) until `network on`."
    case .on: "The network is on: the lesson's fixtures answer again."
    case .latency(let milliseconds):
      "Every answer of the network now takes "
        + (milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s." : "\(milliseconds) ms.")
    }
  }

  private func report(_ verdict: Verdict, session: AppSession) {
    guard case .failed(let expected, let found) = verdict else { return }
    write("\(style.fail) expected: \(VisibleText.escape(expected))\n  found:    \(VisibleText.escape(found))\n")
    if session.hasEnded { write("The app is no longer running; `relaunch` starts it again with the same data.\n") }
  }

  /// `snapshot FILE.svg`: the screen as a picture, frames to scale, text in place.
  private func writePicture(to file: String, session: AppSession) -> Bool {
    guard let state = session.state else {
      report(.failed(expected: Messages.aRunningApp, found: Messages.noAppYet), session: session)
      return false
    }
    guard file.lowercased().hasSuffix(".svg") else {
      report(.failed(expected: "a file name ending in .svg", found: file), session: session)
      return false
    }
    do {
      try SVGRenderer().render(state.snapshot).write(toFile: file, atomically: true, encoding: .utf8)
      write("\(style.pass) wrote \(file)\n")
      return true
    } catch {
      report(.failed(expected: "to write \(file)", found: error.localizedDescription), session: session)
      return false
    }
  }
}
