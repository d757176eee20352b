import CheckLanguage
import Foundation
import LessonKit

/// Finding one's way: `lessons`, `open`, `next`, `prev`, `step N`, `show`, `progress`.
enum LessonCommands {
  static let all: [ShellCommand] = [
    ShellCommand(
      name: "lessons", usage: "lessons", summary: "every lesson with its summary and your progress",
      example: "lessons"
    ) { session, _, _ in list(session) },
    ShellCommand(
      name: "open", aliases: ["start"], usage: "open LESSON[/EXERCISE]",
      summary: "go to a lesson (its first unfinished step) or straight to an exercise", example: "open launch"
    ) { session, arguments, _ in open(arguments.first, in: session) },
    ShellCommand(name: "next", usage: "next", summary: "the next step", example: "next") { session, _, _ in
      move(by: 1, in: session)
    },
    ShellCommand(name: "prev", usage: "prev", summary: "the previous step", example: "prev") { session, _, _ in
      move(by: -1, in: session)
    },
    ShellCommand(name: "step", usage: "step N", summary: "go to step N of this lesson", example: "step 3") {
      session, arguments, _ in
      guard let lesson = requireLesson(session) else { return }
      guard let text = arguments.first, let number = Int(text), number >= 0, number <= lesson.steps.count else {
        session.complain("step takes a number from 0 (the introduction) to \(lesson.steps.count): step 2")
        return
      }
      go(to: number, in: session)
    },
    ShellCommand(name: "show", usage: "show", summary: "the current step again", example: "show") { session, _, _ in
      guard requireLesson(session) != nil else { return }
      go(to: session.step, in: session)
    },
    ShellCommand(
      name: "progress", usage: "progress", summary: "per lesson: steps read, quizzes right, exercises passed",
      example: "progress"
    ) { session, _, _ in showProgress(session) },
  ]

  static func list(_ session: ShellSession) {
    let style = session.style
    var text = ""
    for lesson in session.lessons {
      let done = LessonStatus.doneCount(lesson, progress: session.progress[lesson: lesson.id])
      let mark = done == lesson.steps.count && done > 0 ? style.pass : " "
      text += "\(mark) \(style.bold(lesson.id))  \(lesson.title)  " + style.dim("\(done)/\(lesson.steps.count)") + "\n"
      if let summary = lesson.summary {
        text += TextWrapper.wrap(summary, width: session.width - 4).map { "    " + style.dim($0) + "\n" }.joined()
      }
      let exercises = lesson.exercises.map(\.id).joined(separator: ", ")
      if !exercises.isEmpty { text += "    exercises: \(exercises)\n" }
    }
    session.say(text + style.dim("`open LESSON` starts one."))
  }

  static func open(_ target: String?, in session: ShellSession) {
    guard let target, !target.isEmpty else {
      session.complain("open takes a lesson: open \(session.lessons.first?.id ?? "launch") (`lessons` lists them)")
      return
    }
    let parts = target.split(separator: "/", maxSplits: 1).map(String.init)
    guard let name = parts.first, let index = session.lessons.firstIndex(where: { $0.id == name }) else {
      let name = parts.first ?? target
      let hint = DidYouMeanLessons.suggestion(name, session.lessons.map(\.id))
      session.complain("no lesson \"\(name)\"\(hint); `lessons` lists them")
      return
    }
    let lesson = session.lessons[index]
    session.lessonIndex = index
    if parts.count == 2 {
      guard let number = lesson.steps.firstIndex(where: { exerciseID($0) == parts[1] }) else {
        session.complain(ExerciseSelection.noExercise(String(parts[1]), in: lesson))
        return
      }
      go(to: number + 1, in: session)
      return
    }
    let progress = session.progress[lesson: lesson.id]
    let started = !progress.seen.isEmpty || !progress.answers.isEmpty || !progress.passed.isEmpty
    let unfinished = lesson.steps.indices.first {
      !LessonStatus.isDone(lesson.steps[$0], number: $0 + 1, progress: progress)
    }
    go(to: started ? (unfinished.map { $0 + 1 } ?? 0) : 0, in: session)
  }

  static func move(by delta: Int, in session: ShellSession) {
    guard let lesson = requireLesson(session) else { return }
    let target = session.step + delta
    guard target >= 0 else {
      session.complain("this is the start of \(lesson.title)")
      return
    }
    guard target <= lesson.steps.count else {
      let nextIndex = (session.lessonIndex ?? 0) + 1
      let next =
        nextIndex < session.lessons.count ? " — `open \(session.lessons[nextIndex].id)` starts the next lesson" : ""
      session.complain("that was the last step of \(lesson.title)\(next)")
      return
    }
    go(to: target, in: session)
  }

  /// Shows step `number` of the open lesson and remembers it; an exercise's starter files are
  /// copied into the workspace the first time.
  static func go(to number: Int, in session: ShellSession) {
    guard let lesson = session.lesson else { return }
    session.step = number
    if let exercise = session.currentExercise { ExerciseCommands.provideStarter(exercise, lesson: lesson, in: session) }
    session.say(StepRenderer(session: session).render(lesson, step: number))
    session.updateProgress { progress in
      if number >= 1 { progress[lesson: lesson.id].seen.insert(number) }
    }
  }

  static func showProgress(_ session: ShellSession) {
    let style = session.style
    var text = ""
    for lesson in session.lessons {
      let progress = session.progress[lesson: lesson.id]
      var read = 0
      var quizzes = (right: 0, total: 0)
      for (index, step) in lesson.steps.enumerated() {
        switch step.content {
        case .read: read += progress.seen.contains(index + 1) ? 1 : 0
        case .quiz:
          quizzes.total += 1
          quizzes.right += LessonStatus.isDone(step, number: index + 1, progress: progress) ? 1 : 0
        case .exercise: break
        }
      }
      let reads = lesson.steps.filter { if case .read = $0.content { true } else { false } }.count
      let passed = lesson.exercises.filter { progress.passed.contains($0.id) }.count
      text += style.bold(lesson.id) + "  read \(read)/\(reads), quizzes right \(quizzes.right)/\(quizzes.total), "
      text += "exercises passed \(passed)/\(lesson.exercises.count)\n"
    }
    session.say(text)
  }

  static func requireLesson(_ session: ShellSession) -> Lesson? {
    if let lesson = session.lesson { return lesson }
    session.complain("no lesson is open; `open \(session.lessons.first?.id ?? "LESSON")` starts one")
    return nil
  }

  private static func exerciseID(_ step: LessonStep) -> String? {
    if case .exercise(let exercise) = step.content { return exercise.id }
    return nil
  }
}

/// "did you mean" among lesson ids.
enum DidYouMeanLessons {
  static func suggestion(_ name: String, _ ids: [String]) -> String {
    DidYouMean.nearest(to: name, among: ids).map { "; did you mean \"\($0)\"?" } ?? ""
  }
}
