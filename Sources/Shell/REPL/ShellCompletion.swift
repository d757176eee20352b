import Runner

/// What Tab completes: command names, lesson and exercise ids after `open`, command names after
/// `help`; in app mode what StepCompletion offers.
struct ShellCompletion {
  let session: ShellSession

  func candidates(before: String, word: String) -> [String] {
    let previous = before.split(separator: " ").map(String.init)
    if let state = session.app {
      return StepCompletion.candidates(after: previous, word: word, snapshot: state.app.state?.snapshot)
    }
    guard let command = previous.first else { return Completion.matching(word, in: ShellCommand.names) }
    switch command {
    case "open", "start":
      let ids = session.lessons.flatMap { lesson in [lesson.id] + lesson.exercises.map { "\(lesson.id)/\($0.id)" } }
      return Completion.matching(word, in: ids)
    case "help":
      return Completion.matching(word, in: ShellCommand.names)
    default:
      return []
    }
  }
}
