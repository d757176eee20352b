/// What a learner has done, per lesson: steps seen, quiz answers, checks passed, hints used —
/// kept in `WORKSPACE/.tutor/progress.json`.
package struct Progress: Codable, Equatable, Sendable {
  package var version = 1
  package var lessons: [String: LessonProgress] = [:]
  /// Where the learner was: lesson id and step number (0 = the introduction).
  package var currentLesson: String?
  package var currentStep: Int?

  package init() {}

  /// Fields a newer Tutor adds are missing from older files: they take their defaults rather
  /// than making the file unreadable.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    version = try container.decodeIfPresent(Int.self, forKey: .version) ?? 1
    lessons = try container.decodeIfPresent([String: LessonProgress].self, forKey: .lessons) ?? [:]
    currentLesson = try container.decodeIfPresent(String.self, forKey: .currentLesson)
    currentStep = try container.decodeIfPresent(Int.self, forKey: .currentStep)
  }

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

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    seen = try container.decodeIfPresent(Set<Int>.self, forKey: .seen) ?? []
    answers = try container.decodeIfPresent([String: QuizAnswer].self, forKey: .answers) ?? [:]
    passed = try container.decodeIfPresent(Set<String>.self, forKey: .passed) ?? []
    checksPassed = try container.decodeIfPresent([String: Int].self, forKey: .checksPassed) ?? [:]
    hints = try container.decodeIfPresent([String: Int].self, forKey: .hints) ?? [:]
  }
}

/// An answer to one quiz question.
package struct QuizAnswer: Codable, Equatable, Sendable {
  package var answer: String
  package var correct: Bool
}
