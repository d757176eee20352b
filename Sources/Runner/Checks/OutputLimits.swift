/// How much of what learner code prints Tutor keeps: a learner may print hundreds of megabytes
/// (the app's file-size limit stops it at 64 MiB), and neither the grader's memory nor a report
/// should grow with it. Every reader of the output goes through `PrintedOutput`, which reads only
/// the parts it keeps.
package enum OutputLimits {
  /// The most of the learner's output kept for one check (and for one step of `tutor run`): all
  /// of it when it fits, else its head and its tail.
  package static let perCheck = 64 * 1024
  /// The part of a longer output kept from its start.
  package static let headBytes = perCheck / 2
  /// The part of a longer output kept from its end.
  package static let tailBytes = perCheck - headBytes
  /// The most output a `tutor grade` report keeps for one learner, across all of their checks;
  /// later checks' output is replaced by `learnerCapNote`.
  package static let perLearner = 256 * 1024

  /// What stands in a report for a check's output once its learner's cap was reached.
  package static let learnerCapNote =
    "(output not kept: this learner's output reached the report's cap of \(perLearner / 1024) KiB)\n"
}
