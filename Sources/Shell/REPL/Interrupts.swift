import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Ctrl-C in the shell: it cancels the line being typed or the check being run, never the shell.
/// The handler only sets a flag (all a signal handler may safely do); readers and long commands
/// look at it.
package enum Interrupts {
  nonisolated(unsafe) private static var pending: sig_atomic_t = 0

  /// Installs the handler, without SA_RESTART so a blocked read returns.
  package static func install() {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in Interrupts.pending = 1 }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(SIGINT, &action, nil)
  }

  /// Whether Ctrl-C was pressed since the last call (and forgets it).
  package static func take() -> Bool {
    defer { pending = 0 }
    return pending != 0
  }
}
