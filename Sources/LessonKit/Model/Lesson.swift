import CheckLanguage
import DriverProtocol

/// A lesson read from its Markdown file (docs/lesson-format.md): front matter, an
/// introduction, and steps. Every element keeps where it was written.
package struct Lesson: Equatable, Sendable {
  package var file: String
  package var id: String
  package var title: String
  package var order: Int?
  package var summary: String?
  package var requires: [String]
  /// The lesson's `device:`; nil when it names none (the app runs on `DeviceModel.standard`).
  package var device: DeviceModel?
  /// Markdown before the first `## ` step.
  package var introduction: String
  package var steps: [LessonStep]
  /// The ```` ```http fixture ```` blocks before the first exercise: every exercise's network.
  package var fixtures: [NetworkFixture] = []

  package var exercises: [Exercise] {
    steps.compactMap { if case .exercise(let exercise) = $0.content { exercise } else { nil } }
  }
}

/// One `## ` section of a lesson.
package struct LessonStep: Equatable, Sendable {
  package enum Content: Equatable, Sendable {
    case read(markdown: String)
    case quiz(Quiz, markdown: String)
    case exercise(Exercise)
  }

  package var title: String
  package var location: SourceLocation
  package var content: Content
}

/// An exercise: prose, files, checks and hints.
package struct Exercise: Equatable, Sendable {
  package var id: String
  package var title: String
  package var location: SourceLocation
  package var markdown: String
  package var starters: [ExerciseFile]
  package var solutions: [ExerciseFile]
  package var supports: [ExerciseFile]
  package var checks: [Check]
  package var hints: [Hint]
  /// `host: Class` or `host: Class in navigation` from a ```` ```text app ```` block: what a
  /// plain `launch` starts when the learner's code has no app delegate.
  package var host: CheckStep.HostController?
  /// From a ```` ```text project path=Examples/Weather ```` block: the exercise's files are that
  /// Xcode project folder (interface-files.md); starter and solution blocks, if any, replace
  /// files of it at their paths.
  package var project: ExerciseProject?
  /// The exercise's own ```` ```http fixture ```` blocks; they answer before the lesson's.
  package var fixtures: [NetworkFixture] = []
}

/// An Xcode project folder that an exercise's files are: its path as the lesson writes it
/// (beside the lesson file), where that is on disk, and the app target to build when the
/// project has several (`target: NAME` in the block).
package struct ExerciseProject: Equatable, Sendable {
  package var path: String
  package var folder: String
  package var target: String?
  package var location: SourceLocation

  package init(path: String, folder: String, target: String? = nil, location: SourceLocation) {
    self.path = path
    self.folder = folder
    self.target = target
    self.location = location
  }
}

/// A file of an exercise (starter, solution or support).
package struct ExerciseFile: Equatable, Sendable {
  package var name: String
  package var contents: String
  package var location: SourceLocation
}

/// A graded check: steps of the check language, or Swift code.
package struct Check: Equatable, Sendable {
  package enum Body: Equatable, Sendable {
    case steps([CheckStep])
    case swift(String)
  }

  package var title: String
  package var points: Int
  package var isHidden: Bool
  package var body: Body
  package var location: SourceLocation
}

/// A hint, revealed one at a time.
package struct Hint: Equatable, Sendable {
  package var text: String
  package var location: SourceLocation
}

/// A ```` ```quiz ```` block: one or more questions.
package struct Quiz: Equatable, Sendable {
  package var questions: [QuizQuestion]
  package var location: SourceLocation
}

/// A question: choices (one or more right) or free answers, and an explanation.
package struct QuizQuestion: Equatable, Sendable {
  package struct Choice: Equatable, Sendable {
    package var text: String
    package var isCorrect: Bool
  }

  package var prompt: String
  package var choices: [Choice]
  /// Accepted free answers (`= answer`), compared without regard to case.
  package var answers: [String]
  package var explanation: String?
  package var location: SourceLocation
}
