import Foundation
import Shell

/// The `tutor` executable: hands the command line to the Shell library and exits with its code.
@main
struct Entrypoint {
  static func main() {
    let outcome = TutorCommand.interpret(
      Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
      live: { FileHandle.standardOutput.write(Data($0.utf8)) })
    FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8))
    FileHandle.standardError.write(Data(outcome.standardError.utf8))
    exit(outcome.exitCode)
  }
}
