import LessonKit

/// A lesson with lint errors, whose exercises are neither checked nor run until it is fixed: a
/// check step that does not parse is left out of its check, so a check made only of misspelt
/// expectations would pass without testing anything. `tutor check`, `tutor run` and the shell's
/// `check` and `run` refuse it in the same words, blaming the lesson rather than the learner
/// (as `tutor grade` refuses a lesson set with errors).
struct BrokenLesson {
  var lesson: Lesson
  /// The errors `tutor lint` reports for the lesson's file, in its order.
  var errors: [LessonDiagnostic]

  /// The lesson's errors among `diagnostics` (a lesson set's, as `tutor lint` reports them), or
  /// nil when it has none. (A mistake in a lesson's Core Data model, which `tutor lint` reports
  /// too, needs no refusal here: the app does not build, and the build blames the lesson.)
  static func find(_ lesson: Lesson, in diagnostics: [LessonDiagnostic]) -> BrokenLesson? {
    let errors = diagnostics.filter { $0.severity == .error && $0.file == lesson.file }
      .sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    return errors.isEmpty ? nil : BrokenLesson(lesson: lesson, errors: errors)
  }

  /// The errors as `tutor lint` prints them (`FILE:LINE:COLUMN: error: …` and the fix), then
  /// what this means for the learner.
  var message: String {
    let count = "\(errors.count) error\(errors.count == 1 ? "" : "s")"
    return errors.map { "\($0.description)\n" }.joined()
      + "The lesson \(lesson.id) has \(count) (above), so its exercises are not checked or run: the lesson "
      + "must be fixed first. This is a mistake in the lesson, not in your code; its author can fix it "
      + "(`tutor lint \(lesson.file)`).\n"
  }
}
