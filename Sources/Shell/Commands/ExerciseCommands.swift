import Foundation
import LessonKit
import Runner

/// Working on an exercise: `hint`, `solution`, `edit`, `reset`, and the starter files that appear
/// in the workspace when an exercise is first opened.
enum ExerciseCommands {
  static let all: [ShellCommand] = [
    ShellCommand(name: "hint", usage: "hint", summary: "the next hint of this exercise", example: "hint") {
      session, _, _ in hint(session)
    },
    ShellCommand(
      name: "solution", usage: "solution", summary: "the reference solution (asks first unless you passed)",
      example: "solution"
    ) { session, _, _ in solution(session) },
    ShellCommand(
      name: "edit", usage: "edit", summary: "open your file in $VISUAL or $EDITOR (or print its path)",
      example: "edit"
    ) { session, _, _ in edit(session) },
    ShellCommand(
      name: "reset", usage: "reset", summary: "put the starter back (asks first; your file is kept as FILE.bak)",
      example: "reset"
    ) { session, _, _ in reset(session) },
  ]

  /// The open exercise and its lesson, or a complaint.
  static func requireExercise(_ session: ShellSession) -> (Lesson, Exercise)? {
    if let lesson = session.lesson, let exercise = session.currentExercise { return (lesson, exercise) }
    session.complain("this step is not an exercise; `open LESSON/EXERCISE` goes to one")
    return nil
  }

  /// The open exercise and its lesson when the exercise may be checked or run: a lesson with lint
  /// errors is refused, its errors shown (`BrokenLesson`).
  static func requireRunnableExercise(_ session: ShellSession) -> (Lesson, Exercise)? {
    guard let (lesson, exercise) = requireExercise(session) else { return nil }
    if let broken = BrokenLesson.find(lesson, in: session.diagnostics) {
      session.say(broken.message)
      return nil
    }
    return (lesson, exercise)
  }

  /// Copies the starter files into the workspace, never over the learner's own: the starter
  /// blocks, or for a project exercise the project folder's files with them in place.
  static func provideStarter(_ exercise: Exercise, lesson: Lesson, in session: ShellSession) {
    let folder = session.folder(of: exercise, in: lesson)
    for file in AppSources.files(of: exercise, starters: true) {
      let path = (folder as NSString).appendingPathComponent(file.name)
      guard !FileManager.default.fileExists(atPath: path) else { continue }
      do {
        // A file name may have folders in it (Todo.xcdatamodeld/Todo.xcdatamodel/contents).
        try FileManager.default.createDirectory(
          atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try file.data.write(to: URL(fileURLWithPath: path), options: .atomic)
      } catch {
        session.complain("could not write \(path): \(error.localizedDescription)")
      }
    }
  }

  static func hint(_ session: ShellSession) {
    guard let (lesson, exercise) = requireExercise(session) else { return }
    guard !exercise.hints.isEmpty else {
      session.complain("this exercise has no hints; the lesson text and `check` are your guides")
      return
    }
    let used = session.progress[lesson: lesson.id].hints[exercise.id] ?? 0
    guard used < exercise.hints.count else {
      session.say(
        "That was the last hint (\(exercise.hints.count) of \(exercise.hints.count)); `solution` shows the answer.")
      return
    }
    let renderer = MarkdownRenderer(width: session.width - 2, style: session.style)
    session.say(
      session.style.bold("Hint \(used + 1) of \(exercise.hints.count)") + "\n"
        + renderer.render(exercise.hints[used].text))
    session.updateProgress { $0[lesson: lesson.id].hints[exercise.id] = used + 1 }
  }

  static func solution(_ session: ShellSession) {
    guard let (lesson, exercise) = requireExercise(session) else { return }
    let passed = session.progress[lesson: lesson.id].passed.contains(exercise.id)
    guard passed || session.confirm("The solution gives the answer away. Show it anyway?") else {
      session.say("Not shown. `hint` may be enough.")
      return
    }
    let renderer = MarkdownRenderer(width: session.width, style: session.style)
    for file in exercise.solutions {
      let code = file.contents.hasSuffix("\n") ? file.contents : file.contents + "\n"
      session.say(session.style.bold(file.name) + "\n" + renderer.render("```swift\n\(code)```"))
    }
  }

  static func edit(_ session: ShellSession) {
    guard let (lesson, exercise) = requireExercise(session) else { return }
    provideStarter(exercise, lesson: lesson, in: session)
    // A project exercise is edited as a folder (the editor opens it), like a project in Xcode.
    let paths =
      exercise.project != nil
      ? [session.folder(of: exercise, in: lesson)]
      : exercise.starters.map { (session.folder(of: exercise, in: lesson) as NSString).appendingPathComponent($0.name) }
    guard let editor = session.environment["VISUAL"] ?? session.environment["EDITOR"], !editor.isEmpty else {
      session.say(
        "Edit in any editor: \(paths.joined(separator: " "))\n"
          + session.style.dim("(set $EDITOR and `edit` opens it for you)"))
      return
    }
    // The editor runs in the shell's own process group, so it owns the terminal (Foundation's
    // Process would start it in a group of its own, where a terminal editor is stopped).
    let arguments = ["-c", "\(editor) \"$@\"", "editor"] + paths
    do {
      _ = try ChildProcess(executable: "/bin/sh", arguments: arguments, environment: session.environment)
        .runOnTerminal()
    } catch {
      session.complain("could not start \(editor): \(error); edit \(paths.joined(separator: " "))")
      return
    }
    _ = Interrupts.take()
  }

  static func reset(_ session: ShellSession) {
    guard let (lesson, exercise) = requireExercise(session) else { return }
    guard session.confirm("Put the starter back? Your file is kept as .bak.") else {
      session.say("Nothing changed.")
      return
    }
    let folder = session.folder(of: exercise, in: lesson)
    for file in AppSources.files(of: exercise, starters: true) {
      let path = (folder as NSString).appendingPathComponent(file.name)
      if FileManager.default.fileExists(atPath: path) {
        try? FileManager.default.removeItem(atPath: path + ".bak")
        try? FileManager.default.moveItem(atPath: path, toPath: path + ".bak")
      }
      session.say(
        "\(path) is the starter again"
          + (FileManager.default.fileExists(atPath: path + ".bak") ? " (yours: \(file.name).bak)" : ""))
    }
    provideStarter(exercise, lesson: lesson, in: session)
  }
}
