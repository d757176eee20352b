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

/// A data source of a million rows, counting the cells it makes.
@MainActor
final class MillionRows: NSObject, UITableViewDataSource {
  var cellsMade = 0

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1_000_000 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "row")
      ?? {
        cellsMade += 1
        return UITableViewCell(style: .default, reuseIdentifier: "row")
      }()
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
}

/// A launched screen holding a full-screen table of a million rows.
@MainActor
func millionRowTable() -> (table: UITableView, source: MillionRows) {
  AppDriver.reset()
  let source = MillionRows()
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
  table.dataSource = source
  let root = UIViewController()
  root.view.addSubview(table)
  AppDriver.launch(root: root)
  return (table, source)
}

/// reloadData, then scrolls a million-row table from top to bottom a screen at a time.
@MainActor
func scrollMillionRows() -> (milliseconds: Double, cellsMade: Int, requested: Int, peakKiB: Int) {
  let (table, source) = millionRowTable()
  let start = ContinuousClock.now
  table.reloadData()
  table.layoutIfNeeded()
  var offset: CGFloat = 0
  while offset < table.contentSize.height - table.bounds.height {
    offset = min(offset + table.bounds.height, table.contentSize.height - table.bounds.height)
    table.contentOffset = CGPoint(x: 0, y: offset)
    table.layoutIfNeeded()
  }
  let elapsed = (ContinuousClock.now - start) / .milliseconds(1)
  return (elapsed, source.cellsMade, table.cellsRequested, peakResidentKiB())
}

/// reloadData, then `scroll table to row 999999` as the check language does it: one jump.
@MainActor
func jumpToLastOfMillionRows() -> (milliseconds: Double, cellsMade: Int) {
  let (table, source) = millionRowTable()
  let start = ContinuousClock.now
  table.reloadData()
  table.layoutIfNeeded()
  table.scrollToRow(at: IndexPath(row: 999_999, section: 0), at: .none, animated: false)
  return ((ContinuousClock.now - start) / .milliseconds(1), source.cellsMade)
}

/// One virtual hour with 100 repeating timers at intervals from 0.1 s to 10 s.
@MainActor
func advanceOneHourWithHundredTimers() -> Int {
  AppDriver.reset()
  let count = FireCount()
  for index in 0..<100 {
    let interval = 0.1 + Double(index % 10) + Double(index) / 100
    Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { _ in count.fires += 1 }
  }
  AppDriver.advance(seconds: 3600)
  return count.fires
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
  case "table":
    // Three sweeps (each with its own table); this machine's timings vary by a third run to run.
    let results = (0..<3).map { _ in scrollMillionRows() }
    let times = results.map(\.milliseconds).sorted()
    let result = results[0]
    print(
      String(
        format: "1,000,000-row table, reloadData + scroll to the bottom: median %.0f ms, best %.0f ms of 3, "
          + "%d cells made, %d asked for, peak RSS %.1f MiB (goal: cells bounded by the screen, under 1 s)",
        times[1], times[0], result.cellsMade, result.requested, Double(result.peakKiB) / 1024))
  case "jump":
    let jump = jumpToLastOfMillionRows()
    print(
      String(
        format: "1,000,000-row table, reloadData + scroll to row 999999: %.0f ms, %d cells made", jump.milliseconds,
        jump.cellsMade))
  case "timers":
    var fires = 0
    let hour = measure(runs: 3) { fires = advanceOneHourWithHundredTimers() }
    print(
      String(
        format: "advance 1 h, 100 timers (0.1–10 s): median %.0f ms, best %.0f ms, %d fires",
        hour.median, hour.best, fires))
  case "selfsizing":
    _ = scrollSelfSizingTable()  // warm up
    let results = (0..<3).map { _ in scrollSelfSizingTable() }
    let times = results.map(\.milliseconds).sorted()
    print(
      String(
        format: "1,000-row self-sizing table, launch + scroll end to end: median %.0f ms, best %.0f ms of 3, "
          + "%d cells asked for, content %.0f pt (goal: under 1 s)",
        times[1], times[0], results[0].requested, Double(results[0].contentHeight)))
  case "collection":
    let results = (0..<3).map { _ in scrollHundredThousandItemList() }
    let times = results.map(\.milliseconds).sorted()
    print(
      String(
        format: "100,000-item compositional list, apply + scroll end to end: median %.0f ms, best %.0f ms of 3, "
          + "%d cells made, %d asked for, content %.0f pt, peak RSS %.1f MiB "
          + "(goal: under 1.5 s, under 64 MiB, fewer than 50 cells)",
        times[1], times[0], results[0].cellsMade, results[0].requested, Double(results[0].contentHeight),
        Double(peakResidentKiB()) / 1024))
  case "moves":
    _ = applyThousandMoves()  // warm up
    let results = (0..<3).map { _ in applyThousandMoves() }
    let times = results.map(\.milliseconds).sorted()
    print(
      String(
        format: "apply a snapshot moving 1,000 of 10,000 items: median %.1f ms, best %.1f ms of 3 (goal: under 20 ms)",
        times[1], times[0]))
  case "network":
    _ = thousandSequentialRequests()  // warm up
    var completed = 0
    let requests = measure(runs: 5) { completed = thousandSequentialRequests() }
    print(
      String(
        format: "1,000 sequential requests, 100 ms virtual latency: median %.0f ms, best %.0f ms, %d answered "
          + "(goal: under 200 ms)", requests.median, requests.best, completed))
  case "tasks":
    // The executors an app process runs Swift concurrency on (this process is the benchmark's own).
    VirtualExecutors.install()
    let chain = awaitTenThousandTasks()
    print(
      String(
        format: "10,000 tasks awaiting one another, sleeping on the virtual clock: %.0f ms, sum %d, "
          + "done at %.0f ms virtual (goal: under 200 ms)",
        chain.milliseconds, chain.sum, chain.virtualMilliseconds))
  default:
    print("usage: RuntimeBenchmark launch|timer|tree|table|jump|timers|selfsizing|collection|moves|network|tasks")
    exit(2)
  }
}

// Each figure runs in its own process (see runtime.sh), so memory figures start clean.
MainActor.assumeIsolated { run(CommandLine.arguments.dropFirst().first ?? "") }
