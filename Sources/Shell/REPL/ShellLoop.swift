import Foundation

/// The shell's read–evaluate–print loop: a prompt that says where the learner is, one command per
/// line, errors that never end the shell, Ctrl-C that drops the line, Ctrl-D or `quit` to leave.
/// In app mode (after `run`) lines are steps of the check language instead.
package struct ShellLoop {
  let session: ShellSession

  package init(session: ShellSession) {
    self.session = session
  }

  package func run() {
    session.reader.completer = { before, word in
      ShellCompletion(session: session).candidates(before: before, word: word)
    }
    greet()
    while !session.wantsToQuit {
      switch session.reader.readLine(prompt: session.prompt) {
      case .end:
        if session.app != nil {
          session.say("")
          AppMode.leave(session)
        } else {
          session.wantsToQuit = true
        }
      case .interrupted:
        continue
      case .line(let line):
        handle(line)
      }
    }
    if session.app != nil { AppMode.leave(session) }
    session.say(session.style.dim("Bye — your progress is saved in \(session.progressStore.file.path)."))
  }

  /// Performs one line.
  package func handle(_ line: String) {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return }
    session.reader.remember(trimmed)
    if session.app != nil {
      AppMode.handle(trimmed, in: session)
      return
    }
    let name = String(trimmed.split(separator: " ", maxSplits: 1)[0])
    let rest = String(trimmed.dropFirst(name.count)).trimmingCharacters(in: .whitespaces)
    if let command = ShellCommand.named(name.lowercased()) {
      command.perform(session, rest.split(separator: " ").map(String.init), rest)
    } else if QuizCommands.isAnswer(trimmed, in: session) {
      QuizCommands.answer(trimmed, in: session)
    } else if QuizCommands.awaitsWords(in: session) {
      session.complain("unknown command \"\(name)\"; to answer the question in words: answer \(trimmed)")
    } else {
      session.complain(
        "unknown command \"\(name)\"" + ShellCommand.suggestion(for: name) + "; `help` lists the commands")
    }
  }

  /// The first-run greeting, or where the learner left off.
  private func greet() {
    let style = session.style
    if session.lessons.isEmpty {
      session.complain("no lessons in \(session.lessonsFolder); start Tutor in its folder or give --lessons DIR")
      return
    }
    if session.progress.lessons.isEmpty {
      let first = session.lessons[0]
      session.say(
        style.bold("Welcome to Tutor") + " — learn how iOS apps work by building small UIKit apps, right here.\n"
          + "`lessons` lists what there is to learn, `open LESSON` starts one, `help` shows every command.\n"
          + "Begin with `open \(first.id)` (\(first.title)).")
    } else if let lesson = session.lesson {
      session.say(
        "Welcome back. You were at step \(session.step) of \(lesson.title); `show` shows it again, `lessons` lists all."
      )
    }
  }
}
