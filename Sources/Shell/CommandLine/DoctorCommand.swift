import Foundation
import Presentation
import Runner

/// `tutor doctor`: what this machine offers to build and confine learner apps — the toolchain,
/// the runtime, the cache, and each layer of the sandbox, with what to do about a missing one.
enum DoctorCommand: TutorSubcommand {
  static let spec = CommandSpec(
    name: "doctor",
    summary: "what this machine offers: toolchain, runtime, and each layer of the apps' sandbox",
    details: "Exit 0 when the runtime is there to build learners' apps, 2 when it is not. "
      + "See docs/classroom.md, \"The sandbox\", for what each CI set-up gets.",
    examples: ["tutor doctor"])

  static func run(_ arguments: ParsedArguments, context: CommandContext) -> CommandOutcome {
    let (environment, style) = (context.environment, context.style)
    var report = ""
    var ready = true
    switch RuntimeSetup.pipeline(for: "tutor doctor", environment: environment).map(\.builder) {
    case .failure(let missing):
      report += "\(style.fail) runtime: \(missing.message)"
      ready = false
    case .success(let builder):
      report += "\(style.pass) runtime: \(builder.runtime.libraries)\n"
      report += "\(style.pass) build cache: \(builder.cacheFolder.path)\n"
      let support = SandboxSupport.probe()
      report += "Sandbox of app processes on this machine:\n"
      let mustReach = [builder.runtime.libraries + "/libAppHost.so", builder.cacheFolder.path]
      for layer in support.layers(unreachableForAppUsers: Confinement.unreachable(mustReach)) {
        report += "  \(layer.active ? style.pass : style.fail) \(layer.text)\n"
      }
      report += "See docs/classroom.md, \"The sandbox\", for what each CI set-up gets.\n"
    }
    return CommandOutcome(standardOutput: report, exitCode: ready ? 0 : 2)
  }
}
