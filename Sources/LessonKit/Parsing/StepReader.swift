import CheckLanguage
import Foundation

/// Reads one `## ` step: its kind from the heading's first word, and for quizzes and exercises
/// the fenced blocks that make them.
struct StepReader {
  let file: String
  let lines: [String]
  let heading: MarkdownDocument.Block
  let blocks: [MarkdownDocument.Block]
  let endLine: Int

  func read() -> (LessonStep, [LessonDiagnostic]) {
    let (keyword, title) = Self.split(heading.text)
    switch keyword {
    case "quiz": return readQuiz(title: title)
    case "exercise": return readExercise(title: title)
    default:
      let markdown = LessonParser.lines(lines, from: heading.start.line + 1, to: endLine)
      return (
        LessonStep(title: title, location: heading.start, content: .read(markdown: markdown)),
        misplacedBlocks(in: "read step \"\(title)\"")
      )
    }
  }

  /// Quiz, check, starter and solution blocks only mean something in their own kind of step.
  private func misplacedBlocks(in step: String) -> [LessonDiagnostic] {
    blocks.compactMap { block in
      guard let info = info(of: block) else { return nil }
      let words = FenceInfo(info).words
      let role: String? =
        switch (words.first, words.dropFirst().first) {
        case ("quiz", _): "quiz"
        case ("check", _): "check"
        case ("hint", _): "hint"
        case ("swift", "check"): "check"
        case (let language?, let second?) where Self.isFileBlock(language: language, role: second): second
        default: nil
        }
      guard let role else { return nil }
      let home = role == "quiz" ? "a ## Quiz: step" : "a ## Exercise: step"
      return LessonDiagnostic(
        .error, file: file, at: block.start, "a \(role) block in the \(step) is not used there",
        fix: "move it into \(home), or start one with that heading above it")
    }
  }

  /// Whether a fence's first two words open a starter, solution or support file (in Swift or,
  /// for resources, any other language).
  static func isFileBlock(language: String, role: String) -> Bool {
    FenceKind(words: [language, role]).map { FenceKind.fileRoles.contains($0) } ?? false
  }

  /// `Quiz: Stopping a timer` → ("quiz", "Stopping a timer"); a heading without a keyword is a read step.
  static func split(_ heading: String) -> (keyword: String?, title: String) {
    guard let colon = heading.firstIndex(of: ":") else { return (nil, heading) }
    let keyword = heading[..<colon].lowercased()
    guard ["read", "quiz", "exercise"].contains(keyword) else { return (nil, heading) }
    return (keyword, heading[heading.index(after: colon)...].trimmingCharacters(in: .whitespaces))
  }

  private func readQuiz(title: String) -> (LessonStep, [LessonDiagnostic]) {
    guard let block = blocks.first(where: { FenceInfo(info(of: $0) ?? "").words.first == "quiz" }) else {
      let diagnostic = LessonDiagnostic(
        .error, file: file, at: heading.start, "the quiz step \"\(title)\" has no ```quiz block",
        fix: "add a ```quiz block with a question (? …) and choices (- [x] …)")
      let markdown = LessonParser.lines(lines, from: heading.start.line + 1, to: endLine)
      return (LessonStep(title: title, location: heading.start, content: .read(markdown: markdown)), [diagnostic])
    }
    let (quiz, diagnostics) = QuizParser.parse(
      block.text, firstLine: block.start.line + 1, column: block.start.column, file: file)
    let markdown = prose(excluding: [block])
    return (LessonStep(title: title, location: heading.start, content: .quiz(quiz, markdown: markdown)), diagnostics)
  }

  private func readExercise(title rawTitle: String) -> (LessonStep, [LessonDiagnostic]) {
    var (title, id) = Self.titleAndID(rawTitle)
    if id.isEmpty { id = Self.slug(title) }
    var exercise = Exercise(
      id: id, title: title, location: heading.start, markdown: "", starters: [], solutions: [], supports: [],
      checks: [], hints: [], host: nil)
    var diagnostics: [LessonDiagnostic] = []
    var consumed: [MarkdownDocument.Block] = []
    // A project block stands for the starters and solutions, even one whose path is wrong.
    var hasProjectBlock = false
    for block in blocks {
      guard let info = info(of: block) else { continue }
      let fence = FenceInfo(info)
      // Only the kinds FenceKind lists are read (docs/lesson-format.md shows each one).
      guard FenceKind(words: fence.words) != nil else { continue }
      let contentStart = SourceLocation(line: block.start.line + 1, column: block.start.column)
      let words = fence.words
      switch (words.first, words.dropFirst().first) {
      case (let language?, let role?) where Self.isFileBlock(language: language, role: role):
        // Swift files are code; any other language (```xml support file=Todo.xcdatamodeld/…)
        // is a resource compiled into the app, as Xcode copies it into the bundle.
        consumed.append(block)
        guard let name = fence.values["file"], !name.isEmpty else {
          let example = language == "swift" ? "Name.swift" : "Name.\(language)"
          diagnostics.append(
            LessonDiagnostic(
              .error, file: file, at: block.start, "a \(role) block needs a file name",
              fix: "write the info string as ```\(language) \(role) file=\(example)"))
          continue
        }
        let exerciseFile = ExerciseFile(name: name, contents: block.text, location: contentStart)
        switch words[1] {
        case "starter": exercise.starters.append(exerciseFile)
        case "solution": exercise.solutions.append(exerciseFile)
        default: exercise.supports.append(exerciseFile)
        }
      case ("check", _):
        consumed.append(block)
        let hidden = words.dropFirst().first == "hidden"
        let (steps, errors) = CheckParser.parse(block.text, firstLine: contentStart.line, column: contentStart.column)
        diagnostics += errors.map { checkDiagnostic($0) }
        exercise.checks.append(
          Check(
            title: fence.title(after: hidden ? 2 : 1), points: points(fence, at: block.start, into: &diagnostics),
            isHidden: hidden, body: .steps(steps), location: block.start))
      case ("swift", "check"):
        consumed.append(block)
        let hidden = words.dropFirst(2).first == "hidden"
        if !Self.callsExpect(block.text) {
          diagnostics.append(
            LessonDiagnostic(
              .warning, file: file, at: block.start,
              "this Swift check never calls expect, and a check that makes no expectation fails",
              fix: "state what must be true: expect(condition, \"what should hold\")"))
        }
        exercise.checks.append(
          Check(
            title: fence.title(after: hidden ? 3 : 2), points: points(fence, at: block.start, into: &diagnostics),
            isHidden: hidden,
            body: .swift(block.text), location: block.start))
      case ("hint", _):
        consumed.append(block)
        exercise.hints.append(
          Hint(text: block.text.trimmingCharacters(in: .whitespacesAndNewlines), location: contentStart))
      case ("text", "app"):
        consumed.append(block)
        if let host = readHost(block.text, at: contentStart, into: &diagnostics) { exercise.host = host }
      case ("http", "fixture"):
        consumed.append(block)
        if let fixture = FixtureReader(file: file).read(fence, text: block.text, at: block.start, into: &diagnostics) {
          exercise.fixtures.append(fixture)
        }
      case ("text", "project"):
        consumed.append(block)
        hasProjectBlock = true
        exercise.project = readProject(fence, text: block.text, at: block.start, into: &diagnostics)
      default:
        continue
      }
    }
    exercise.markdown = prose(excluding: consumed)
    diagnostics += missingParts(of: exercise, hasProjectBlock: hasProjectBlock)
    return (LessonStep(title: title, location: heading.start, content: .exercise(exercise)), diagnostics)
  }

  private func missingParts(of exercise: Exercise, hasProjectBlock: Bool) -> [LessonDiagnostic] {
    var diagnostics: [LessonDiagnostic] = []
    // A project exercise's files are the project; its starter and solution blocks are optional.
    let fromProject = hasProjectBlock
    let parts: [(Bool, String, String)] = [
      (exercise.starters.isEmpty && !fromProject, "starter", "```swift starter file=Name.swift"),
      (exercise.solutions.isEmpty && !fromProject, "solution", "```swift solution file=Name.swift"),
      (exercise.checks.isEmpty, "check", "```check Title"),
    ]
    for (missing, part, example) in parts where missing {
      diagnostics.append(
        LessonDiagnostic(
          .error, file: file, at: heading.start, "the exercise \"\(exercise.title)\" has no \(part)",
          fix: "add a \(example) block to it"))
    }
    return diagnostics
  }

  private func points(_ fence: FenceInfo, at location: SourceLocation, into diagnostics: inout [LessonDiagnostic])
    -> Int
  {
    guard let text = fence.values["points"] else { return 1 }
    guard let value = Int(text), value >= 0 else {
      diagnostics.append(
        LessonDiagnostic(
          .error, file: file, at: location, "points=\(text) is not a whole number", fix: "write points=2, for example"))
      return 1
    }
    return value
  }

  private func checkDiagnostic(_ error: CheckLanguageError) -> LessonDiagnostic {
    var fix = "see the check language: launch, tap, type, advance, expect, …"
    switch error {
    case .unknownStep(_, let suggestion?, _): fix = "write \"\(suggestion)\""
    case .deviceAfterLaunch(let device, _, _): fix = "move \"device \(device)\" above the launch"
    default: break
    }
    return LessonDiagnostic(.error, file: file, at: error.location, error.description, fix: fix)
  }

  private func info(of block: MarkdownDocument.Block) -> String? {
    if case .code(let info) = block.kind { return info }
    return nil
  }

  /// The step's Markdown without the given blocks.
  private func prose(excluding excluded: [MarkdownDocument.Block]) -> String {
    let first = heading.start.line + 1
    guard first <= endLine else { return "" }
    let kept = (first...endLine).filter { line in
      !excluded.contains { line >= $0.start.line && line <= $0.endLine }
    }
    return LessonParser.lines(kept.map { lines[$0 - 1] }, from: 1, to: kept.count)
  }

  /// `Egg timer {#egg-timer}` → ("Egg timer", "egg-timer").
  static func titleAndID(_ text: String) -> (title: String, id: String) {
    guard text.hasSuffix("}"), let open = text.range(of: "{#", options: .backwards) else { return (text, "") }
    let id = String(text[open.upperBound..<text.index(before: text.endIndex)])
    return (text[..<open.lowerBound].trimmingCharacters(in: .whitespaces), id)
  }

  /// Whether a Swift check's code calls `expect(` outside a `//` comment (a commented-out call
  /// records nothing, and a check that records nothing fails).
  static func callsExpect(_ code: String) -> Bool {
    code.split(separator: "\n").contains { line in
      (line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]).contains("expect(")
    }
  }

  /// `Egg timer!` → `egg-timer`.
  static func slug(_ title: String) -> String {
    let words = title.lowercased().split { !($0.isLetter || $0.isNumber) }
    return words.joined(separator: "-")
  }
}
