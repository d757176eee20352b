import CheckLanguage
import Foundation

/// One command of the shell (docs/architecture.md "Commands"): its name, how to call it, what it does, an
/// example, and the code that does it.
struct ShellCommand: Sendable {
  var name: String
  var aliases: [String] = []
  var usage: String
  var summary: String
  var example: String
  /// Runs the command with its arguments (split on spaces) and the raw text after the name.
  var perform: @Sendable (ShellSession, [String], String) -> Void

  /// Every command, in the order `help` lists them.
  static let all: [ShellCommand] =
    LessonCommands.all + QuizCommands.all + ExerciseCommands.all
    + CheckCommands.all + AppMode.commands + [help, quit]

  static func named(_ name: String) -> ShellCommand? {
    all.first { $0.name == name || $0.aliases.contains(name) }
  }

  static var names: [String] { all.flatMap { [$0.name] + $0.aliases } }

  static let quit = ShellCommand(
    name: "quit", usage: "quit", summary: "leave Tutor (Ctrl-D does too); your progress is saved",
    example: "quit"
  ) { session, _, _ in session.wantsToQuit = true }

  static let help = ShellCommand(
    name: "help", usage: "help [COMMAND]", summary: "the commands, or one in detail with an example",
    example: "help check"
  ) { session, arguments, _ in
    let style = session.style
    if let name = arguments.first {
      guard let command = named(name) else {
        session.complain("there is no command \"\(name)\"" + suggestion(for: name) + "; `help` lists them")
        return
      }
      session.say(
        style.bold(command.usage) + "\n  \(command.summary)\n  " + style.dim("for example: \(command.example)"))
      return
    }
    let width = (all.map(\.usage.count).max() ?? 20) + 2
    var text = style.bold("Commands") + "\n"
    for command in all {
      text += "  " + command.usage.padding(toLength: width, withPad: " ", startingAt: 0) + command.summary + "\n"
    }
    text += "\n" + style.bold("In app mode") + " (after `run`), type steps of the check language — "
    text += "tap \"Start\", type \"Ada\" into \"Name\", swipe #photo left, drag #card by 120,0, advance 3s, "
    text += "select \"Week\" in #period, step #cups up, pick \"Blue\" in #colour, set #when to 2026-05-01 09:30, "
    text += "network off, network latency 2s, tap link \"Sign in\" (in a web view), expect web title \"Welcome\", "
    text += "expect …, screen, tree, log, requests, "
    text += "rotate landscape, device iphone-se (starts the app again on that phone) — "
    text += "and `rebuild`, `auto-screen off`, `exit`.\n"
    session.say(text)
  }

  /// `; did you mean "x"?` for a mistyped command, or nothing.
  static func suggestion(for name: String) -> String {
    DidYouMean.nearest(to: name, among: names).map { "; did you mean \"\($0)\"?" } ?? ""
  }
}
