/// The deadlocks the runtime stops an app for, with the message of the crash.
///
/// On a device these hang the main thread for ever (the watchdog ends the app later); Xcode's
/// debugger shows the stuck thread. The runtime cannot hang, since a step must always get its
/// answer: it ends the app at once with a message naming the deadlock, which the check reports at
/// the learner's line. The messages are written here once.
package enum Deadlock: Sendable {
  /// `DispatchQueue.main.sync` called on the main thread (libdispatch traps this on iOS).
  case mainSyncOnMain
  /// `DispatchGroup.wait()` on the main thread for work that no queued background work finishes.
  case groupWait
  /// `DispatchSemaphore.wait()` on the main thread for a signal no queued background work sends.
  case semaphoreWait

  /// The crash's message. `mainWorkQueued` says whether main-queue blocks or main-actor tasks are
  /// queued behind the wait: the usual cause (the work that would signal needs the main thread).
  package func message(mainWorkQueued: Bool) -> String {
    let cause =
      mainWorkQueued
      ? "the work that would end it is queued on the main queue or the main actor (DispatchQueue.main.async, "
        + "@MainActor, MainActor.run), which cannot run while the main thread waits"
      : "no queued or delayed background work ends it (this runtime does not wait for real threads)"
    switch self {
    case .mainSyncOnMain:
      return "EXC_BREAKPOINT: DispatchQueue.main.sync called on the main thread deadlocks"
    case .groupWait:
      return "Deadlock: DispatchGroup.wait() blocks the main thread for ever: \(cause)"
    case .semaphoreWait:
      return "Deadlock: DispatchSemaphore.wait() blocks the main thread for ever: \(cause)"
    }
  }

  /// Ends the app with the message, saying whether main-thread work is queued behind the wait.
  package func crash() -> Never {
    fatalError(message(mainWorkQueued: MainThread.current.hasQueuedMainWork))
  }
}
