import CheckLanguage
import Runner

/// What Tab completes: command names, lesson and exercise ids after `open`, command names after
/// `help`; in app mode step names, and the texts (`"Start"`) and ids (`#timeLeft`) on the screen.
struct ShellCompletion {
  let session: ShellSession

  func candidates(before: String, word: String) -> [String] {
    let previous = before.split(separator: " ").map(String.init)
    if let state = session.app {
      if previous.isEmpty { return Completion.matching(word, in: StepNames.all + AppMode.words) }
      let nodes = state.app.state?.snapshot.window?.allNodes.filter(\.isVisible) ?? []
      let texts = nodes.flatMap(QueryResolver.texts).map { "\"\($0)\"" }
      let ids = nodes.compactMap(\.accessibilityIdentifier).map { "#\($0)" }
      return Completion.matching(word, in: texts + ids)
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
