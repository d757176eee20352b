import CheckLanguage
import DriverProtocol
import Foundation
import LessonKit

/// The one path from an exercise and a set of files to verdicts, behind `check`, `tutor check`,
/// `run`, `tutor run`, `tutor grade` and `tutor lint --run`: build once (or find the build in the
/// cache), then run the chosen checks, each in a fresh app process and container, several at
/// once. Results are typed — what failed, where, expected and found, and the app's snapshot —
/// and worded by the presentation layer.
package struct ExercisePipeline: Sendable {
  package var builder: AppBuilder
  /// Limits: per step, and for a whole check (docs/architecture.md: 5 s and 20 s).
  package var stepLimit: Duration = .seconds(5)
  package var checkLimit: Duration = .seconds(20)
  /// Which learner of a class the apps belong to (AppContainer.slot).
  package var sandboxSlot = 0
  /// How many checks run at once: one app process each, as many as there are cores.
  package var concurrentChecks = ProcessInfo.processInfo.activeProcessorCount

  package init(builder: AppBuilder) {
    self.builder = builder
  }

  /// Builds `files` as the learner's code of `exercise`.
  package func build(_ exercise: Exercise, of lesson: Lesson, files: [SourceFile]) -> Result<BuiltApp, BuildFailure> {
    Result { () throws(BuildFailure) in
      try builder.build(AppSources(exercise: exercise, lessonFile: lesson.file, learnerFiles: files))
    }
  }

  /// Builds, then runs the `selection` of the exercise's checks; `each` gets every result in the
  /// exercise's order as soon as it and those before it are known. `shouldStop` (Ctrl-C) is
  /// asked between results: checks already running finish, no other starts.
  package func run(
    _ exercise: Exercise, of lesson: Lesson, files: [SourceFile], checks selection: CheckSelection,
    shouldStop: () -> Bool = { false }, each: (CheckResult) -> Void = { _ in }
  ) -> ExerciseRun {
    let chosen = exercise.checks.enumerated().filter { selection.includes($0.element) }
    let build = build(exercise, of: lesson, files: files)
    guard case .success(let app) = build else { return ExerciseRun(build: build, results: [], selected: chosen.count) }
    let runner = checkRunner(for: app, exercise: exercise, lesson: lesson)
    var results: [CheckResult] = []
    let finished = ParallelWork.run(
      count: chosen.count, workers: concurrentChecks,
      job: { index in
        let (number, check) = chosen[index]
        return CheckResult(number: number, check: check, outcome: runner.run(check, number: number))
      }, shouldStop: shouldStop,
      deliver: { _, result in
        results.append(result)
        each(result)
      })
    return ExerciseRun(build: build, results: results, selected: chosen.count, interrupted: !finished)
  }

  /// Builds and starts the exercise's app for `tutor run` and app mode, not yet launched: the
  /// session's plain `launch` starts the exercise's `host:` on the lesson's device.
  package func startApp(_ exercise: Exercise, of lesson: Lesson, files: [SourceFile]) -> Result<
    AppSession, AppStartFailure
  > {
    switch build(exercise, of: lesson, files: files) {
    case .failure(let failure): return .failure(.build(failure))
    case .success(let app):
      do {
        var session = try AppSession(executable: app.executable, container: AppContainer(slot: sandboxSlot))
        session.use(exercise, device: lesson.device)
        if case .failed(_, let found) = session.useFixtures(lesson.fixtures(for: exercise)) {
          session.stop()
          return .failure(.start(.cannotStart(executable: app.executable, reason: found)))
        }
        return .success(session)
      } catch {
        return .failure(.start(error))
      }
    }
  }

  /// Builds and starts the app of an Xcode project's target (`tutor run PATH`), not yet launched:
  /// a plain `launch` starts it through its own `@main` app delegate.
  package func startApp(_ project: ProjectApp, device: DeviceModel? = nil) -> Result<AppSession, AppStartFailure> {
    let app: BuiltApp
    do {
      app = try builder.build(project.sources)
    } catch {
      return .failure(.build(error))
    }
    do {
      var session = try AppSession(executable: app.executable, container: AppContainer(slot: sandboxSlot))
      session.device = device
      return .success(session)
    } catch {
      return .failure(.start(error))
    }
  }

  private func checkRunner(for app: BuiltApp, exercise: Exercise, lesson: Lesson) -> CheckRunner {
    var runner = CheckRunner(executable: app.executable, exercise: exercise, device: lesson.device)
    runner.stepLimit = stepLimit
    runner.checkLimit = checkLimit
    runner.sandboxSlot = sandboxSlot
    runner.fixtures = lesson.fixtures(for: exercise)
    return runner
  }
}

/// Why an app for `tutor run` or app mode is not running.
package enum AppStartFailure: Error, Equatable {
  case build(BuildFailure)
  case start(RunnerError)
}
