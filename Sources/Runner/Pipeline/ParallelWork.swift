import Foundation

/// Runs numbered jobs on a few threads of their own and hands each result to the caller, on the
/// caller's thread, in job order (a result waits for those before it) or as each finishes. The
/// caller may stop it between jobs: jobs already started finish, no new one starts.
package enum ParallelWork {
  /// The order results are handed over in.
  package enum Delivery: Sendable {
    /// Job 0, then job 1…: a report reads top to bottom while later jobs still run.
    case inOrder
    /// As each job finishes (a progress bar).
    case asFinished
  }

  /// Runs jobs `0..<count` on at most `workers` threads (8 MiB stacks: app snapshots are deep
  /// JSON); `deliver` gets each index and result. `shouldStop` is asked on the caller's thread
  /// while it waits. Answers whether every job ran.
  @discardableResult
  package static func run<Output: Sendable>(
    count: Int, workers: Int, delivery: Delivery = .inOrder,
    job: @escaping @Sendable (Int) -> Output, shouldStop: () -> Bool = { false },
    deliver: (Int, Output) -> Void
  ) -> Bool {
    guard count > 0 else { return true }
    let board = Board<Output>(count: count)
    for _ in 0..<max(1, min(workers, count)) {
      let thread = Thread {
        while let index = board.claim() { board.finish(index, with: job(index)) }
      }
      thread.stackSize = 8 << 20
      thread.start()
    }
    var delivered = 0
    var stopped = false
    while delivered < board.started(ifStopped: stopped) {
      let ready = board.take(delivery, after: delivered, waitingAtMost: .milliseconds(100))
      for (index, output) in ready {
        deliver(index, output)
        delivered += 1
      }
      if !stopped, shouldStop() {
        stopped = true
        board.stop()
      }
    }
    return !stopped || delivered == count
  }
}

/// The jobs' shared state: the next job to claim, the results not yet handed over.
private final class Board<Output: Sendable>: @unchecked Sendable {
  private let condition = NSCondition()
  private let count: Int
  private var next = 0
  private var stopped = false
  private var results: [Int: Output] = [:]

  init(count: Int) {
    self.count = count
  }

  /// The next job to run, or nil when there is none (all claimed, or stopped).
  func claim() -> Int? {
    condition.withLock {
      guard !stopped, next < count else { return nil }
      defer { next += 1 }
      return next
    }
  }

  func finish(_ index: Int, with output: Output) {
    condition.withLock {
      results[index] = output
      condition.broadcast()
    }
  }

  func stop() {
    condition.withLock { stopped = true }
  }

  /// How many jobs will deliver: all of them, or once stopped those already claimed.
  func started(ifStopped stopped: Bool) -> Int {
    condition.withLock { stopped ? next : count }
  }

  /// The results that can be handed over now (in order: those that follow `delivered` without a
  /// gap), waiting up to `limit` for one.
  func take(_ delivery: ParallelWork.Delivery, after delivered: Int, waitingAtMost limit: Duration)
    -> [(Int, Output)]
  {
    condition.withLock {
      func ready() -> [(Int, Output)] {
        switch delivery {
        case .asFinished:
          return results.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        case .inOrder:
          var found: [(Int, Output)] = []
          var index = delivered
          while let output = results[index] {
            found.append((index, output))
            index += 1
          }
          return found
        }
      }
      var found = ready()
      if found.isEmpty {
        let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18
        _ = condition.wait(until: Date(timeIntervalSinceNow: seconds))
        found = ready()
      }
      for (index, _) in found { results[index] = nil }
      return found
    }
  }
}
