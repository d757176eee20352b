import Foundation
import LessonKit

/// `tutor lessons [--lessons DIR]`: the lessons with ids, titles, summaries and exercise counts.
enum LessonsCommand: TutorSubcommand {
  static let spec = CommandSpec(
    name: "lessons", summary: "list the lessons", options: [.lessons],
    examples: ["tutor lessons", "tutor lessons --lessons my-course"])

  static func run(_ arguments: ParsedArguments, context: CommandContext) -> CommandOutcome {
    let folder = LessonsLocation.resolve(arguments, environment: context.environment)
    let set = LessonSet.load(paths: [folder])
    guard !set.lessons.isEmpty else {
      return CommandOutcome(
        standardError: "tutor: no lessons in \(folder)\nCreate one with `tutor new LESSON-ID`.\n", exitCode: 1)
    }
    let width = set.lessons.map(\.id.count).max() ?? 0
    var lines = set.lessons.enumerated().map { position, lesson in
      let count = lesson.exercises.count
      let exercises = "\(count) exercise\(count == 1 ? "" : "s")"
      let summary = lesson.summary.map { " — \($0)" } ?? ""
      let padded = lesson.id.padding(toLength: width, withPad: " ", startingAt: 0)
      return "\(position + 1). \(padded)  \(lesson.title)\(summary) (\(exercises))"
    }
    var errorText = ""
    if set.diagnostics.contains(where: { $0.severity == .error }) {
      errorText = "Some lesson files have problems; run `tutor lint \(folder)` to see them.\n"
    }
    lines.append("")
    return CommandOutcome(standardOutput: lines.joined(separator: "\n"), standardError: errorText)
  }
}
