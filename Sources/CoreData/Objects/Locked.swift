import Foundation

/// A value shared by every context and container of the process, behind a lock: app code may
/// use Core Data from a background queue, and the runtime's own tests run in parallel.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  func read<Result>(_ body: (Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(value)
  }

  func change<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}
