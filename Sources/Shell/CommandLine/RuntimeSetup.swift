import Foundation
import Runner

/// The exercise pipeline for commands that build learner code, with the runtime found next to
/// this binary (or at `TUTOR_RUNTIME`); when it is missing, the message says how to get it.
enum RuntimeSetup {
  static func pipeline(for command: String, environment: [String: String]) -> Result<ExercisePipeline, RuntimeMissing> {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    guard let runtime = RuntimeLocation.find(near: executable, environment: environment) else {
      return .failure(RuntimeMissing(command: command, searched: executable.path))
    }
    let builder = AppBuilder(runtime: runtime, cacheFolder: AppBuilder.defaultCacheFolder(environment: environment))
    return .success(ExercisePipeline(builder: builder))
  }
}

/// The runtime to build against is not there.
struct RuntimeMissing: Error {
  /// The command that needed it (`tutor check`).
  let command: String
  /// The binary next to which it was looked for.
  let searched: String

  var message: String {
    "\(command): the UIKit runtime was not found next to \(searched); "
      + "build it with `swift build` or set TUTOR_RUNTIME to its build folder\n"
  }
}
