import Foundation

/// The `tutor` executable: parses the command line and hands over (the shell and the runner
/// arrive in later versions; today it says what it is and what it will do).
@main
struct Entrypoint {
  static func main() {
    let outcome = TutorCommand.interpret(
      Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
    FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8))
    FileHandle.standardError.write(Data(outcome.standardError.utf8))
    exit(outcome.exitCode)
  }
}
