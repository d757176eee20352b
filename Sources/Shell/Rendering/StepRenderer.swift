import Foundation
import LessonKit
import Presentation

/// A lesson step as the shell shows it: its title with where it is in the lesson, its text
/// rendered from Markdown, and what to do there (answer a quiz, edit and check an exercise).
struct StepRenderer {
  let session: ShellSession

  private var markdown: MarkdownRenderer { MarkdownRenderer(width: session.width, style: session.style) }
  private var style: TerminalStyle { session.style }

  func render(_ lesson: Lesson, step: Int) -> String {
    guard step >= 1, step <= lesson.steps.count else { return introduction(lesson) }
    let item = lesson.steps[step - 1]
    var text = style.dim("\(lesson.title) — step \(step) of \(lesson.steps.count)") + "\n"
    text += markdown.render("## \(item.title)")
    switch item.content {
    case .read(let body):
      text += "\n" + markdown.render(body)
    case .quiz(let quiz, let body):
      if !body.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { text += "\n" + markdown.render(body) }
      text += "\n" + questions(quiz, lesson: lesson, step: step)
    case .exercise(let exercise):
      if !exercise.markdown.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
        text += "\n" + markdown.render(exercise.markdown)
      }
      text += "\n" + exerciseFooter(exercise, lesson: lesson)
    }
    if step < lesson.steps.count { text += "\n" + style.dim("`next` goes on to step \(step + 1).") + "\n" }
    return text
  }

  private func introduction(_ lesson: Lesson) -> String {
    var text = markdown.render("# \(lesson.title)")
    if let summary = lesson.summary { text += style.italic(summary) + "\n" }
    let body = lesson.introduction.split(separator: "\n", omittingEmptySubsequences: false)
      .drop { $0.hasPrefix("# ") || $0.trimmingCharacters(in: .whitespaces).isEmpty }.joined(separator: "\n")
    if !body.isEmpty { text += "\n" + markdown.render(body) }
    text += "\n" + style.bold("Steps") + "\n"
    let progress = session.progress[lesson: lesson.id]
    for (index, step) in lesson.steps.enumerated() {
      let done = LessonStatus.isDone(step, number: index + 1, progress: progress)
      text += "  \(done ? style.pass : " ") \(index + 1). \(step.title)\n"
    }
    text += "\n" + style.dim("`next` starts step 1; `step N` goes to any step.") + "\n"
    return text
  }

  private func questions(_ quiz: Quiz, lesson: Lesson, step: Int) -> String {
    let answers = session.progress[lesson: lesson.id].answers
    var text = ""
    for (number, question) in quiz.questions.enumerated() {
      let label = quiz.questions.count > 1 ? "\(number + 1). " : ""
      text += style.bold("\(label)\(question.prompt)") + "\n"
      for (index, choice) in question.choices.enumerated() {
        text += "   \(QuizLetters.letter(index))) \(markdown.inline(Markdown.parse(choice.text).inlineContent))\n"
      }
      if question.choices.isEmpty { text += style.dim("   (type your answer: answer TEXT)") + "\n" }
      if question.choices.filter(\.isCorrect).count > 1 {
        text += style.dim("   (pick all that apply: answer a c)") + "\n"
      }
      if let answered = answers["\(step).\(number + 1)"] {
        text +=
          "   " + (answered.correct ? style.pass + " answered: \(answered.answer)" : "tried: \(answered.answer)") + "\n"
      }
    }
    if quiz.questions.contains(where: { !$0.choices.isEmpty }) {
      text += style.dim("Answer with the letter: `a`, or `answer b`.") + "\n"
    }
    return text
  }

  private func exerciseFooter(_ exercise: Exercise, lesson: Lesson) -> String {
    let folder = session.folder(of: exercise, in: lesson)
    var text = style.bold("Your files") + "\n"
    if let project = exercise.project {
      text += "  \(folder)/ (a copy of the Xcode project \(project.path))\n"
    } else {
      for file in exercise.starters { text += "  \((folder as NSString).appendingPathComponent(file.name))\n" }
    }
    let visible = exercise.checks.filter { !$0.isHidden }
    text += style.bold("Checks") + "\n"
    for check in visible { text += "  • \(check.title)\n" }
    let progress = session.progress[lesson: lesson.id]
    if progress.passed.contains(exercise.id) { text += style.pass + " You passed this exercise.\n" }
    let hints = exercise.hints.count
    text +=
      style.dim(
        (exercise.project != nil
          ? "Edit the project's files (`edit` opens the folder), then `check`; `run` starts your app"
          : "Edit your file (`edit` opens it), then `check`; `run` starts your app")
          + (hints > 0 ? "; `hint` gives one of \(hints) hint\(hints == 1 ? "" : "s")" : "") + ".") + "\n"
    return text
  }
}

extension [Markdown.Block] {
  /// The inlines of a single paragraph (a quiz choice's text), or the plain text otherwise.
  var inlineContent: [Markdown.Inline] {
    if count == 1, case .paragraph(let inlines) = self[0] { return inlines }
    return []
  }
}

/// The letters quiz choices are answered with.
enum QuizLetters {
  static func letter(_ index: Int) -> String {
    String(UnicodeScalar(UInt8(97 + min(index, 25))))
  }

  static func index(of letter: String) -> Int? {
    guard letter.count == 1, let scalar = letter.lowercased().unicodeScalars.first, scalar.value >= 97,
      scalar.value <= 122
    else { return nil }
    return Int(scalar.value) - 97
  }
}

/// Whether a step is done: read steps when seen, quizzes when every question was answered right,
/// exercises when passed.
enum LessonStatus {
  static func isDone(_ step: LessonStep, number: Int, progress: LessonProgress) -> Bool {
    switch step.content {
    case .read: return progress.seen.contains(number)
    case .quiz(let quiz, _):
      return (1...max(quiz.questions.count, 1)).allSatisfy { progress.answers["\(number).\($0)"]?.correct == true }
    case .exercise(let exercise): return progress.passed.contains(exercise.id)
    }
  }

  static func doneCount(_ lesson: Lesson, progress: LessonProgress) -> Int {
    lesson.steps.enumerated().filter { isDone($0.element, number: $0.offset + 1, progress: progress) }.count
  }
}
