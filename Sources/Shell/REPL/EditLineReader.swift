import CEditLine
import Foundation

/// Line editing at a terminal through libedit: emacs keys, arrows, Ctrl-R search, history kept
/// across runs in a file, Tab completion through `completer`. The only file that touches libedit.
package final class EditLineReader: LineReader {
  package var completer: Completer?
  private let editor: OpaquePointer
  private let history: OpaquePointer
  private let historyFile: String?

  /// Opens the editor on the terminal; nil when libedit cannot (then read plain lines).
  package init?(historyFile: String?) {
    // libedit reads multibyte characters only in a UTF-8 locale ("Zoë" must stay "Zoë").
    if setlocale(LC_CTYPE, "") == nil { _ = setlocale(LC_CTYPE, "C.UTF-8") }
    guard let history = tutor_history_open(1000), let editor = tutor_editline_open("tutor") else { return nil }
    self.editor = editor
    self.history = history
    self.historyFile = historyFile
    tutor_editline_use_history(editor, history)
    tutor_editline_bind(editor, "^R", "em-inc-search-prev")
    tutor_editline_bind_function(editor, "tutor-complete", "complete the word", completeWord, "^I")
    if let historyFile { _ = tutor_history_load(history, historyFile) }
    tutor_editline_set_client(editor, Unmanaged.passUnretained(self).toOpaque())
  }

  deinit {
    el_end(editor)
    history_end(history)
  }

  package func readLine(prompt: String) -> LineInput {
    _ = Interrupts.take()  // a Ctrl-C pressed during the last command is spent
    tutor_editline_set_prompt_text(prompt)
    var count: Int32 = 0
    guard let text = el_gets(editor, &count) else {
      if Interrupts.take() {
        FileHandle.standardOutput.write(Data("\n".utf8))
        return .interrupted
      }
      return .end
    }
    if Interrupts.take() { return .interrupted }
    var line = String(cString: text)
    if line.hasSuffix("\n") { line.removeLast() }
    return .line(line)
  }

  package func remember(_ line: String) {
    tutor_history_add(history, line)
    guard let historyFile else { return }
    try? FileManager.default.createDirectory(
      atPath: (historyFile as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    _ = tutor_history_save(history, historyFile)
  }

  /// Tab: inserts the rest of the only candidate, or the common part of several and lists them.
  fileprivate func complete() -> UInt8 {
    guard let completer, let info = el_line(editor)?.pointee else { return tutor_editline_refresh_beep() }
    let length = info.cursor - info.buffer
    let bytes = UnsafeBufferPointer(
      start: UnsafeRawPointer(info.buffer).assumingMemoryBound(to: UInt8.self), count: length)
    let before = String(decoding: bytes, as: UTF8.self)
    let word = before.split(separator: " ", omittingEmptySubsequences: false).last.map(String.init) ?? ""
    let candidates = completer(String(before.dropLast(word.count)), word)
    let common = Completion.commonPrefix(candidates)
    if common.count > word.count {
      let rest = String(common.dropFirst(word.count)) + (candidates.count == 1 ? " " : "")
      _ = el_insertstr(editor, rest)
      return tutor_editline_refresh()
    }
    guard candidates.count > 1 else { return tutor_editline_refresh_beep() }
    FileHandle.standardOutput.write(Data(("\n" + candidates.joined(separator: "  ") + "\n").utf8))
    return tutor_editline_redisplay()
  }
}

/// libedit calls this C function for Tab; the reader is the editor's client data.
private func completeWord(_ editor: OpaquePointer?, _ key: Int32) -> UInt8 {
  guard let editor, let client = tutor_editline_client(editor) else { return tutor_editline_refresh_beep() }
  return Unmanaged<EditLineReader>.fromOpaque(client).takeUnretainedValue().complete()
}
