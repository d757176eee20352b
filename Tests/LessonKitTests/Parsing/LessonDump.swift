import CheckLanguage

@testable import LessonKit

/// A parsed lesson as indented text with source locations, for golden files.
enum LessonDump {
  static func text(of lesson: Lesson) -> String {
    var lines = [
      "lesson \(lesson.id) \"\(lesson.title)\" order=\(lesson.order.map(String.init) ?? "-") requires=\(lesson.requires)",
      "  summary: \(lesson.summary ?? "-")",
      "  introduction: \(lesson.introduction.split(separator: "\n").count) lines",
    ]
    for step in lesson.steps {
      switch step.content {
      case .read(let markdown):
        lines.append("  read \"\(step.title)\" @\(step.location) (\(markdown.split(separator: "\n").count) lines)")
      case .quiz(let quiz, _):
        lines.append("  quiz \"\(step.title)\" @\(step.location)")
        for question in quiz.questions {
          lines.append("    ? \(question.prompt) @\(question.location)")
          for choice in question.choices { lines.append("      - [\(choice.isCorrect ? "x" : " ")] \(choice.text)") }
          for answer in question.answers { lines.append("      = \(answer)") }
          if let explanation = question.explanation { lines.append("      > \(explanation)") }
        }
      case .exercise(let exercise):
        lines.append(
          "  exercise \(exercise.id) \"\(exercise.title)\" @\(exercise.location) host=\(exercise.host?.description ?? "-")"
        )
        for file in exercise.starters { lines.append("    starter \(file.name) @\(file.location)") }
        for file in exercise.solutions { lines.append("    solution \(file.name) @\(file.location)") }
        for file in exercise.supports { lines.append("    support \(file.name) @\(file.location)") }
        for check in exercise.checks {
          let flags = (check.isHidden ? " hidden" : "") + " points=\(check.points)"
          lines.append("    check \"\(check.title)\"\(flags) @\(check.location)")
          if case .steps(let steps) = check.body {
            for step in steps { lines.append("      @\(step.location) \(step.action)") }
          }
        }
        for hint in exercise.hints { lines.append("    hint @\(hint.location): \(hint.text)") }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
