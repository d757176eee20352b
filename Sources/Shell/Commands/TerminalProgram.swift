import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Starts a program that shares the shell's terminal: same process group, same standard
/// streams (an editor the learner works in).
enum TerminalProgram {
  /// Spawns `arguments[0]` with `arguments`; answers 0 or the error number.
  static func spawn(_ arguments: [String], environment: [String], pid: inout pid_t) -> Int32 {
    var argv = arguments.map { strdup($0) } + [nil]
    var envp = environment.map { strdup($0) } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    return posix_spawn(&pid, arguments[0], nil, nil, &argv, &envp)
  }
}
