// 10,000 Swift tasks awaiting one another on the virtual clock, run by the runtime's own
// executors (VirtualExecutors), as in an app process.
import UIKit

/// What the chain computed, set by its last task.
final class ChainResult: @unchecked Sendable {
  var sum = 0
}

/// Starts 10,000 detached tasks, each sleeping 0–9 ms of virtual time and then awaiting the one
/// before it, and runs them to the end: the main thread's turns, then the clock moved by 10 ms.
/// Answers the real time it took, the sum the chain computed and the jobs' virtual end time.
@MainActor
func awaitTenThousandTasks() -> (milliseconds: Double, sum: Int, virtualMilliseconds: Double) {
  AppDriver.reset()
  let result = ChainResult()
  let timing = measure(runs: 1) {
    Task {
      var previous: Task<Int, Never>?
      for number in 1...10_000 {
        let before = previous
        previous = Task.detached {
          try? await Task.sleep(for: .milliseconds(number % 10))
          return (await before?.value ?? 0) + number
        }
      }
      result.sum = await previous?.value ?? 0
    }
    AppDriver.settle()
    MainThread.current.advance(byNanoseconds: 10_000_000)
  }
  return (timing.median, result.sum, Double(MainThread.current.now) / 1_000_000)
}
