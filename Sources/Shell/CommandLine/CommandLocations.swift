import Foundation

/// Where lessons are: `--lessons DIR`, else `TUTOR_LESSONS`, else `Lessons` here, else the bundled
/// `Lessons` folder found above the `tutor` binary (as in a checkout: .build/debug/tutor).
enum LessonsLocation {
  /// `allowingBundled: false` for commands that write lessons (`new`): they never reach past the
  /// working directory.
  static func resolve(_ arguments: ParsedArguments, environment: [String: String], allowingBundled: Bool = true)
    -> String
  {
    arguments.value(OptionSpec.lessons.name) ?? environment["TUTOR_LESSONS"]
      ?? (allowingBundled ? bundled() : "Lessons")
  }

  static func bundled() -> String {
    if FileManager.default.fileExists(atPath: "Lessons") { return "Lessons" }
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent("Lessons")
      if FileManager.default.fileExists(atPath: candidate.path) { return candidate.path }
      folder = folder.deletingLastPathComponent()
    }
    return "Lessons"
  }
}

/// `--workspace DIR`, else `TUTOR_WORKSPACE`, else `workspace`.
enum WorkspaceLocation {
  static func resolve(_ arguments: ParsedArguments, environment: [String: String]) -> String {
    arguments.value(OptionSpec.workspace.name) ?? environment["TUTOR_WORKSPACE"] ?? "workspace"
  }
}

/// `--lessons DIR` and `--workspace DIR` together, as the commands that read both take them.
enum CommandLocations {
  static func resolve(_ arguments: ParsedArguments, environment: [String: String]) -> (
    lessons: String, workspace: String
  ) {
    (
      LessonsLocation.resolve(arguments, environment: environment),
      WorkspaceLocation.resolve(arguments, environment: environment)
    )
  }
}
