import Foundation
import LessonKit
import Presentation
import Runner

/// `tutor check LESSON[/EXERCISE] [--lessons DIR] [--workspace DIR]`: builds the workspace's files
/// for those exercises and runs their visible checks; ✓/✗ per check; exit 0 when all pass, 1
/// when some fail, 2 when the checks could not run (a lesson with lint errors is not run at all).
enum CheckCommand: TutorSubcommand {
  static let spec = CommandSpec(
    name: "check", summary: "build your files and run the visible checks",
    positionals: [
      PositionalSpec(name: "LESSON[/EXERCISE]", help: "a lesson (all its exercises) or one of its exercises")
    ],
    options: [.workspace, .lessons],
    details: "Prints ✓ or ✗ for each check. Exit 0 when every check passed, 1 when some failed, 2 when the checks "
      + "could not run (a lesson with lint errors is not run at all).",
    examples: ["tutor check launch/first-screen", "tutor check launch --workspace ~/ios-course"])

  static func run(_ arguments: ParsedArguments, context: CommandContext) -> CommandOutcome {
    let (environment, style, live) = (context.environment, context.style, context.live)
    let (lessonsFolder, workspace) = CommandLocations.resolve(arguments, environment: environment)
    let target = arguments.positionals[0]
    let selection: ExerciseSelection
    switch ExerciseSelection.resolve(target, lessonsFolder: lessonsFolder) {
    case .success(let found): selection = found
    case .failure(let error): return error.outcome
    }
    if let broken = selection.broken { return CommandOutcome(standardError: broken.message, exitCode: 2) }
    let pipeline: ExercisePipeline
    switch RuntimeSetup.pipeline(for: "tutor check", environment: environment) {
    case .success(let found): pipeline = found
    case .failure(let missing): return CommandOutcome(standardError: missing.message, exitCode: 2)
    }
    var report = ""
    // Each check's verdict is shown when it is known (on the terminal), or gathered.
    let emit: (String) -> Void = { text in if let live { live(text) } else { report += text } }
    var failed = false
    var couldNotRun = false
    let lesson = selection.lesson
    let presenter = CheckPresenter(style: style, lesson: lesson, screen: { ScreenRenderer(style: style).render($0) })
    for exercise in selection.exercises {
      emit("\(lesson.id)/\(exercise.id)\n")
      let files: [SourceFile]
      switch AppSources.workspaceFiles(of: exercise, lessonID: lesson.id, workspace: workspace) {
      case .success(let found): files = found
      case .failure(let missing):
        emit("  \(Messages.workspaceProblem(missing, lesson: lesson.id, exercise: exercise.id))\n")
        couldNotRun = true
        continue
      }
      let run = pipeline.run(exercise, of: lesson, files: files, checks: .visible, each: { emit(presenter.result($0)) })
      emit(presenter.ending(of: run))
      if !run.allPassed { failed = true }
      // Not the learner's code: the lesson's files, the toolchain or the cache.
      if let failure = run.buildFailure, !failure.isLearnersFault { couldNotRun = true }
    }
    return CommandOutcome(standardOutput: report, exitCode: couldNotRun ? 2 : failed ? 1 : 0)
  }

}
