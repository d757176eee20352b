import CheckLanguage
import Foundation

/// Where `tutor run` takes its steps from: a script file or piped standard input (read and
/// checked whole before the app starts, so a typo is reported at its line and nothing runs), or a
/// terminal, one line at a time at a prompt (a typo is reported and the next line is read).
final class StepScript {
  private var steps: [CheckStep]
  private let interactive: Bool

  private init(steps: [CheckStep], interactive: Bool) {
    self.steps = steps
    self.interactive = interactive
  }

  /// Whether the script launches the app itself (then `run` does not launch it first).
  var startsWithLaunch: Bool {
    guard let first = steps.first, case .launch = first.action else { return false }
    return true
  }

  /// Takes the `device` steps the script starts with: they come before any launch, `run`'s own
  /// included, because a device cannot change under a running app.
  func takeLeadingDeviceSteps() -> [CheckStep] {
    var taken: [CheckStep] = []
    while let first = steps.first, case .device = first.action {
      taken.append(steps.removeFirst())
    }
    return taken
  }

  /// The steps of `path`, or of standard input when it is not a terminal, or an interactive
  /// reader; a script with mistakes is an error listing each at its line and column.
  static func load(path: String?) -> Result<StepScript, CommandError> {
    let text: String
    let name: String
    if let path {
      guard let contents = try? String(contentsOfFile: path, encoding: .utf8) else {
        return .failure(.unreadableScript(path: path))
      }
      (text, name) = (contents, path)
    } else if isatty(STDIN_FILENO) == 1 {
      return .success(StepScript(steps: [], interactive: true))
    } else {
      (text, name) = (String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self), "stdin")
    }
    let (steps, errors) = CheckParser.parse(text)
    guard errors.isEmpty else {
      // Each mistake with its line of the script and a caret under the column, as a compiler shows it.
      let source = text.split(separator: "\n", omittingEmptySubsequences: false)
      let lines = errors.map { error in
        let location = error.location
        var shown = "\(name):\(location.line):\(location.column): error: \(error.description)\n"
        if location.line >= 1, location.line <= source.count {
          shown +=
            "    \(source[location.line - 1])\n    " + String(repeating: " ", count: max(location.column - 1, 0))
            + "^\n"
        }
        return shown
      }
      return .failure(.badScript(report: lines.joined()))
    }
    return .success(StepScript(steps: steps, interactive: false))
  }

  /// Echo steps before performing them (a script's reader cannot see them otherwise).
  var echoesSteps: Bool { !interactive }

  /// The next step, or nil at the end (`quit`, `exit` or Ctrl-D at the prompt).
  func next(prompt: String) -> CheckStep? {
    guard interactive else { return steps.isEmpty ? nil : steps.removeFirst() }
    var lineNumber = 0
    while true {
      FileHandle.standardOutput.write(Data(prompt.utf8))
      guard let line = readLine() else { return nil }
      lineNumber += 1
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed == "quit" || trimmed == "exit" { return nil }
      do {
        if let step = try CheckParser.parseLine(line, line: lineNumber) { return step }
      } catch {
        let pointer = String(repeating: " ", count: prompt.count + max(error.location.column - 1, 0)) + "^"
        FileHandle.standardOutput.write(Data("\(pointer)\n\(error.description)\n".utf8))
      }
    }
  }
}
