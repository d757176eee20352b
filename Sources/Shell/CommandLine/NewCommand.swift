import Foundation
import LessonKit

/// `tutor new LESSON-ID [--title TITLE] [--lessons DIR]`: writes `DIR/NN-id.md`, a skeleton with
/// one read step, one quiz and one exercise that passes `tutor lint`. Never overwrites a file.
enum NewCommand: TutorSubcommand {
  static let spec = CommandSpec(
    name: "new", summary: "write a lesson skeleton that passes lint",
    positionals: [
      PositionalSpec(
        name: "LESSON-ID", help: "the lesson's id: lowercase letters, digits and -, starting with a letter")
    ],
    options: [
      OptionSpec(
        name: "--title", value: .one(placeholder: "TITLE", example: "\"Timers\""),
        help: "the lesson's title (default: from the id, timers-and-dates → Timers And Dates)"),
      OptionSpec(
        name: "--lessons", value: .one(placeholder: "DIR", example: "Lessons"),
        help: "the folder to write the lesson into (default: $TUTOR_LESSONS, else ./Lessons)"),
    ],
    details: "Writes DIR/NN-LESSON-ID.md with one read step, "
      + "one quiz and one exercise. Never overwrites a file.",
    examples: ["tutor new timers", "tutor new timers --title \"Timers and the run loop\""])

  static func run(_ arguments: ParsedArguments, context: CommandContext) -> CommandOutcome {
    let folder = LessonsLocation.resolve(arguments, environment: context.environment, allowingBundled: false)
    let title = arguments.value("--title")
    let id = arguments.positionals[0]
    guard !id.isEmpty, id.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" }), id.first?.isLetter == true else {
      return CommandOutcome(
        usage: .invalidArgument(
          id, command: spec.name,
          reason: "is not a lesson id; use lowercase letters, digits and -, starting with a letter"))
    }
    let existing = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    if let clash = existing.first(where: { $0.dropFirst(3) == "\(id).md" || $0 == "\(id).md" }) {
      return CommandOutcome(
        standardError: "tutor: a lesson \"\(id)\" already exists: \(folder)/\(clash)\n", exitCode: 1)
    }
    let numbers = existing.compactMap { Int($0.prefix(2)) }
    let order = (numbers.max() ?? 0) + 1
    let name = String(format: "%02d-%@.md", order, id)
    let path = (folder as NSString).appendingPathComponent(name)
    let heading =
      title ?? id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    guard !FileManager.default.fileExists(atPath: path) else {
      return CommandOutcome(standardError: "tutor: \(path) already exists; it was left as it is\n", exitCode: 1)
    }
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      let text = LessonTemplate.markdown(id: id, title: heading, order: order)
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: [.atomic])
    } catch {
      return CommandOutcome(standardError: "tutor: cannot write \(path): \(error.localizedDescription)\n", exitCode: 1)
    }
    return CommandOutcome(
      standardOutput: "created \(path)\nEdit it, then check it with `tutor lint \(path)`.\n")
  }
}
