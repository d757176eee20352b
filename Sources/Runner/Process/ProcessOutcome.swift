/// How a child process ended, as the runner reports it: modelled, never guessed.
public enum ProcessOutcome: Equatable, Sendable, CustomStringConvertible {
  /// It exited with this status.
  case exited(Int32)
  /// A signal ended it (11 is SIGSEGV, 4 SIGILL — Swift's fatal errors trap — 9 SIGKILL).
  case signalled(Int32)
  /// It ran past its time limit and its whole process group was killed.
  case timedOut

  /// Decodes a status from waitpid: an exit status, or the signal that ended the process.
  init(waitStatus status: Int32) {
    self = (status & 0x7f) == 0 ? .exited((status >> 8) & 0xff) : .signalled(status & 0x7f)
  }

  public var description: String {
    switch self {
    case .exited(let status): "exited with status \(status)"
    case .signalled(let signal): "ended by signal \(signal)\(Self.signalNames[signal].map { " (\($0))" } ?? "")"
    case .timedOut: "stopped: it ran past its time limit"
    }
  }

  static let signalNames: [Int32: String] = [
    4: "SIGILL", 5: "SIGTRAP", 6: "SIGABRT", 9: "SIGKILL", 11: "SIGSEGV", 15: "SIGTERM", 24: "SIGXCPU", 25: "SIGXFSZ",
    31: "SIGSYS",
  ]
}

/// What a finished child process left: how it ended, what it wrote, how long it took.
public struct ProcessResult: Sendable {
  public var outcome: ProcessOutcome
  public var standardOutput: String
  public var standardError: String
  /// Wall-clock time from spawn to exit.
  public var duration: Duration
  /// True when output beyond the capture limit was dropped.
  public var outputWasTruncated: Bool
}

/// Why the runner could not do what was asked, with what to do about it.
public enum RunnerError: Error, Equatable, Sendable, CustomStringConvertible {
  case cannotStart(executable: String, reason: String)

  public var description: String {
    switch self {
    case .cannotStart(let executable, let reason):
      "cannot start \(executable): \(reason); check that it exists and is executable"
    }
  }
}
