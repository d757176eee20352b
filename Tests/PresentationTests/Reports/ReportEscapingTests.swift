import Foundation
import Presentation
import Runner
import Testing
import TutorTestSupport

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Learner-controlled text in every report format (VisibleText): ESC, CR, BEL and the other C0
/// controls, DEL and C1 controls, U+2028/U+2029 and bidirectional controls never reach a report
/// raw. Each format is compared with a golden file and searched for raw characters.
@Suite("Report escaping")
struct ReportEscapingTests {
  /// Every character that acts: C0, DEL, C1, separators, bidi controls, XML's noncharacters.
  static let acting: String = {
    let values: [UInt32] =
      Array(0x00...0x1F) + Array(0x7F...0x9F) + [0x061C, 0x200E, 0x200F, 0x2028, 0x2029]
      + Array(0x202A...0x202E) + Array(0x2066...0x2069) + [0xFFFE, 0xFFFF]
    return String(String.UnicodeScalarView(values.compactMap(Unicode.Scalar.init)))
  }()

  /// A learner's attempt at faking a line: a colour, a return to the line's start, a bell, a
  /// reversed word and a line separator.
  static let fake = "ok\u{1B}[32m\r✓ Starts at zero 2/2\u{7}\u{202E}txet\u{2069}\u{2028}x"

  static let report: GradeReport = {
    let failed = GradeReport.CheckEntry(
      name: "Starts at zero", status: .fail, points: 0, maxPoints: 2,
      message: "01-counter.md:43: expect #count text \"0\" — expected \"0\", found \"\(fake)\"", hidden: false,
      output: "printed \(fake)\n\ttabbed\n" + acting + "\n", code: "launch CounterViewController")
    let passed = GradeReport.CheckEntry(
      name: "Adds one", status: .pass, points: 3, maxPoints: 3, message: nil, hidden: true, output: acting,
      code: "tap \"Add\"")
    let count = GradeReport.Exercise(
      lesson: "counter", exercise: "count", status: .fail, durationMilliseconds: 1200, compileOutput: nil,
      checks: [failed, passed])
    let broken = GradeReport.CheckEntry(
      name: "Says hello", status: .error, points: 0, maxPoints: 1,
      message: "the code does not compile:\nGreet.swift:3:5: error: \(fake)", hidden: false, output: "",
      code: "launch GreetViewController")
    let greet = GradeReport.Exercise(
      lesson: "counter", exercise: "greet", status: .error, durationMilliseconds: 800,
      compileOutput: "Greet.swift:3:5: error: cannot find '\(fake)' in scope\n" + acting, checks: [broken])
    let learner = GradeReport.Learner(name: "eve\u{1B}[2K\r\u{202E}" + acting, exercises: [count, greet])
    return GradeReport(
      lessons: [.init(id: "counter", title: "A counter", exercises: ["count", "greet"])], learners: [learner])
  }()

  /// The raw characters that act in `text`, other than those `allowed`.
  static func raw(_ text: String, allowed: Set<Unicode.Scalar> = ["\n"]) -> [Unicode.Scalar] {
    text.unicodeScalars.filter { VisibleText.acts($0) && !allowed.contains($0) }
  }

  static let goldenNames: [ReportFormat: String] = [
    .text: "escaping-text.txt", .json: "escaping-json.json", .junit: "escaping-junit.xml", .tap: "escaping-tap.txt",
    .exercism: "escaping-exercism.json", .gradescope: "escaping-gradescope.json",
  ]

  @Test("no character that acts survives raw in any format", arguments: ReportFormat.allCases)
  func format(_ format: ReportFormat) throws {
    let rendered = format.render(Self.report)
    // Multi-line fields of text and JUnit keep their tabs; nothing else but line feeds is raw.
    let allowed: Set<Unicode.Scalar> = format == .text || format == .junit ? ["\n", "\t"] : ["\n"]
    #expect(Self.raw(rendered, allowed: allowed).isEmpty, "\(Self.raw(rendered, allowed: allowed))")
    #expect(!rendered.contains("\r"))
    expectGolden(rendered, named: try #require(Self.goldenNames[format]))
  }

  @Test("text: a faked line stays inside its message, escaped and indented deeper than a check's line")
  func textCannotFakeALine() {
    let text = ReportFormat.text.render(Self.report)
    #expect(text.hasPrefix("eve\\u{1B}[2K\\u{D}\\u{202E}\\u{0}\\u{1}"))
    let checkLines = text.split(separator: "\n").filter { $0.hasPrefix("      ✓") || $0.hasPrefix("      ✗") }
    #expect(checkLines == ["      ✗ Starts at zero 0/2", "      ✓ Adds one (hidden) 3/3"])
    #expect(text.contains("      the code does not compile:\n        Greet.swift:3:5: error: ok\\u{1B}[32m\\u{D}✓"))
    // A line break in a learner's text starts an indented line under the message, never a report line.
    var report = Self.report
    report.learners[0].exercises[0].checks[0].message = "found \"x\nTotal: 99/99 points for 1 learner\""
    #expect(ReportFormat.text.render(report).contains("\n          Total: 99/99 points for 1 learner\"\n"))
  }

  @Test("JSON escapes every such character as \\uXXXX and reads back the same report")
  func jsonRoundTrip() throws {
    let json = ReportFormat.json.render(Self.report)
    #expect(json.contains("\\u001b[2K\\r\\u202e"))
    #expect(json.contains("\\u007f\\u0080") && json.contains("\\u2028") && json.contains("\\u2069\\ufffe\\uffff"))
    #expect(try JSONReport.parse(Data(json.utf8)) == Self.report)
  }

  @Test("JUnit is well-formed XML 1.0 with no carriage return, raw or as a reference")
  func junitParses() throws {
    let xml = ReportFormat.junit.render(Self.report)
    #expect(!xml.contains("&#"))
    let document = try XMLDocument(data: Data(xml.utf8))
    let root = try #require(document.rootElement())
    let suite = try #require(root.elements(forName: "testsuite").first)
    let name = try #require(suite.attribute(forName: "name")?.stringValue)
    #expect(name.hasPrefix("eve\\u{1B}[2K\\u{D}\\u{202E}"))
    #expect(Self.raw(document.xmlString, allowed: ["\n", "\t"]).isEmpty)
  }

  @Test("TAP: a YAML or TAP reader gets the visible escape back, never the character")
  func tapEscapes() {
    let tap = ReportFormat.tap.render(Self.report)
    #expect(tap.contains("not ok 1 - eve\\\\u{1B}[2K\\\\u{D}\\\\u{202E}"))
    #expect(tap.contains("\\\\u{1B}[32m\\\\u{D}✓ Starts at zero 2/2\\\\u{7}\\\\u{202E}txet"))
  }

  @Test(
    "VisibleText writes each character that acts as \\u{…}, keeping line feeds and tabs only when asked",
    arguments: [
      ("\u{1B}[31m", false, "\\u{1B}[31m"), ("a\rb", true, "a\\u{D}b"), ("a\nb\tc", true, "a\nb\tc"),
      ("a\nb\tc", false, "a\\u{A}b\\u{9}c"), ("\u{7}\u{7F}\u{85}\u{9F}", false, "\\u{7}\\u{7F}\\u{85}\\u{9F}"),
      ("\u{2028}\u{2029}", false, "\\u{2028}\\u{2029}"), ("\u{202E}abc\u{202C}", false, "\\u{202E}abc\\u{202C}"),
      ("\u{2066}\u{2067}\u{2068}\u{2069}", false, "\\u{2066}\\u{2067}\\u{2068}\\u{2069}"),
      ("\u{200E}\u{200F}\u{61C}", false, "\\u{200E}\\u{200F}\\u{61C}"), ("\u{0}", false, "\\u{0}"),
      ("héllo ✓ 😀 \u{A0}", false, "héllo ✓ 😀 \u{A0}"),
    ])
  func visible(_ text: String, _ multiline: Bool, _ expected: String) {
    #expect(VisibleText.escape(text, keepingLineBreaks: multiline) == expected)
  }

  @Test("the JSON notation is \\uXXXX, lowercase as JSONEncoder writes it")
  func jsonNotation() {
    #expect(VisibleText.escape("\u{1B}\u{85}\u{202E}", notation: .json) == "\\u001b\\u0085\\u202e")
  }
}
