// Figures for the runtime's hot paths (design: "fast where people wait"). Run it through
// Benchmarks/runtime.sh, which builds it in release mode. (UIKit brings Foundation; importing
// Foundation as well would make `Timer` ambiguous, as it does for learners.)
import UIKit

#if canImport(Glibc)
  import Glibc
#endif

@MainActor
final class LevelController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let label = UILabel(frame: CGRect(x: 20, y: 100, width: 335, height: 44))
    label.text = "Level \(title ?? "")"
    view.addSubview(label)
    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
  }
}

/// Median and best of `runs` timings of `body`, in milliseconds.
@MainActor
func measure(runs: Int, _ body: () -> Void) -> (median: Double, best: Double) {
  var samples: [Double] = []
  for _ in 0..<runs {
    let start = ContinuousClock.now
    body()
    let elapsed = ContinuousClock.now - start
    samples.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
  }
  samples.sort()
  return (samples[samples.count / 2], samples[0])
}

/// Peak resident set size of this process so far, in KiB.
func peakResidentKiB() -> Int {
  var usage = rusage()
  getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
  return usage.ru_maxrss
}

@MainActor
func launchThreeLevelStack() {
  AppDriver.reset()
  let root = LevelController()
  root.title = "1"
  let navigation = UINavigationController(rootViewController: root)
  for level in 2...3 {
    let controller = LevelController()
    controller.title = "\(level)"
    navigation.pushViewController(controller, animated: false)
  }
  AppDriver.launch(root: navigation)
  AppDriver.settle()
}

/// A counter the timer's `@Sendable` block can update.
final class FireCount: @unchecked Sendable {
  var fires = 0
}

@MainActor
func advanceOneHourAtTenHertz() -> Int {
  AppDriver.reset()
  let count = FireCount()
  Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in count.fires += 1 }
  AppDriver.advance(seconds: 3600)
  return count.fires
}

/// Builds 10,000 views (plain views and labels, 100 per container) in a visible window.
@MainActor
func buildTenThousandViews() -> (window: UIWindow, peakBefore: Int, peakAfter: Int) {
  AppDriver.reset()
  let before = peakResidentKiB()
  let window = UIWindow()
  let root = UIViewController()
  window.rootViewController = root
  window.makeKeyAndVisible()
  var container: UIView = root.view
  for index in 0..<10_000 {
    let view: UIView = index % 2 == 0 ? UIView(frame: CGRect(x: 0, y: index % 600, width: 10, height: 10)) : UILabel()
    if index % 100 == 0 {
      root.view.addSubview(view)
      container = view
    } else {
      container.addSubview(view)
    }
  }
  AppDriver.settle()
  return (window, before, peakResidentKiB())
}

@MainActor
func run(_ figure: String) {
  switch figure {
  case "launch":
    launchThreeLevelStack()  // warm up
    let launch = measure(runs: 200) { launchThreeLevelStack() }
    print(
      String(
        format: "launch, 3-level navigation stack: median %.3f ms, best %.3f ms (goal: under 5 ms)", launch.median,
        launch.best))
  case "timer":
    var fires = 0
    let hour = measure(runs: 5) { fires = advanceOneHourAtTenHertz() }
    print(
      String(
        format: "advance 1 h, 10 Hz timer:         median %.1f ms, best %.1f ms, %d fires (goal: under 100 ms)",
        hour.median, hour.best, fires))
  case "tree":
    let tree = buildTenThousandViews()
    print(
      String(
        format: "view tree of 10,000 views:        peak RSS %.1f MiB, %.1f MiB above the %.1f MiB before building it",
        Double(tree.peakAfter) / 1024, Double(tree.peakAfter - tree.peakBefore) / 1024,
        Double(tree.peakBefore) / 1024))
    withExtendedLifetime(tree.window) {}
  default:
    print("usage: RuntimeBenchmark launch|timer|tree")
    exit(2)
  }
}

// Each figure runs in its own process (see runtime.sh), so memory figures start clean.
MainActor.assumeIsolated { run(CommandLine.arguments.dropFirst().first ?? "") }
