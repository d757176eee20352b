/// The fenced blocks a lesson gives meaning to, by the words that open them: a file block is
/// ```` ```LANGUAGE ROLE file=NAME ````, the others start with their raw value. Any other fence
/// is an example in the prose. The step reader reads only blocks of these kinds, and
/// docs/lesson-format.md shows each one (LessonFormatDocTests).
package enum FenceKind: String, CaseIterable, Sendable {
  case starter, solution, support
  case check
  case swiftCheck = "swift check"
  case hint, quiz
  case app = "text app"
  case project = "text project"
  case fixture = "http fixture"

  /// The roles a file block's second word gives it.
  package static let fileRoles: [FenceKind] = [.starter, .solution, .support]

  /// The kind of block a fence's words open, or nil for a block of the prose.
  package init?(words: [String]) {
    let first = words.first.flatMap(FenceKind.init(rawValue:))
    let second = words.dropFirst().first.flatMap(FenceKind.init(rawValue:))
    if let role = second, Self.fileRoles.contains(role), first.map({ Self.blockWords.contains($0) }) != true {
      self = role  // ```swift starter file=…, ```xml support file=…
    } else if words.count >= 2, let kind = FenceKind(rawValue: "\(words[0]) \(words[1])") {
      self = kind  // ```swift check …, ```text app
    } else if let kind = first, !Self.fileRoles.contains(kind) {
      self = kind  // ```check …, ```hint, ```quiz
    } else {
      return nil
    }
  }

  /// The kinds whose word opens a block of its own, and so is never a file's language.
  private static let blockWords: [FenceKind] = [.check, .quiz, .hint]
}
