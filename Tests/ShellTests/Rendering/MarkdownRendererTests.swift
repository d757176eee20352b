import Foundation
import LessonKit
import Testing
import TutorTestSupport

@testable import Presentation
@testable import Shell

/// Lesson text in the terminal, compared with golden files: the fixture lesson's steps rendered
/// at 60 columns, plain and with colour.
@Suite("Rendered Markdown")
struct MarkdownRendererTests {
  private func lessonText() throws -> String {
    try String(contentsOfFile: ShellHarness.lessons + "/01-basics.md", encoding: .utf8)
  }

  @Test("headings, emphasis, code, lists, a table, a quote and Swift code, wrapped at 60 columns")
  func plain() throws {
    let shell = ShellHarness()
    let (output, _) = shell.run(["open basics", "next", "next"])
    expectGolden(
      output.replacingOccurrences(of: shell.workspace.path, with: "WORKSPACE"), named: "markdown-basics-plain.txt")
  }

  @Test("with colour, Swift keywords, strings, comments and type names are coloured")
  func highlighted() {
    var highlighter = SwiftHighlighter(style: TerminalStyle(colored: true))
    let line = highlighter.highlight("let greeting = \"Hello\"  // after code")
    #expect(line == "\u{1B}[35mlet\u{1B}[0m greeting = \u{1B}[31m\"Hello\"\u{1B}[0m  \u{1B}[2m// after code\u{1B}[0m")
    #expect(highlighter.highlight("class Greeter: NSObject {").contains("\u{1B}[36mGreeter\u{1B}[0m"))
    _ = highlighter.highlight("/* a block")
    #expect(highlighter.highlight("still comment */ let x = 1").hasPrefix("\u{1B}[2mstill comment */\u{1B}[0m"))
  }

  @Test("a table too wide for the terminal wraps its cells inside their columns")
  func narrowTable() {
    let renderer = MarkdownRenderer(width: 30, style: TerminalStyle(colored: false))
    let text = renderer.render(
      "| Name | Meaning |\n| --- | --- |\n| viewDidLoad | called once after the view is loaded |\n")
    let lines = text.split(separator: "\n")
    #expect(lines.allSatisfy { TerminalStyle.visibleWidth(String($0)) <= 30 })
    #expect(lines.first == "┌─────────────┬──────────────┐")
  }

  @Test("a fixture block shows the request it answers above the response (its URL is in the info string)")
  func fixtureCaption() {
    let renderer = MarkdownRenderer(width: 60, style: TerminalStyle(colored: false))
    let text = renderer.render(
      "```http fixture url=https://api.example.com/todos latency=300ms\nHTTP/1.1 200 OK\n\n[]\n```\n")
    #expect(text.split(separator: "\n").first == "│ GET https://api.example.com/todos answers:")
    let post = renderer.render("```http fixture method=post url=https://a.example/x\nHTTP/1.1 201 Created\n```\n")
    #expect(post.hasPrefix("│ POST https://a.example/x answers:\n│ HTTP/1.1 201 Created"))
    #expect(!renderer.render("```http\nGET / HTTP/1.1\n```\n").contains("answers:"))
  }
}
