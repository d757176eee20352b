import Foundation
import Runner

/// What a run of the built `tutor` ended with: its exit status (128 + the signal when a signal
/// ended it, -1 when it ran past its time limit), and what it wrote to stdout and stderr.
package struct TutorRun: Sendable {
  package var status: Int32
  package var stdout: String
  package var stderr: String
}

/// Runs the built `tutor` with `arguments`, feeding it `input`, its output and errors drained
/// together (a full pipe cannot hang the test), stopped at `timeout` (two minutes unless told).
///
/// - Parameters:
///   - workingDirectory: where it runs; the test's own when nil.
///   - environment: variables set on top of the test's own.
///   - prefix: a command that starts `tutor` (e.g. `setpriv` with its options), its path first.
package func runTutor(
  _ arguments: [String], in workingDirectory: URL? = nil, input: String? = nil, environment: [String: String] = [:],
  prefix: [String] = [], timeout: Duration = .seconds(120)
) throws -> TutorRun {
  let tutor = TestPaths.tutor.path
  var process = ChildProcess(
    executable: prefix.first ?? tutor,
    arguments: Array(prefix.dropFirst()) + (prefix.isEmpty ? [] : [tutor]) + arguments)
  if !environment.isEmpty {
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  }
  process.workingDirectory = workingDirectory?.path
  process.captureLimit = 64 << 20
  let result = try process.run(input: Data((input ?? "").utf8), timeout: timeout)
  let status: Int32
  switch result.outcome {
  case .exited(let code): status = code
  case .signalled(let signal): status = 128 + signal
  case .timedOut: status = -1
  }
  return TutorRun(status: status, stdout: result.standardOutput, stderr: result.standardError)
}
