import Foundation
import Testing
import TutorTestSupport

/// End-to-end tests of the built `tutor` binary: stdout, stderr and exit code.
@Suite("tutor — the command line")
struct CommandLineTests {
  @Test("--help says what it is and lists the commands")
  func usage() throws {
    let run = try runTutor(["--help"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("Tutor 0.1.0 — learn how iOS apps work, at a terminal, without a Mac."))
    #expect(run.stdout.contains("Usage: tutor [--lessons DIR] [--workspace DIR]   the shell"))
    #expect(run.stdout.contains("tutor lint [--run] [PATH...]"))
  }

  @Test("with no arguments it opens the shell; piped commands run and the end of input leaves")
  func shellFromPipe() throws {
    let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-pipe-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: workspace) }
    let run = try runTutor(["--workspace", workspace.path], input: "lessons\n")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("Welcome to Tutor"))
    #expect(run.stdout.contains("  launch  Launch: from a tap on the icon to the first screen  0/"))
    #expect(run.stdout.contains("Bye — your progress is saved in"))
  }

  @Test("piped: a confirmation's question and answer are shown; a wrong quiz answer names its question")
  func pipedConfirmAndQuiz() throws {
    let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-pipe-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: workspace) }
    let lessons = TestPaths.lessons.path
    let run = try runTutor(
      ["--workspace", workspace.path, "--lessons", lessons, "--no-color"],
      input: "open storage\nnext\nnext\nnext\nanswer a\nopen storage/remember-me\nsolution\nn\n")
    #expect(run.stdout.contains("✗ Not quite on question 1 — try again"))
    #expect(run.stdout.contains("Show it anyway? [y/N] n"))
  }

  @Test("--version prints the version")
  func version() throws {
    let run = try runTutor(["--version"])
    #expect(run.status == 0)
    #expect(run.stdout == "tutor 0.1.0\n")
  }

  @Test("an unknown command is an error with a way forward")
  func unknownCommand() throws {
    let run = try runTutor(["frobnicate"])
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr == "tutor: unknown command \"frobnicate\"\nRun `tutor --help` to see what this version can do.\n")
  }

  @Test("a mistyped command or option gets a suggestion, exit 2")
  func suggestions() throws {
    let command = try runTutor(["chek", "launch"])
    #expect(command.status == 2)
    #expect(command.stderr.hasPrefix("tutor: unknown command \"chek\"; did you mean \"check\"?\n"))
    let option = try runTutor(["check", "launch", "--wokspace", "w"])
    #expect(option.status == 2)
    #expect(
      option.stderr
        == "tutor: unknown option --wokspace for check; did you mean --workspace?\nRun `tutor check --help` for usage.\n"
    )
    let plain = try runTutor(["lint", "--colour"])
    #expect(plain.stderr.hasPrefix("tutor: unknown option --colour for lint\n"))
  }
}
