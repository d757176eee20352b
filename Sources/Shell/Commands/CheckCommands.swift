import Foundation
import LessonKit
import Presentation
import Runner

#if canImport(Glibc)
  import Glibc
#endif

/// `check` and `watch`: build the open exercise and run its visible checks, saving progress.
enum CheckCommands {
  static let all: [ShellCommand] = [
    ShellCommand(
      name: "check", usage: "check", summary: "build your code and run this exercise's checks", example: "check"
    ) { session, _, _ in _ = check(session) },
    ShellCommand(
      name: "watch", usage: "watch", summary: "check again whenever your files change, until Enter or Ctrl-C",
      example: "watch"
    ) { session, _, _ in watch(session) },
  ]

  /// Runs the checks; answers false when Ctrl-C stopped them (so `watch` stops too).
  @discardableResult
  static func check(_ session: ShellSession) -> Bool {
    guard let (lesson, exercise) = ExerciseCommands.requireRunnableExercise(session) else { return false }
    guard let pipeline = session.pipeline() else { return false }
    let files: [SourceFile]
    switch AppSources.workspaceFiles(of: exercise, lessonID: lesson.id, workspace: session.workspace) {
    case .success(let found): files = found
    case .failure(let missing):
      session.complain(Messages.workspaceProblem(missing, lesson: lesson.id, exercise: exercise.id))
      return false
    }
    session.say(session.style.dim("Checking \(lesson.id)/\(exercise.id)…"))
    let style = session.style
    let presenter = CheckPresenter(
      style: style, lesson: lesson, indent: "", screen: { ScreenRenderer(columns: 40, style: style).render($0) })
    let report = pipeline.run(exercise, of: lesson, files: files, checks: .visible, shouldStop: Interrupts.take) {
      session.say(presenter.result($0))
    }
    session.say(presenter.ending(of: report))
    session.updateProgress { progress in
      progress[lesson: lesson.id].checksPassed[exercise.id] = report.passed
      if report.allPassed { progress[lesson: lesson.id].passed.insert(exercise.id) }
    }
    if report.allPassed {
      let next = session.step < lesson.steps.count ? " `next` goes on." : ""
      session.say(style.pass + " " + style.bold("Exercise passed!") + next)
    }
    return !report.interrupted
  }

  /// Re-runs `check` when the exercise's folder changes (inotify; polling when it is not there).
  static func watch(_ session: ShellSession) {
    guard let (lesson, exercise) = ExerciseCommands.requireExercise(session) else { return }
    let folder = session.folder(of: exercise, in: lesson)
    var watcher = FolderWatcher(folder: folder)
    if !watcher.usesNotifications { session.say(session.style.dim("(inotify is not available; looking every 0.5 s)")) }
    session.say(session.style.dim("Watching \(folder) — press Enter or Ctrl-C to stop."))
    _ = Interrupts.take()
    defer {
      watcher.stop()
      session.say(session.style.dim("Stopped watching."))
    }
    guard check(session) else { return }
    while case .changed = watcher.waitForChange() {
      guard check(session) else { return }
    }
  }
}
