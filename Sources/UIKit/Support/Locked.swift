import Foundation

/// A value shared across the process behind a lock (Core Data's registries, the app's resources,
/// the open defaults domains): app code may reach them from a background queue, and the
/// runtime's own tests run in parallel.
package final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  package init(_ value: Value) { self.value = value }

  package func read<Result>(_ body: (Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(value)
  }

  package func change<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}
