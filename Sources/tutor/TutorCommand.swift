/// What one invocation of `tutor` prints and how it exits.
struct CommandOutcome: Equatable {
  var standardOutput = ""
  var standardError = ""
  var exitCode: Int32 = 0
}

enum TutorCommand {
  static let version = "0.1.0"

  static let usage = """
    Tutor \(version) — learn how iOS apps work, at a terminal, without a Mac.

    Usage: tutor [--version] [--help]

    Tutor compiles your UIKit code against its own headless UIKit runtime, drives the running
    app like a user would, and checks it. This version ships the runtime (launch, views,
    controls, controllers, navigation, timers on a virtual clock) and its app host; the lesson
    shell, `tutor check`, `tutor lint` and `tutor grade` arrive in the next versions.

    """

  /// Interprets the arguments (without the program name).
  static func interpret(_ arguments: [String]) -> CommandOutcome {
    guard let first = arguments.first else { return CommandOutcome(standardOutput: usage) }
    switch first {
    case "--version", "-V": return CommandOutcome(standardOutput: "tutor \(version)\n")
    case "--help", "-h", "help": return CommandOutcome(standardOutput: usage)
    default:
      return CommandOutcome(
        standardError: "tutor: unknown command \"\(first)\"\nRun `tutor --help` to see what this version can do.\n",
        exitCode: 2)
    }
  }
}
