import Foundation
import LessonKit
import Runner

/// `tutor check LESSON[/EXERCISE] [--lessons DIR] [--workspace DIR]`: builds the workspace's files
/// for those exercises and runs their visible checks; ✓/✗ per check; exit 0 when all pass, 1
/// when some fail, 2 when the checks could not run.
enum CheckCommand {
  static func run(_ arguments: [String], environment: [String: String]) -> CommandOutcome {
    var arguments = arguments
    let lessonsFolder: String
    switch LessonsLocation.resolve(&arguments, environment: environment) {
    case .success(let folder): lessonsFolder = folder
    case .failure(let outcome): return outcome
    }
    var workspace = environment["TUTOR_WORKSPACE"] ?? "workspace"
    if let flag = arguments.firstIndex(of: "--workspace") {
      guard flag + 1 < arguments.count else { return .usageError("--workspace needs a folder: --workspace DIR") }
      workspace = arguments[flag + 1]
      arguments.removeSubrange(flag...(flag + 1))
    }
    guard arguments.count == 1, let target = arguments.first, !target.hasPrefix("-") else {
      return .usageError("check takes one lesson or lesson/exercise: tutor check launch/first-screen")
    }
    let parts = target.split(separator: "/", maxSplits: 1).map(String.init)
    let set = LessonSet.load(paths: [lessonsFolder])
    guard let lesson = set.lessons.first(where: { $0.id == parts[0] }) else {
      let known = set.lessons.map(\.id).joined(separator: ", ")
      return CommandOutcome(
        standardError: "tutor: no lesson \"\(parts[0])\" in \(lessonsFolder) (lessons: \(known))\n", exitCode: 2)
    }
    let exercises = parts.count == 2 ? lesson.exercises.filter { $0.id == parts[1] } : lesson.exercises
    guard !exercises.isEmpty else {
      let known = lesson.exercises.map(\.id).joined(separator: ", ")
      return CommandOutcome(
        standardError:
          "tutor: lesson \(lesson.id) has no exercise \"\(parts.count == 2 ? parts[1] : "")\" (exercises: \(known))\n",
        exitCode: 2)
    }
    let builder: AppBuilder
    switch RuntimeSetup.builder(for: "tutor check", environment: environment) {
    case .success(let found): builder = found
    case .failure(let missing): return CommandOutcome(standardError: missing.message, exitCode: 2)
    }
    var report = ""
    var failed = false
    var couldNotRun = false
    for exercise in exercises {
      let folder = (workspace as NSString).appendingPathComponent("\(lesson.id)/\(exercise.id)")
      report += "\(lesson.id)/\(exercise.id)\n"
      let files = exercise.starters.compactMap { starter -> SourceFile? in
        let path = (folder as NSString).appendingPathComponent(starter.name)
        return (try? String(contentsOfFile: path, encoding: .utf8)).map { SourceFile(name: starter.name, contents: $0) }
      }
      guard files.count == exercise.starters.count else {
        report +=
          "  your files are not in \(folder) yet; open the exercise in the shell (or copy its starter files there)\n"
        couldNotRun = true
        continue
      }
      let app: String
      do {
        app = try builder.build(AppSources(exercise: exercise, lessonFile: lesson.file, learnerFiles: files)).executable
      } catch {
        report +=
          "  ✗ your code does not compile:\n"
          + String(describing: error).split(separator: "\n").map { "    \($0)\n" }.joined()
        failed = true
        continue
      }
      let runner = CheckRunner(executable: app)
      for (number, check) in exercise.checks.enumerated() where !check.isHidden {
        let outcome = runner.run(check, number: number)
        switch outcome.result {
        case .passed:
          report += "  ✓ \(check.title)\n"
          report += outcome.expectations.map { "      ✓ \($0.message)\n" }.joined()
        case .failed(let step, let location, let expected, let found, let screen):
          failed = true
          report += "  ✗ \(check.title)\n"
          report +=
            "    at \(lesson.file):\(location.line): \(step)\n    expected: \(expected)\n    found:    \(found)\n"
          report += outcome.expectations.map { "      \($0.passed ? "✓" : "✗") \($0.message)\n" }.joined()
          report += screen.split(separator: "\n").map { "    \($0)\n" }.joined()
        }
      }
    }
    return CommandOutcome(standardOutput: report, exitCode: couldNotRun ? 2 : failed ? 1 : 0)
  }
}
