import CheckLanguage
import Foundation
import Presentation
import ProjectFiles
import Runner

/// `tutor run PATH` for an Xcode project: reads its `project.pbxproj`, lists the targets it
/// cannot run (tests, watch apps, extensions) as skipped, builds the app target's sources and
/// resources as an app, launches it through its own app delegate and drives it as `tutor run`
/// drives an exercise's app. A project file that does not read is an error at its line naming
/// the file; the compiler's messages keep the project's file names.
enum ProjectRun {
  /// Whether the argument names an Xcode project rather than a lesson's exercise: an
  /// `.xcodeproj`, or a folder that holds one.
  static func namesProject(_ argument: String) -> Bool { XcodeProject.isProjectFolder(argument) }

  static func run(path: String, target: String?, script scriptPath: String?, context: CommandContext)
    -> CommandOutcome
  {
    let style = context.style
    let project: ProjectApp
    do {
      project = try ProjectApp.load(path: path, target: target)
    } catch {
      return CommandOutcome(standardError: "tutor run: \(error)\n", exitCode: 2)
    }
    let script: StepScript
    switch StepScript.load(path: scriptPath) {
    case .success(let loaded): script = loaded
    case .failure(let error): return error.outcome
    }
    let pipeline: ExercisePipeline
    switch RuntimeSetup.pipeline(for: "tutor run", environment: context.environment) {
    case .success(let found): pipeline = found
    case .failure(let missing): return CommandOutcome(standardError: missing.message, exitCode: 2)
    }
    FileHandle.standardOutput.write(Data(summary(of: project, style: style).utf8))
    var session: AppSession
    switch pipeline.startApp(project) {
    case .success(let started): session = started
    case .failure(.build(let failure)) where failure.isLearnersFault:
      return CommandOutcome(standardOutput: "\(style.fail) \(Messages.buildFailed(failure))", exitCode: 2)
    case .failure(let failure):
      return CommandOutcome(standardError: "tutor run: " + Messages.appStart(failure), exitCode: 2)
    }
    return RunCommand.drive(&session, script: script, launch: .app, style: style)
  }

  /// What is built and what is left out, before the build starts.
  static func summary(of app: ProjectApp, style: TerminalStyle) -> String {
    let projectName = (app.project.path as NSString).lastPathComponent
    var lines = [
      style.dim(
        "\(projectName): building the app target \(app.target.name) "
          + "(\(app.target.sources.count) Swift files, \(app.target.resources.count) resources)")
    ]
    for skipped in app.project.skippedTargets {
      lines.append(style.dim("skipped \(skipped.name): \(skipped.reason)"))
    }
    for other in app.project.appTargets where other.name != app.target.name {
      lines.append(style.dim("skipped \(other.name): another app target (choose it with --target \(other.name))"))
    }
    for note in app.target.notes { lines.append(style.dim("left out: \(note)")) }
    return lines.joined(separator: "\n") + "\n"
  }
}
