import Foundation

/// What reading a line gave.
package enum LineInput: Equatable, Sendable {
  case line(String)
  /// Ctrl-C: the line is dropped, the shell goes on.
  case interrupted
  /// Ctrl-D or the end of piped input.
  case end
}

/// Completes the word before the cursor: the candidates for `word`, given the whole line before it.
package typealias Completer = (_ lineBeforeWord: String, _ word: String) -> [String]

/// Where the shell's lines come from: libedit at a terminal, plain lines from a pipe, or a script
/// in tests.
package protocol LineReader: AnyObject {
  func readLine(prompt: String) -> LineInput
  /// Remembers a line for the arrows, Ctrl-R and the next session.
  func remember(_ line: String)
  var completer: Completer? { get set }
}

/// Reads plain lines from standard input (when it is not a terminal: `echo lessons | tutor`);
/// no prompt, no editing.
package final class PlainLineReader: LineReader {
  package var completer: Completer?

  package init() {}

  package func readLine(prompt: String) -> LineInput {
    guard let line = Swift.readLine(strippingNewline: true) else { return .end }
    return .line(line)
  }

  package func remember(_ line: String) {}
}
