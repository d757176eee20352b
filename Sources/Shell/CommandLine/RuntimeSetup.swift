import Foundation
import Runner

/// The app builder for commands that build learner code, with the runtime found next to this
/// binary (or at `TUTOR_RUNTIME`); when it is missing, the message says how to get it.
enum RuntimeSetup {
  static func builder(for command: String, environment: [String: String]) -> Result<AppBuilder, RuntimeMissing> {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    guard let runtime = RuntimeLocation.find(near: executable, environment: environment) else {
      return .failure(
        RuntimeMissing(
          message: "\(command): the UIKit runtime was not found next to \(executable.path); "
            + "build it with `swift build` or set TUTOR_RUNTIME to its build folder\n"))
    }
    return .success(AppBuilder(runtime: runtime, cacheFolder: AppBuilder.defaultCacheFolder(environment: environment)))
  }
}

/// The runtime to build against is not there.
struct RuntimeMissing: Error {
  let message: String
}
