import Foundation
import Runner

/// The exercise pipeline for commands that build learner code, with the runtime found next to
/// this binary (or at `TUTOR_RUNTIME`); when it is missing, the message says how to get it.
enum RuntimeSetup {
  static func pipeline(for command: String, environment: [String: String]) -> Result<ExercisePipeline, RuntimeMissing> {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    guard let runtime = RuntimeLocation.find(near: executable, environment: environment) else {
      return .failure(.notNextTo(searched: executable.path, command: command))
    }
    let builder = AppBuilder(runtime: runtime, cacheFolder: AppBuilder.defaultCacheFolder(environment: environment))
    return .success(ExercisePipeline(builder: builder))
  }
}

/// Why a command that builds learner code cannot: the runtime to build against is not there.
enum RuntimeMissing: Error {
  /// `command` (`tutor check`) looked next to the binary `searched`.
  case notNextTo(searched: String, command: String)

  var message: String {
    switch self {
    case .notNextTo(let searched, let command):
      "\(command): the UIKit runtime was not found next to \(searched); "
        + "build it with `make build` (or `swift build`) or set TUTOR_RUNTIME to its build folder\n"
    }
  }
}
