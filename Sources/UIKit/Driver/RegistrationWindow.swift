import Foundation

/// The one moment an app process accepts what the code Tutor generates registers — resources,
/// host controllers, Core Data classes, the lesson's Swift checks: while the app host runs the
/// generated registration function as it starts, on the main thread, once.
///
/// The learner's code is compiled into the same module as that code, so it could otherwise call
/// the `_tutorRegister…` entry points itself, at any time, to replace a lesson's check. A call at
/// any other moment (or from another thread) is ignored, and remembered by name so a Swift check
/// can report the attempt.
package final class RegistrationWindow: Sendable {
  private enum Phase { case notYet, open, closed }

  /// The app's window, which the app host opens as it starts.
  package static let app = RegistrationWindow()

  private let phase = Locked(Phase.notYet)
  private let refusedCalls = Locked<[String]>([])
  /// Whether the caller is on the thread registrations come from: the process's main thread.
  private let isRegistrationThread: @Sendable () -> Bool

  package init(isRegistrationThread: @escaping @Sendable () -> Bool = { Thread.isMainThread }) {
    self.isRegistrationThread = isRegistrationThread
  }

  /// Runs `register` (the generated registration function) as the only time registrations are
  /// accepted; later calls do nothing, so the window never opens twice.
  package func run(_ register: () -> Void) {
    let opened = phase.change { phase in
      guard phase == .notYet, isRegistrationThread() else { return false }
      phase = .open
      return true
    }
    guard opened else { return }
    register()
    phase.change { $0 = .closed }
  }

  /// Whether a registration through `entryPoint` made now is accepted; a refused one is noted.
  package func admits(_ entryPoint: String) -> Bool {
    if isRegistrationThread(), phase.read({ $0 == .open }) { return true }
    refuse(entryPoint)
    return false
  }

  /// Notes a registration through `entryPoint` that was ignored (outside the window, or one that
  /// would have replaced what the generated code registered).
  package func refuse(_ entryPoint: String) {
    refusedCalls.change { $0.append(entryPoint) }
  }

  /// The entry points called outside the window, in order.
  package var refused: [String] { refusedCalls.read { $0 } }
}
