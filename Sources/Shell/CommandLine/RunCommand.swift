import CheckLanguage
import Foundation
import LessonKit
import Presentation
import Runner

/// `tutor run LESSON/EXERCISE [--script FILE]`: builds the learner's app, launches it as the
/// exercise does, and performs steps of the check language — from FILE, from piped standard
/// input, or typed at an `app>` prompt — printing the screen after each step that acts and the
/// verdict of each `expect`. Exit 0 when every step succeeded, 1 when one failed, 2 when the app
/// could not be built or run (or its lesson has lint errors).
///
/// `tutor run PATH`, where PATH is an Xcode project (a folder holding an `.xcodeproj`, or the
/// `.xcodeproj` itself), builds the project's app target instead (ProjectRun).
enum RunCommand: TutorSubcommand {
  static let spec = CommandSpec(
    name: "run",
    summary: "launch your app and drive it with check steps from FILE, from a pipe, or at an app> prompt",
    positionals: [
      PositionalSpec(
        name: "LESSON/EXERCISE|PROJECT",
        help: "the exercise whose app to build and launch, or an Xcode project folder (or its .xcodeproj)")
    ],
    options: [
      OptionSpec(
        name: "--script", value: .one(placeholder: "FILE", example: "steps.txt"),
        help: "the check steps to perform (default: standard input, or an app> prompt on a terminal)"),
      OptionSpec(
        name: "--target", value: .one(placeholder: "NAME", example: "Groceries"),
        help: "the app target to run, when an Xcode project has several"),
      .workspace, .lessons,
    ],
    details: "Prints the screen after each step that acts and the verdict of each expect. Exit 0 when every step "
      + "succeeded, 1 when one failed, 2 when the app could not be built or run.",
    examples: [
      "tutor run launch/first-screen --script steps.txt", "echo 'tap \"Start\"' | tutor run timers/egg-timer",
      "tutor run ~/Projects/Groceries --script steps.txt",
    ])

  static func run(_ arguments: ParsedArguments, context: CommandContext) -> CommandOutcome {
    let style = context.style
    let environment = context.environment
    let (lessonsFolder, workspace) = CommandLocations.resolve(arguments, environment: environment)
    let scriptPath = arguments.value("--script")
    let target = arguments.positionals[0]
    if ProjectRun.namesProject(target) {
      return ProjectRun.run(path: target, target: arguments.value("--target"), script: scriptPath, context: context)
    }
    let selection: ExerciseSelection
    switch ExerciseSelection.resolve(target, lessonsFolder: lessonsFolder) {
    case .success(let found): selection = found
    case .failure(let error): return error.outcome
    }
    guard selection.exercises.count == 1, let exercise = selection.exercises.first else {
      let names = selection.exercises.map { "\(selection.lesson.id)/\($0.id)" }.joined(separator: ", ")
      return CommandOutcome(
        usage: .invalidArgument(
          target, command: spec.name, reason: "names several exercises; run takes one of \(names)"))
    }
    if let broken = selection.broken { return CommandOutcome(standardError: broken.message, exitCode: 2) }
    let script: StepScript
    switch StepScript.load(path: scriptPath) {
    case .success(let loaded): script = loaded
    case .failure(let error): return error.outcome
    }
    let files: [SourceFile]
    switch AppSources.workspaceFiles(of: exercise, lessonID: selection.lesson.id, workspace: workspace) {
    case .success(let found): files = found
    case .failure(let missing):
      return CommandOutcome(
        standardError:
          "tutor: \(Messages.workspaceProblem(missing, lesson: selection.lesson.id, exercise: exercise.id))\n",
        exitCode: 2)
    }
    let pipeline: ExercisePipeline
    switch RuntimeSetup.pipeline(for: "tutor run", environment: environment) {
    case .success(let found): pipeline = found
    case .failure(let missing): return CommandOutcome(standardError: missing.message, exitCode: 2)
    }
    var session: AppSession
    switch pipeline.startApp(exercise, of: selection.lesson, files: files) {
    case .success(let started): session = started
    case .failure(.build(let failure)) where failure.isLearnersFault:
      // The app could not be built (exit 2, as documented above; it was 1 before the pipeline),
      // and the compiler's messages are what the learner reads next: on standard output.
      return CommandOutcome(standardOutput: "\(style.fail) \(Messages.buildFailed(failure))", exitCode: 2)
    case .failure(let failure):
      return CommandOutcome(standardError: "tutor: " + Messages.appStart(failure), exitCode: 2)
    }
    return drive(
      &session, script: script, launch: AppSources.initialLaunch(for: exercise, learnerFiles: files), style: style)
  }

  /// Performs the script's steps on the app, after `launch` unless the script starts with its own
  /// (`device` steps may come first); exit 0 when every step succeeded, 1 when one failed.
  static func drive(
    _ session: inout AppSession, script: StepScript, launch target: CheckStep.LaunchTarget, style: TerminalStyle
  ) -> CommandOutcome {
    var printer = StepPrinter(
      style: style, echo: script.echoesSteps, screen: { ScreenRenderer(style: style).render($0) })
    var failed = false
    for step in script.takeLeadingDeviceSteps() where !printer.perform(step, in: &session) { failed = true }
    if !script.startsWithLaunch {
      let launch = CheckStep(.launch(target), at: .init(line: 0, column: 0))
      if !printer.perform(launch, in: &session) { failed = true }
    }
    while let step = script.next(prompt: "app> ") {
      if !printer.perform(step, in: &session) { failed = true }
    }
    session.close()
    return CommandOutcome(exitCode: failed ? 1 : 0)
  }
}
