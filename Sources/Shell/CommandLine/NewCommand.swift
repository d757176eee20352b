import Foundation
import LessonKit

/// `tutor new LESSON-ID [--title TITLE] [--lessons DIR]`: writes `DIR/NN-id.md`, a skeleton with
/// one read step, one quiz and one exercise that passes `tutor lint`. Never overwrites a file.
enum NewCommand {
  static func run(_ arguments: [String], environment: [String: String]) -> CommandOutcome {
    var arguments = arguments
    let folder: String
    switch LessonsLocation.resolve(&arguments, environment: environment, allowingBundled: false) {
    case .success(let resolved): folder = resolved
    case .failure(let outcome): return outcome
    }
    var title: String?
    if let flag = arguments.firstIndex(of: "--title") {
      guard flag + 1 < arguments.count else { return .usageError("--title needs a title: --title \"Timers\"") }
      title = arguments[flag + 1]
      arguments.removeSubrange(flag...(flag + 1))
    }
    guard arguments.count == 1, let id = arguments.first else {
      return .usageError("new takes one lesson id: tutor new timers")
    }
    guard !id.isEmpty, id.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" }), id.first?.isLetter == true else {
      return .usageError("\"\(id)\" is not a lesson id; use lowercase letters, digits and -, starting with a letter")
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
