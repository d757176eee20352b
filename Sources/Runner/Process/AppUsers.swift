import Foundation

/// The users apps run as when the runner is root (Confinement.firstAppUser and up), handed out so
/// that no two live containers of this runner share one: a learner's app can then reach no other
/// learner's process through its user (limits, priorities, signals), even in a class of more
/// learners than there are users. A container keeps its user until it is removed.
final class AppUsers: @unchecked Sendable {
  static let shared = AppUsers()

  private let lock = NSLock()
  private var taken: Set<UInt32> = []

  /// A free user, the learner's own (`slot`) when free; nil when all are in use.
  func take(preferring slot: Int) -> UInt32? {
    lock.lock()
    defer { lock.unlock() }
    let count = UInt32(Confinement.appUserCount)
    let first = UInt32(slot % Confinement.appUserCount)
    for step in 0..<count {
      let user = Confinement.firstAppUser + (first + step) % count
      if taken.insert(user).inserted { return user }
    }
    return nil
  }

  func give(back user: UInt32) {
    lock.lock()
    taken.remove(user)
    lock.unlock()
  }
}
