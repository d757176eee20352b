/// What a learner has done, per lesson: steps seen, quiz answers, checks passed, hints used —
/// kept in `WORKSPACE/.tutor/progress.json`.
package struct Progress: Codable, Equatable, Sendable {
  package var version = 1
  package var lessons: [String: LessonProgress] = [:]
  /// Where the learner was: lesson id and step number (0 = the introduction).
  package var currentLesson: String?
  package var currentStep: Int?

  package init() {}

  package subscript(lesson id: String) -> LessonProgress {
    get { lessons[id] ?? LessonProgress() }
    set { lessons[id] = newValue }
  }
}

/// One lesson's progress.
package struct LessonProgress: Codable, Equatable, Sendable {
  /// Step numbers seen (1-based, as the prompt shows them).
  package var seen: Set<Int> = []
  /// Quiz answers by "step.question" (1-based), with whether they were right.
  package var answers: [String: QuizAnswer] = [:]
  /// Exercises whose checks all passed.
  package var passed: Set<String> = []
  /// Checks passed per exercise at the last `check`.
  package var checksPassed: [String: Int] = [:]
  /// Hints revealed per exercise.
  package var hints: [String: Int] = [:]

  package init() {}
}

/// An answer to one quiz question.
package struct QuizAnswer: Codable, Equatable, Sendable {
  package var answer: String
  package var correct: Bool
}
