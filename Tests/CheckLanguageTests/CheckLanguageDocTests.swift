import Foundation
import Testing
import TutorTestSupport

@testable import CheckLanguage

/// docs/check-language.md stays true: every example in its ```check and ```steps blocks parses, and
/// it shows every step and every expectation word the parser knows.
@Suite("docs/check-language.md")
struct CheckLanguageDocTests {
  /// One line of an example block, with its line number in the doc.
  struct Example {
    let line: Int
    let text: String

    /// The line's words, split as the lexer splits bare words (`memory-warning` is one word).
    var words: [String] {
      text.split { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }.map(String.init)
    }
  }

  static let docPath = TestPaths.docs.appending(path: "check-language.md")

  /// The lines inside the doc's fenced blocks whose info string starts with `check` or `steps`.
  static func examples(in markdown: String) -> [Example] {
    var examples: [Example] = []
    var fence: Substring?
    var isExampleBlock = false
    for (offset, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.drop { $0 == " " }
      if let open = fence {
        if trimmed.hasPrefix(open), trimmed.allSatisfy({ $0 == "`" }) {
          fence = nil
        } else if isExampleBlock {
          examples.append(Example(line: offset + 1, text: String(line)))
        }
        continue
      }
      let ticks = trimmed.prefix { $0 == "`" }
      let info = trimmed.dropFirst(ticks.count)
      // A backtick in the info string makes the line an inline code span, not a fence (CommonMark).
      guard ticks.count >= 3, !info.contains("`") else { continue }
      fence = ticks
      let language = info.split(separator: " ").first ?? ""
      isExampleBlock = language == "check" || language == "steps"
    }
    return examples
  }

  private func docExamples() throws -> [Example] {
    let markdown = try String(contentsOf: Self.docPath, encoding: .utf8)
    let examples = Self.examples(in: markdown)
    try #require(!examples.isEmpty, "no ```check or ```steps blocks in \(Self.docPath.path)")
    return examples
  }

  @Test("every example line parses")
  func examplesParse() throws {
    for example in try docExamples() {
      do {
        _ = try CheckParser.parseLine(example.text, line: example.line)
      } catch {
        Issue.record("docs/check-language.md:\(error.location): \(error) in \"\(example.text)\"")
      }
    }
  }

  @Test("every step starts an example")
  func everyStepShown() throws {
    let firstWords = Set(try docExamples().compactMap(\.words.first))
    for step in StepNames.all {
      #expect(firstWords.contains(step), "no example starts with the step \"\(step)\"")
    }
  }

  @Test("every expectation word appears in an expect example")
  func everyExpectationShown() throws {
    let words = Set(try docExamples().filter { $0.words.first == "expect" }.flatMap { $0.words.dropFirst() })
    for keyword in StepNames.expectationKeywords {
      #expect(words.contains(keyword), "no expect example uses \"\(keyword)\"")
    }
  }

  @Test("every query kind and swipe direction appears in an example")
  func everyKindAndDirectionShown() throws {
    let words = Set(try docExamples().flatMap(\.words))
    let keywords = Query.Kind.allCases.map(\.rawValue) + CheckStep.SwipeDirection.allCases.map(\.rawValue)
    for keyword in keywords {
      #expect(words.contains(keyword), "no example uses \"\(keyword)\"")
    }
  }

  /// The list the doc is held to is the parser's own: each name in it is a step the parser knows.
  @Test("the step list names only steps the parser knows", arguments: StepNames.all)
  func stepNamesKnown(step: String) {
    do {
      _ = try CheckParser.parseLine(step)
    } catch {
      if case .unknownStep = error {
        Issue.record("\"\(step)\" is in StepNames.all but the parser does not know it")
      }
    }
  }
}
