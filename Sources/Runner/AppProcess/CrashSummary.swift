import Foundation

/// What a person needs from a crashed app's standard error: Swift's fatal-error message at the
/// learner's own line. Apps are built with line tables and run with Swift's backtracer
/// (`SWIFT_BACKTRACE`, see AppContainer), so when the crash happens inside the runtime (an
/// uncaught UIKit or Core Data exception) or the standard library (an index out of range), the
/// innermost frame in the learner's files — or in the lesson's code, whose lines are the lesson
/// file's — names the line instead: `Todo.swift:57: Fatal error: *** Terminating app due to
/// uncaught exception …`.
extension AppConnection {
  static func crashSummary(_ errors: String) -> String {
    let all = errors.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // What the app wrote before the backtracer's report, and the report's frames.
    let reportStart = all.firstIndex { $0.hasPrefix("*** Signal ") || $0.hasPrefix("*** Program crashed") }
    let before = all[..<(reportStart ?? all.endIndex)].filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    let place = learnerFrame(in: all[(reportStart ?? all.endIndex)...])
    if let fatal = before.first(where: { $0.contains("Fatal error:") }) {
      if fatal.contains("failed to allocate") {
        return fatal.trimmingCharacters(in: .whitespaces)
          + " (an app may use at most \(ResourceLimits.appProcess.addressSpaceBytes >> 20) MiB of memory)"
      }
      guard let marker = fatal.range(of: ": Fatal error:") else { return fatal }
      let location = fatal[..<marker.lowerBound]
      let file = location.split(separator: "/").last.map(String.init) ?? String(location)
      return (place ?? file) + fatal[marker.lowerBound...]
    }
    if let place, let crashed = all.first(where: { $0.hasPrefix("*** Program crashed:") }) {
      let what = crashed.dropFirst("*** Program crashed: ".count).split(separator: " at ").first ?? ""
      return "\(place): \(what.trimmingCharacters(in: CharacterSet(charactersIn: "* ")))"
    }
    return before.suffix(5).joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// `FILE:LINE` of the innermost backtrace frame in the learner's code: a file compiled from the
  /// build's work folder (not the generated support file), or a lesson file (support code and
  /// Swift checks keep the lesson's lines).
  static func learnerFrame(in lines: ArraySlice<String>) -> String? {
    for line in lines {
      guard let at = line.range(of: " at ", options: .backwards) else { continue }
      let place = line[at.upperBound...].trimmingCharacters(in: .whitespaces)
      let parts = place.split(separator: ":")
      guard parts.count >= 2, let path = parts.first else { continue }
      let file = path.split(separator: "/").last.map(String.init) ?? String(path)
      let isLearners = path.contains("/work-") && file != GeneratedSupport.fileName
      guard isLearners || file.hasSuffix(".md") else { continue }
      return "\(file):\(parts[1])"
    }
    return nil
  }
}
