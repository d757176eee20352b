import CheckLanguage
import DriverProtocol
import Foundation
import LessonKit
import Presentation
import Runner

/// The running app in app mode: its session, how it was built, and the printer that shows the
/// screen and output after each step.
final class AppModeState {
  var app: AppSession
  var printer: StepPrinter
  let lesson: Lesson
  let exercise: Exercise
  var files: [SourceFile]

  init(app: AppSession, printer: StepPrinter, lesson: Lesson, exercise: Exercise, files: [SourceFile]) {
    self.app = app
    self.printer = printer
    self.lesson = lesson
    self.exercise = exercise
    self.files = files
  }
}

/// App mode (docs/architecture.md "App mode"): `run` builds and launches the exercise's app; every step of the check
/// language then acts on it, the screen is drawn after each step that changes it, the app's
/// output under it; `rebuild` recompiles and relaunches, `exit` (or Ctrl-D) returns to the lesson.
enum AppMode {
  static let commands: [ShellCommand] = [
    ShellCommand(
      name: "run", usage: "run", summary: "build and launch your app, then drive it with steps (app mode)",
      example: "run"
    ) { session, _, _ in start(session) }
  ]

  /// Words app mode understands besides the check language's steps.
  static let words = ["exit", "rebuild", "auto-screen", "help", "quit"]

  /// Builds and launches the exercise's app, on `device` when given (else the lesson's).
  static func start(_ session: ShellSession, on device: DeviceModel? = nil) {
    guard let (lesson, exercise) = ExerciseCommands.requireRunnableExercise(session) else { return }
    guard let (started, files) = launch(lesson, exercise, in: session) else { return }
    var app = started
    if let device { app.device = device }
    let style = session.style
    let printer = StepPrinter(
      style: style, echo: false, screen: { ScreenRenderer(style: style).render($0) }, write: { session.say($0) })
    session.app = AppModeState(app: app, printer: printer, lesson: lesson, exercise: exercise, files: files)
    let launch = CheckStep(
      .launch(AppSources.initialLaunch(for: exercise, learnerFiles: files)), at: .init(line: 0, column: 0))
    guard let state = session.app else { return }
    _ = state.printer.perform(launch, in: &state.app)
    session.say(
      style.dim(
        "App mode: type steps (tap \"Start\", advance 3s, expect …, screen, log); `exit` returns to the lesson."))
  }

  /// Builds the exercise and starts its app process (not yet launched).
  private static func launch(_ lesson: Lesson, _ exercise: Exercise, in session: ShellSession) -> (
    AppSession, [SourceFile]
  )? {
    guard let pipeline = session.pipeline() else { return nil }
    let files: [SourceFile]
    switch AppSources.workspaceFiles(of: exercise, lessonID: lesson.id, workspace: session.workspace) {
    case .success(let found): files = found
    case .failure(let missing):
      session.complain(Messages.workspaceProblem(missing, lesson: lesson.id, exercise: exercise.id))
      return nil
    }
    session.say(session.style.dim("Building \(lesson.id)/\(exercise.id)…"))
    switch pipeline.startApp(exercise, of: lesson, files: files) {
    case .success(let app): return (app, files)
    case .failure(.build(let failure)):
      session.say(session.style.fail + " " + Messages.buildFailed(failure))
    case .failure(let failure):
      session.complain(Messages.appStart(failure))
    }
    return nil
  }

  /// One line in app mode.
  static func handle(_ line: String, in session: ShellSession) {
    guard let state = session.app else { return }
    let words = line.split(separator: " ").map(String.init)
    switch words.first {
    case "exit":
      leave(session)
    case "quit":
      leave(session)
      session.wantsToQuit = true
    case "help":
      ShellCommand.help.perform(session, [], "")
      session.say("Steps: " + StepNames.written.joined(separator: ", "))
    case "auto-screen":
      let on = words.dropFirst().first != "off"
      state.printer.drawsScreen = on
      session.say("The screen is \(on ? "" : "no longer ")drawn after each step\(on ? "" : "; `screen` draws it").")
    case "rebuild":
      rebuild(session)
    default:
      perform(line, in: session)
    }
  }

  private static func perform(_ line: String, in session: ShellSession) {
    guard let state = session.app else { return }
    do {
      guard let step = try CheckParser.parseLine(line) else { return }
      if case .device(let model) = step.action {
        restart(session, on: model)
        return
      }
      let succeeded = state.printer.perform(step, in: &state.app)
      if !succeeded, state.app.hasEnded {
        session.say(session.style.dim("`relaunch` starts it again, `rebuild` after you fix your code, `exit` leaves."))
      }
    } catch {
      let pointer = String(repeating: " ", count: 5 + max(error.location.column - 1, 0)) + "^"
      session.say(session.style.dim(pointer))
      session.complain(error.description)
    }
  }

  /// `device MODEL` in app mode: the app is already running, and a device cannot change under a
  /// running app, so it starts again on that device from a fresh sandbox, as running it on
  /// another simulator would.
  private static func restart(_ session: ShellSession, on device: DeviceModel) {
    guard let state = session.app else { return }
    session.say(
      session.style.dim(
        "A device cannot change under a running app: starting it again on an \(device.rawValue), "
          + "from a fresh sandbox."))
    state.app.close()
    session.app = nil
    start(session, on: device)
  }

  private static func rebuild(_ session: ShellSession) {
    guard let state = session.app else { return }
    state.app.close()
    session.app = nil
    start(session, on: state.app.device)
  }

  static func leave(_ session: ShellSession) {
    session.app?.app.close()
    session.app = nil
    session.say(session.style.dim("Back to the lesson."))
  }
}
