/// `tutor --help` and `tutor CMD --help`, written from the commands' tables, so that every
/// option a command takes is in its help and in the overview.
enum HelpText {
  /// The width the help is laid out in.
  static let width = 100
  /// Where the overview's summaries start: after `Usage: ` and the usage column.
  static let summaryColumn = 49

  /// `tutor --help`: what Tutor is, one entry per command (its usage, then its summary), the
  /// options every command takes, and how Tutor works.
  static func overview(of commands: [CommandSpec], version: String) -> String {
    var lines = ["Tutor \(version) — learn how iOS apps work, at a terminal, without a Mac.", ""]
    for command in commands {
      lines += entry(command.invocation, command.synopsis, summary: command.summary, first: lines.count == 2)
      for alternative in command.alternatives {
        lines += entry(command.invocation, command.synopsis(of: alternative), summary: alternative.summary)
      }
    }
    let common = CommandSpec.common.map { option in
      ([option.name] + option.aliases).joined(separator: " or ") + " (\(option.help))"
    }
    lines +=
      [""] + TextWrapper.wrap("Every command also takes " + common.joined(separator: " and ") + ".", width: width)
    lines += [""] + TextWrapper.wrap(about, width: width)
    return lines.joined(separator: "\n") + "\n\n"
  }

  /// How Tutor works, after the overview's commands.
  static let about = """
    Tutor compiles your UIKit code against its own headless UIKit runtime, drives the running app like a \
    user would, on a virtual clock, and checks it. Your files live in workspace/LESSON/EXERCISE/ (or \
    --workspace DIR). Exit codes: 0 all passed, 1 something failed, 2 Tutor could not run (bad arguments, \
    lessons or toolchain).
    """

  /// `tutor CMD --help`: the command's usage lines, summary, arguments, options, details and examples.
  static func command(_ command: CommandSpec) -> String {
    var lines = TextWrapper.wrap("\(command.invocation) — \(command.summary)", width: width) + [""]
    lines += usage(command.invocation, command.synopsis, prefix: "Usage: ")
    for alternative in command.alternatives {
      lines += usage(command.invocation, command.synopsis(of: alternative), prefix: "       ")
    }
    if !command.positionals.isEmpty {
      lines += ["", "Arguments:"] + table(command.positionals.map { ($0.name, $0.help) })
    }
    lines += ["", "Options:"]
    lines += table(
      command.allOptions.map { option in
        let names = (option.aliases + [option.usage]).joined(separator: ", ")
        return (names, option.help + (option.repeatable ? "; may be given more than once" : ""))
      })
    if let details = command.details { lines += [""] + TextWrapper.wrap(details, width: width) }
    if !command.examples.isEmpty { lines += ["", "Examples:"] + command.examples.map { "  \($0)" } }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One command of the overview: its usage from column 7, its summary from `summaryColumn`, on
  /// the usage's last line when there is room.
  private static func entry(_ invocation: String, _ words: [String], summary: String, first: Bool = false)
    -> [String]
  {
    var lines = usage(invocation, words, prefix: first ? "Usage: " : "       ")
    var summaryLines = TextWrapper.wrap(summary, width: width - summaryColumn)
    if let last = lines.last, last.count + 2 <= summaryColumn, let head = summaryLines.first {
      lines[lines.count - 1] = last + String(repeating: " ", count: summaryColumn - last.count) + head
      summaryLines.removeFirst()
    }
    return lines + summaryLines.map { String(repeating: " ", count: summaryColumn) + $0 }
  }

  /// `prefix` and `tutor CMD` and the words, wrapped between words, continued under the first word
  /// after the command's name.
  private static func usage(_ invocation: String, _ words: [String], prefix: String) -> [String] {
    let indent = String(repeating: " ", count: prefix.count + invocation.count + 1)
    var lines: [String] = []
    var line = prefix + invocation
    for word in words {
      if line.count + 1 + word.count > width, line.count > indent.count {
        lines.append(line)
        line = indent + word
      } else {
        line += " " + word
      }
    }
    return lines + [line]
  }

  /// Rows of a name and its help: names in a column, helps beside them (under them when the
  /// name is too long), wrapped to the width.
  private static func table(_ rows: [(name: String, help: String)]) -> [String] {
    let column = min((rows.map(\.name.count).max() ?? 0) + 4, 30)
    var lines: [String] = []
    for row in rows {
      let help = TextWrapper.wrap(row.help, width: width - column)
      let name = "  " + row.name
      let padding = String(repeating: " ", count: column)
      if name.count + 2 <= column, let head = help.first {
        lines.append(name + String(repeating: " ", count: column - name.count) + head)
        lines += help.dropFirst().map { padding + $0 }
      } else {
        lines.append(name)
        lines += help.map { padding + $0 }
      }
    }
    return lines
  }
}
