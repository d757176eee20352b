import Foundation

/// Why an exercise did not build, by whose fault: the learner's code, the lesson's own files, or
/// the machine (no toolchain, no room for the build). Each case carries what a person needs to
/// act on it; the presentation layer words it.
package enum BuildFailure: Error, Equatable, Sendable, CustomStringConvertible {
  /// The learner's code does not compile, or breaks a rule of app code (LearnerCodeRules,
  /// ExportedSymbols): swiftc's output, and the same in the learner's terms when it was read.
  case learnersCode(compilerOutput: String, diagnostics: CompilerDiagnostics?)
  /// The lesson's own files (a Core Data model in a support block) do not build: nothing the
  /// learner did; `tutor lint` on the lesson shows it.
  case lessonsFiles(compilerOutput: String)
  /// The compiler or a tool of the toolchain could not be run.
  case toolchainMissing(detail: String)
  /// The build could not be written or stored (the cache folder is not writable, the disk full).
  case cacheUnavailable(detail: String)

  /// What the tools said, as they said it.
  package var compilerOutput: String {
    switch self {
    case .learnersCode(let output, _), .lessonsFiles(let output): output
    case .toolchainMissing(let detail), .cacheUnavailable(let detail): detail
    }
  }

  /// The learner's code is at fault: the learner can fix it.
  package var isLearnersFault: Bool {
    if case .learnersCode = self { return true }
    return false
  }

  /// The lesson's files are at fault, not the learner's code.
  package var isLessonsFault: Bool {
    if case .lessonsFiles = self { return true }
    return false
  }

  /// The messages in the learner's terms when the compiler's output was read, else as written.
  package var description: String {
    guard case .learnersCode(let output, let diagnostics) = self, let diagnostics, !diagnostics.isEmpty else {
      return compilerOutput
    }
    _ = output
    return diagnostics.rendered()
  }
}

/// An app the builder made (or found already made): its executable inside its bundle
/// (`…/App.app/App`), whether the executable came from the cache (nothing was compiled), and
/// whether the bundle around it did too (nothing was laid out).
package struct BuiltApp: Equatable, Sendable {
  package var executable: String
  package var cached: Bool
  package var bundleCached: Bool

  package init(executable: String, cached: Bool, bundleCached: Bool? = nil) {
    self.executable = executable
    self.cached = cached
    self.bundleCached = bundleCached ?? cached
  }

  /// The app bundle: the executable's folder.
  package var bundle: String { (executable as NSString).deletingLastPathComponent }
}
