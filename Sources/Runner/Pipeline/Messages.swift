import CheckLanguage

/// Every sentence the tool says about a build, a check or a running app, written once: the
/// pipeline's typed results and the runner's errors become words here, and every command (the
/// shell, `tutor check`, `run`, `grade`, `lint --run`) shows these, styled by the presentation
/// layer. Plain text: no colour, no indentation.
package enum Messages {
  /// An expectation or step needs a launched app and there is none.
  package static let noAppYet = "no app yet; start with launch"
  /// After `kill`: the process is gone, its container stays.
  package static let appEnded = "the app is not running: its process was ended; launch starts it again"
  /// What such a step expected.
  package static let aRunningApp = "a running app"

  /// The first line of a failed build, by whose fault it is.
  package static func headline(_ failure: BuildFailure) -> String {
    switch failure {
    case .learnersCode: "your code does not compile:"
    case .lessonsFiles:
      "the lesson's own files do not build (not your code; `tutor lint` on the lesson shows it, and its author can "
        + "fix it):"
    case .toolchainMissing: "the Swift toolchain could not be run (see `tutor doctor`):"
    case .cacheUnavailable: "the build could not be stored (is the cache folder writable and the disk not full?):"
    }
  }

  /// A failed build in full: the headline, then what the tools said (in the learner's terms).
  package static func buildFailed(_ failure: BuildFailure) -> String {
    headline(failure) + "\n" + failure.description.trimmingTrailingNewlines() + "\n"
  }

  /// The compiler's first lines (they say what and where), not a screenful.
  package static func firstLines(of failure: BuildFailure, limit: Int = 12) -> String {
    let lines = failure.description.split(separator: "\n", omittingEmptySubsequences: false)
    let shown = lines.prefix(limit).joined(separator: "\n").trimmingTrailingNewlines()
    return shown + (lines.count > limit ? "\n…" : "")
  }

  /// An app for `run` could not start.
  package static func appStart(_ failure: AppStartFailure) -> String {
    switch failure {
    case .build(let failure): buildFailed(failure)
    case .start(let error): "the app could not start: \(error.description)\n"
    }
  }

  /// A failed check on one line: `FILE:LINE: step — expected X, found Y` (grading reports).
  package static func checkFailedLine(
    lessonFile: String, location: SourceLocation, step: String, expected: String, found: String
  ) -> String {
    "\(lessonFile):\(location.line): \(step) — expected \(expected), found \(found)"
  }

  /// A learner's exercise files cannot be read: where they should be, or what is wrong with one
  /// (a link, a file too large).
  package static func workspaceProblem(_ problem: WorkspaceFile.Problem, lesson: String, exercise: String) -> String {
    guard case .missing(let folder, let name) = problem else { return problem.description }
    return "your files are not in \(folder) yet (\(name) is missing); `tutor` then `open \(lesson)/\(exercise)` puts "
      + "the starter files there"
  }

  /// In a grading report: a learner did not hand in the exercise.
  package static func notAttempted(lesson: String, exercise: String, missing name: String) -> String {
    "not attempted: \(lesson)/\(exercise)/\(name) is missing"
  }

  /// In a grading report: every check of an exercise whose code did not build.
  package static func gradedBuildFailure(_ failure: BuildFailure) -> String {
    switch failure {
    case .learnersCode: "the code does not compile:\n\(failure.description)"
    default: headline(failure) + "\n" + failure.description
    }
  }

  /// `tutor lint --run`'s words for what is wrong with an exercise.
  package static func problem(_ problem: ExerciseVerifier.Problem, lessonFile: String) -> String {
    switch problem {
    case .solutionDoesNotBuild(let failure): "the solution does not build:\n" + firstLines(of: failure)
    case .solutionFails(let check, let location, let step, let expected, let found):
      "the solution fails \"\(check)\" at \(lessonFile):\(location.line) (\(step)): expected \(expected), found \(found)"
    case .starterDoesNotBuild(let failure): "the starter does not build:\n" + firstLines(of: failure)
    case .starterDoesNotBuildEither: "the starter does not build either, with the same error"
    case .starterPassesEveryCheck: "the starter already passes every check"
    }
  }
}

extension String {
  fileprivate func trimmingTrailingNewlines() -> String {
    var text = Substring(self)
    while text.last?.isNewline == true { text = text.dropLast() }
    return String(text)
  }
}
