import Foundation
import LessonKit
import Presentation
import Runner

/// Everything the shell knows between commands: the lessons, the workspace, where the learner is,
/// their progress, the running app in app mode, and how to talk to them.
package final class ShellSession {
  package let lessons: [Lesson]
  /// What `tutor lint` finds in the lessons: a lesson with errors is neither checked nor run.
  let diagnostics: [LessonDiagnostic]
  package let lessonsFolder: String
  package let workspace: String
  package let environment: [String: String]
  package let reader: LineReader
  package let style: TerminalStyle
  package var width: Int
  private let write: (String) -> Void

  package var progress: Progress
  let progressStore: ProgressStore
  /// The lesson open now (index into `lessons`) and its step (0 = the introduction).
  var lessonIndex: Int?
  var step = 0
  /// The app in app mode.
  var app: AppModeState?
  /// Set by `quit`.
  var wantsToQuit = false
  private var cachedPipeline: ExercisePipeline?

  package init(
    lessonsFolder: String, workspace: String, environment: [String: String], reader: LineReader,
    style: TerminalStyle, width: Int, write: @escaping (String) -> Void
  ) {
    let set = LessonSet.load(paths: [lessonsFolder])
    self.lessons = set.lessons
    self.diagnostics = set.diagnostics
    self.lessonsFolder = lessonsFolder
    self.workspace = workspace
    self.environment = environment
    self.reader = reader
    self.style = style
    self.width = width
    self.write = write
    progressStore = ProgressStore(workspace: workspace)
    let (loaded, warning) = progressStore.load()
    progress = loaded
    if let warning { write(style.yellow("Warning: ") + warning + "\n") }
    if let id = loaded.currentLesson, let index = lessons.firstIndex(where: { $0.id == id }) {
      lessonIndex = index
      step = min(max(loaded.currentStep ?? 0, 0), lessons[index].steps.count)
    }
  }

  var lesson: Lesson? { lessonIndex.map { lessons[$0] } }

  /// The step open now, when it is not the introduction.
  var currentStep: LessonStep? {
    guard let lesson, step >= 1, step <= lesson.steps.count else { return nil }
    return lesson.steps[step - 1]
  }

  /// The exercise open now, if the current step is one.
  var currentExercise: Exercise? {
    if case .exercise(let exercise)? = currentStep?.content { return exercise }
    return nil
  }

  func say(_ text: String) {
    write(text.hasSuffix("\n") ? text : text + "\n")
  }

  /// An error: in red when colour is on, with the way forward.
  func complain(_ text: String) {
    say(style.red("✗ ") + text)
  }

  /// Records a change to the progress and writes it at once (atomically).
  func updateProgress(_ change: (inout Progress) -> Void) {
    change(&progress)
    progress.currentLesson = lesson?.id
    progress.currentStep = step
    if let problem = progressStore.save(progress) { complain(problem) }
  }

  /// Asks a yes/no question; anything but y/yes is no.
  func confirm(_ question: String) -> Bool {
    guard case .line(let answer) = reader.readLine(prompt: question + " [y/N] ") else { return false }
    // Piped input shows no prompt; the question and its answer are said, so a log reads right.
    if reader is PlainLineReader { say("\(question) [y/N] \(answer)") }
    return ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased())
  }

  /// The folder of an exercise's files in the workspace.
  func folder(of exercise: Exercise, in lesson: Lesson) -> String {
    (workspace as NSString).appendingPathComponent("\(lesson.id)/\(exercise.id)")
  }

  /// The exercise pipeline, found once; a missing runtime is reported and answers nil.
  func pipeline() -> ExercisePipeline? {
    if let cachedPipeline { return cachedPipeline }
    switch RuntimeSetup.pipeline(for: "tutor", environment: environment) {
    case .success(let pipeline):
      cachedPipeline = pipeline
      return pipeline
    case .failure(let missing):
      complain(missing.message.replacingOccurrences(of: "tutor: ", with: ""))
      return nil
    }
  }

  var prompt: String {
    if app != nil { return style.colored ? "\u{1}\u{1B}[36m\u{1}app>\u{1}\u{1B}[0m\u{1} " : "app> " }
    guard let lesson else { return "tutor> " }
    return "tutor \(lesson.id) \(step)/\(lesson.steps.count)> "
  }
}
