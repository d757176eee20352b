import CheckLanguage
import DriverProtocol

/// A lesson read from its Markdown file (docs/lesson-format.md): front matter, an
/// introduction, and steps. Every element keeps where it was written.
public struct Lesson: Equatable, Sendable {
  public var file: String
  public var id: String
  public var title: String
  public var order: Int?
  public var summary: String?
  public var requires: [String]
  /// The lesson's `device:`; nil when it names none (the app runs on `DeviceModel.standard`).
  public var device: DeviceModel?
  /// Markdown before the first `## ` step.
  public var introduction: String
  public var steps: [LessonStep]

  public var exercises: [Exercise] {
    steps.compactMap { if case .exercise(let exercise) = $0.content { exercise } else { nil } }
  }
}

/// One `## ` section of a lesson.
public struct LessonStep: Equatable, Sendable {
  public enum Content: Equatable, Sendable {
    case read(markdown: String)
    case quiz(Quiz, markdown: String)
    case exercise(Exercise)
  }

  public var title: String
  public var location: SourceLocation
  public var content: Content
}

/// An exercise: prose, files, checks and hints.
public struct Exercise: Equatable, Sendable {
  public var id: String
  public var title: String
  public var location: SourceLocation
  public var markdown: String
  public var starters: [ExerciseFile]
  public var solutions: [ExerciseFile]
  public var supports: [ExerciseFile]
  public var checks: [Check]
  public var hints: [Hint]
  /// `host: Class` or `host: Class in navigation` from a ```` ```text app ```` block: what a
  /// plain `launch` starts when the learner's code has no app delegate.
  public var host: CheckStep.HostController?
}

/// A file of an exercise (starter, solution or support).
public struct ExerciseFile: Equatable, Sendable {
  public var name: String
  public var contents: String
  public var location: SourceLocation
}

/// A graded check: steps of the check language, or Swift code.
public struct Check: Equatable, Sendable {
  public enum Body: Equatable, Sendable {
    case steps([CheckStep])
    case swift(String)
  }

  public var title: String
  public var points: Int
  public var isHidden: Bool
  public var body: Body
  public var location: SourceLocation
}

/// A hint, revealed one at a time.
public struct Hint: Equatable, Sendable {
  public var text: String
  public var location: SourceLocation
}

/// A ```` ```quiz ```` block: one or more questions.
public struct Quiz: Equatable, Sendable {
  public var questions: [QuizQuestion]
  public var location: SourceLocation
}

/// A question: choices (one or more right) or free answers, and an explanation.
public struct QuizQuestion: Equatable, Sendable {
  public struct Choice: Equatable, Sendable {
    public var text: String
    public var isCorrect: Bool
  }

  public var prompt: String
  public var choices: [Choice]
  /// Accepted free answers (`= answer`), compared without regard to case.
  public var answers: [String]
  public var explanation: String?
  public var location: SourceLocation
}
