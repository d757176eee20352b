// Prints what confinement costs an app start: an app built by `tutor check` is started as the
// runner starts it (driver protocol on descriptors 100/101, token first), launched and told to
// quit — unconfined, and confined as a check confines it (namespaces, as root a user of its own,
// Landlock and seccomp before exec, the app host's second filter). Alternated, median of RUNS.
// Usage: ConfinementBenchmark APP [RUNS]
import DriverProtocol
import Foundation
import Runner

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
  print("usage: ConfinementBenchmark APP [RUNS]")
  exit(2)
}
let app = arguments[1]
let runs = arguments.count > 2 ? Int(arguments[2]) ?? 21 : 21

/// One start, launch and quit; nil when the app did not answer.
func startOnce(confined: Bool) -> Duration? {
  let container = AppContainer()
  let started = ContinuousClock.now
  do {
    let connection =
      confined
      ? try container.start(app)
      : try AppConnection(
        executable: app, environment: container.environment(for: app), workingDirectory: container.folder.path)
    _ = try connection.send(DriverRequest(.launch()))
    _ = try connection.send(DriverRequest(.quit))
    _ = connection.waitForExit()
  } catch {
    print("the app did not answer: \(error)")
    return nil
  }
  return ContinuousClock.now - started
}

func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

_ = startOnce(confined: true)  // warm the page cache
var plain: [Double] = []
var confined: [Double] = []
for _ in 0..<runs {
  if let time = startOnce(confined: false) { plain.append(milliseconds(time)) }
  if let time = startOnce(confined: true) { confined.append(milliseconds(time)) }
}
guard !plain.isEmpty, !confined.isEmpty else { exit(1) }
let plainMedian = plain.sorted()[plain.count / 2]
let confinedMedian = confined.sorted()[confined.count / 2]
print(
  String(
    format: "app start, launch and quit: %.1f ms unconfined, %.1f ms confined (median of %d); "
      + "confinement costs %.1f ms per start, %.2fx (goal: under 10 ms)",
    plainMedian, confinedMedian, runs, confinedMedian - plainMedian, confinedMedian / plainMedian))
