/// Carries a value into main-actor code that the compiler cannot prove stays on the main thread.
///
/// The runtime is single-threaded by contract (everything runs on the process's main thread, as
/// UIKit code does), so values captured by run-loop work never cross threads.
package struct MainThreadBox<Value>: @unchecked Sendable {
  package let value: Value
  package init(_ value: Value) { self.value = value }
}
