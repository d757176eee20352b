/// Which queue the code running now belongs to: the main queue, or simulated background work.
///
/// On iOS, blocks of global and private `DispatchQueue`s, Swift tasks on the global concurrent
/// executor (`Task.detached`, nonisolated async functions) and URLSession's delegate-queue
/// callbacks run on background threads. The runtime runs all of them on the one real main thread,
/// in a deterministic order, and marks them: `isRunningBackgroundWork` is true while one runs.
/// Waits (`DispatchGroup.wait()`, `DispatchSemaphore.wait()`) run background work and only it;
/// `DispatchQueue.main.sync` from background work runs its block as main-queue work; the Main
/// Thread Checker (`MainThreadChecker`) reports UIKit calls made from background work.
extension MainThread {
  /// Whether the work running now stands for a background thread (a global or private queue's
  /// block, a global-executor job, a delegate-queue callback): the one flag every part of the
  /// runtime that cares about threads reads.
  package var isRunningBackgroundWork: Bool { backgroundDepth > 0 }

  /// Runs `work` as background work: a block of a simulated background queue, a job of the
  /// global concurrent executor.
  package func runAsBackgroundWork<T>(_ work: () throws -> T) rethrows -> T {
    backgroundDepth += 1
    backgroundWorkNumber += 1
    defer { backgroundDepth -= 1 }
    return try work()
  }

  /// Runs `work` as main-queue work even from inside background work (`DispatchQueue.main.sync`
  /// from a background block: the background thread waits while the main thread runs the block).
  package func runAsMainWork<T>(_ work: () throws -> T) rethrows -> T {
    let saved = backgroundDepth
    backgroundDepth = 0
    defer { backgroundDepth = saved }
    return try work()
  }
}
