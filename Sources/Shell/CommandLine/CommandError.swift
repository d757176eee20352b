import Foundation
import LessonKit

/// Why a command cannot do what it was asked before anything runs: what it names is not there
/// or cannot be read. Every case is exit 2, its message on standard error with the way forward.
enum CommandError: Error, Equatable {
  /// The command line itself is wrong (CommandLineParser).
  case usage(UsageError)
  /// `LESSON` names no lesson in `folder`; `known` lists the lessons there.
  case noLesson(String, folder: String, known: [String])
  /// `LESSON/EXERCISE` names no exercise of the lesson (the message is ExerciseSelection's).
  case noExercise(String, lesson: Lesson)
  /// `tutor grade --submissions`: the folder cannot be read, or holds no learner folders.
  case unreadableSubmissions(folder: String)
  case noLearners(folder: String)
  /// `tutor grade --workspace`: no such folder.
  case noWorkspace(path: String)
  /// `tutor run --script`: the file cannot be read, or has mistakes (each shown at its line).
  case unreadableScript(path: String)
  case badScript(report: String)

  var message: String {
    switch self {
    case .usage(let error): "tutor: \(error)\n\(error.footer)\n"
    case .noLesson(let name, let folder, let known):
      "tutor: no lesson \"\(name)\" in \(folder) (lessons: \(known.joined(separator: ", ")))\n"
    case .noExercise(let asked, let lesson): "tutor: " + ExerciseSelection.noExercise(asked, in: lesson) + "\n"
    case .unreadableSubmissions(let folder): "tutor grade: cannot read the folder \(folder)\n"
    case .noLearners(let folder): "tutor grade: \(folder) has no learner folders to grade\n"
    case .noWorkspace(let path): "tutor grade: there is no workspace at \(path)\n"
    case .unreadableScript(let path): "tutor: cannot read the script \(path)\n"
    case .badScript(let report): report + "Nothing was run: the script is checked whole before the app starts.\n"
    }
  }

  /// The command's result: the message, exit 2.
  var outcome: CommandOutcome { CommandOutcome(standardError: message, exitCode: 2) }
}
