import Foundation
import Testing

@testable import Shell

/// `tutor --help`, `tutor CMD --help` and `tutor help CMD`, written from the commands' tables:
/// every option of every command is in them; and `tutor` finds commands and suggests by the tables.
@Suite("tutor --help and tutor CMD --help — from the commands' tables")
struct HelpTextTests {
  /// Every command's table, with its name for the test's label.
  static let commands = TutorCommand.specs

  @Test("tutor --help names every command and every option of each, with what it takes")
  func overviewListsEveryOption() {
    let overview = TutorCommand.interpret(["--help"]).standardOutput
    #expect(overview == TutorCommand.usage)
    for command in Self.commands {
      #expect(overview.contains(command.invocation + " "), "\(command.invocation)")
      for option in command.allOptions {
        #expect(overview.contains(option.usage), "\(command.invocation) \(option.usage)")
      }
    }
  }

  @Test(
    "tutor CMD --help and tutor help CMD show each argument and option of the command",
    arguments: commands.filter { !$0.name.isEmpty })
  func commandHelpListsEveryOption(command: CommandSpec) {
    let help = TutorCommand.interpret([command.name, "--help"])
    #expect(help.exitCode == 0)
    #expect(help.standardOutput.hasPrefix("tutor \(command.name) — "))
    #expect(TutorCommand.interpret(["help", command.name]) == help)
    for option in command.allOptions {
      let names = (option.aliases + [option.usage]).joined(separator: ", ")
      #expect(help.standardOutput.contains("\n  \(names)"), "\(names)")
    }
    for positional in command.positionals {
      #expect(help.standardOutput.contains("\n  \(positional.name) "), "\(positional.name)")
    }
  }

  @Test("grade's help has --quiet and --verbose (issue 14: they were missing) and the --merge form")
  func gradeHelp() {
    let help = TutorCommand.interpret(["grade", "--help"]).standardOutput
    #expect(help.contains("[--quiet | --verbose]"))
    #expect(help.contains("  --quiet "))
    #expect(help.contains("  --verbose "))
    #expect(help.contains("       tutor grade --merge A.json B.json... [--format "))
    #expect(TutorCommand.usage.contains("[--workspace DIR | --submissions DIR] [--only LESSON[/EXERCISE]]..."))
  }

  @Test("help fits 100 columns")
  func width() {
    let texts = [TutorCommand.usage] + Self.commands.map(HelpText.command)
    for line in texts.joined().split(separator: "\n") {
      #expect(line.count <= HelpText.width, "\(line)")
    }
  }

  @Test("a mistyped command gets the nearest one from the tables; options may come before the command")
  func findingCommands() {
    let help = TutorCommand.interpret(["help", "grde"])
    #expect(help.exitCode == 2)
    #expect(help.standardError.hasPrefix("tutor: unknown command \"grde\"; did you mean \"grade\"?\n"))
    let early = TutorCommand.interpret(["--no-color", "lessons", "--lesons", "x"])
    #expect(early.standardError.hasPrefix("tutor: unknown option --lesons for lessons; did you mean --lessons?\n"))
    let shell = TutorCommand.interpret(["--wokspace", "w"])
    #expect(
      shell.standardError
        == "tutor: unknown option --wokspace; did you mean --workspace?\nRun `tutor --help` for usage.\n")
    #expect(TutorCommand.interpret(["-V"]).standardOutput == "tutor \(TutorCommand.version)\n")
    #expect(TutorCommand.interpret(["--no-color", "--help"]).standardOutput == TutorCommand.usage)
  }

  @Test("grade reads its options from its table: bad values are usage errors that show a good one")
  func gradeValues() {
    let jobs = TutorCommand.interpret(["grade", "--jobs", "0"])
    #expect(jobs.exitCode == 2)
    #expect(jobs.standardError.hasPrefix("tutor: --jobs 0 is not a number from 1: --jobs 2\n"))
    let both = TutorCommand.interpret(["grade", "--workspace", "a", "--submissions", "b"])
    #expect(both.standardError.hasPrefix("tutor: --workspace and --submissions do not go together for grade"))
    let merge = TutorCommand.interpret(["grade", "--merge", "a.json", "--jobs", "2"])
    #expect(merge.standardError.hasPrefix("tutor: --merge and --jobs do not go together for grade"))
  }
}
