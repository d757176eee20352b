import CheckLanguage
import DriverProtocol
import Foundation

/// Reads one lesson file into a `Lesson` and the problems found on the way (docs/lesson-format.md).
package enum LessonParser {
  /// The front-matter keys a lesson may use.
  static let knownKeys: Set<String> = ["id", "title", "order", "summary", "requires", "device"]

  package static func parse(source: String, file: String) -> (lesson: Lesson?, diagnostics: [LessonDiagnostic]) {
    var diagnostics: [LessonDiagnostic] = []
    let frontMatter = FrontMatter(source: source)
    diagnostics += frontMatterDiagnostics(frontMatter, file: file)
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // Blank the front matter so cmark's line numbers stay the file's.
    let body = lines.enumerated().map { $0.offset < frontMatter.lineCount ? "" : $0.element }.joined(separator: "\n")
    let document = MarkdownDocument(parsing: body)
    let stepStarts = document.blocks.indices.filter { document.blocks[$0].kind == .heading(level: 2) }
    let introductionEnd = stepStarts.first.map { document.blocks[$0].start.line - 1 } ?? lines.count
    let introduction = Self.lines(lines, from: frontMatter.lineCount + 1, to: introductionEnd)
    var steps: [LessonStep] = []
    for (position, headingIndex) in stepStarts.enumerated() {
      let heading = document.blocks[headingIndex]
      let nextIndex = position + 1 < stepStarts.count ? stepStarts[position + 1] : document.blocks.count
      let blocks = Array(document.blocks[(headingIndex + 1)..<nextIndex])
      let endLine = position + 1 < stepStarts.count ? document.blocks[nextIndex].start.line - 1 : lines.count
      let reader = StepReader(file: file, lines: lines, heading: heading, blocks: blocks, endLine: endLine)
      let (step, stepDiagnostics) = reader.read()
      steps.append(step)
      diagnostics += stepDiagnostics
    }
    diagnostics += duplicateExerciseDiagnostics(steps, file: file)
    let fixtures = lessonFixtures(document, stepStarts: stepStarts, steps: steps, file: file, into: &diagnostics)
    guard let id = frontMatter.first("id")?.value, !id.isEmpty, let title = frontMatter.first("title")?.value else {
      return (nil, diagnostics)
    }
    let lesson = Lesson(
      file: file, id: id, title: title, order: frontMatter.first("order").flatMap { Int($0.value) },
      summary: frontMatter.first("summary")?.value,
      requires: frontMatter.first("requires").map {
        $0.value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      } ?? [],
      device: frontMatter.first("device").flatMap { DeviceModel(rawValue: $0.value) }, introduction: introduction,
      steps: steps, fixtures: fixtures)
    return (lesson, diagnostics)
  }

  /// Lines `from`...`to` (1-based, inclusive), trimmed of blank lines at both ends.
  static func lines(_ lines: [String], from: Int, to: Int) -> String {
    guard from <= to, from >= 1 else { return "" }
    var slice = Array(lines[(from - 1)..<min(to, lines.count)])
    while slice.first?.allSatisfy(\.isWhitespace) == true { slice.removeFirst() }
    while slice.last?.allSatisfy(\.isWhitespace) == true { slice.removeLast() }
    return slice.joined(separator: "\n")
  }

  private static func frontMatterDiagnostics(_ frontMatter: FrontMatter, file: String) -> [LessonDiagnostic] {
    var diagnostics: [LessonDiagnostic] = []
    let top = SourceLocation(line: 1, column: 1)
    if frontMatter.lineCount == 0 {
      return [
        LessonDiagnostic(
          .error, file: file, at: top, "the lesson has no front matter",
          fix: "start the file with ---, then id: and title: lines, then ---")
      ]
    }
    for location in frontMatter.malformedLines {
      diagnostics.append(
        LessonDiagnostic(
          .error, file: file, at: location, "front matter lines are key: value, closed by a --- line",
          fix: "write key: value, and end the block with ---"))
    }
    for key in ["id", "title"] where frontMatter.first(key) == nil {
      diagnostics.append(
        LessonDiagnostic(
          .error, file: file, at: top, "the front matter has no \(key)", fix: "add a line \(key): … to the front matter"
        ))
    }
    if let device = frontMatter.first("device"), DeviceModel(rawValue: device.value) == nil {
      diagnostics.append(
        LessonDiagnostic(
          .error, file: file, at: device.location, "unknown device \"\(device.value)\"",
          fix: "use one of \(DeviceModel.names) (\(DeviceModel.standard.rawValue) is the default)"))
    }
    if let order = frontMatter.first("order"), Int(order.value) == nil {
      diagnostics.append(
        LessonDiagnostic(
          .error, file: file, at: order.location, "order must be a whole number, not \"\(order.value)\"",
          fix: "write order: 3, for example"))
    }
    var seen: Set<String> = []
    for entry in frontMatter.entries {
      if !seen.insert(entry.key).inserted {
        diagnostics.append(
          LessonDiagnostic(
            .error, file: file, at: entry.location, "\(entry.key) is given twice", fix: "keep one \(entry.key): line"))
      }
      if !knownKeys.contains(entry.key) {
        let known = knownKeys.sorted().joined(separator: ", ")
        diagnostics.append(
          LessonDiagnostic(
            .warning, file: file, at: entry.location, "unknown front-matter key \"\(entry.key)\"",
            fix: "use one of \(known), or remove the line"))
      }
    }
    return diagnostics
  }

  private static func duplicateExerciseDiagnostics(_ steps: [LessonStep], file: String) -> [LessonDiagnostic] {
    var seen: [String: SourceLocation] = [:]
    var diagnostics: [LessonDiagnostic] = []
    for step in steps {
      guard case .exercise(let exercise) = step.content else { continue }
      if let first = seen[exercise.id] {
        diagnostics.append(
          LessonDiagnostic(
            .error, file: file, at: exercise.location,
            "two exercises have the id \"\(exercise.id)\" (the first is at line \(first.line))",
            fix: "give this exercise its own id with {#another-id} after its title"))
      } else {
        seen[exercise.id] = exercise.location
      }
    }
    return diagnostics
  }
}
