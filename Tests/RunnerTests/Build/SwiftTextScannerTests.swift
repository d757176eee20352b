import Testing

@testable import Runner

/// How Swift source splits into code and the rest (comments, string and regex literals), as the
/// compiler's lexer splits it: the code interpolated into a string is code (issue 13).
@Suite("Swift text scanner")
struct SwiftTextScannerTests {
  /// The source with what is not code between ⟦ and ⟧.
  private static func marked(_ source: String) -> String {
    var scanner = SwiftTextScanner(Array(source.unicodeScalars))
    var result = ""
    while let region = scanner.nextRegion() {
      switch region {
      case .code(let text): result += String(String.UnicodeScalarView(text))
      case .verbatim(let text): result += "⟦" + String(String.UnicodeScalarView(text)) + "⟧"
      }
    }
    return result
  }

  @Test(
    "literals and comments are not code; interpolations in strings are",
    arguments: [
      (#"a = "b" + c"#, #"a = ⟦"b"⟧ + c"#),
      (#"a = "x\(y)z""#, #"a = ⟦"x\(⟧y⟦)z"⟧"#),
      (#"q = "\(a + "\"")"; d"#, #"q = ⟦"\(⟧a + ⟦"\"")"⟧; d"#),
      (#"s = "\( "\( "\(x)" )" )"; d"#, #"s = ⟦"\(⟧ ⟦"\(⟧ ⟦"\(⟧x⟦)"⟧ ⟦)"⟧ ⟦)"⟧; d"#),
      (#"s = "\(f(a, (b)))""#, #"s = ⟦"\(⟧f(a, (b))⟦)"⟧"#),
      (#"s = "\(1 /* " */)"; d"#, #"s = ⟦"\(⟧1 ⟦/* " */)"⟧; d"#),
      (#"s = "\\(x)""#, #"s = ⟦"\\(x)"⟧"#),
      (##"s = #"\(x)\#(y)"#"##, ##"s = ⟦#"\(x)\#(⟧y⟦)"#⟧"##),
      (##"s = #"\#(a + "\"#")"#; d"##, ##"s = ⟦#"\#(⟧a + ⟦"\"#")"#⟧; d"##),
      (###"s = ##"a"#b\##(c)"##"###, ###"s = ⟦##"a"#b\##(⟧c⟦)"##⟧"###),
      (##"s = #"""#; d"##, ##"s = ⟦#"""#⟧; d"##),
      (
        "s = \"\"\"\n  \\(\"\"\"\n    a\n    \"\"\" + b)\n  \"\"\"\nd",
        "s = ⟦\"\"\"\n  \\(\"\"\"\n    a\n    \"\"\"⟧ + b⟦)\n  \"\"\"⟧\nd"
      ),
      ("s = \"\"\"\n  \\(x // )\n  )\n  \"\"\"", "s = ⟦\"\"\"\n  \\(⟧x ⟦// )⟧\n  ⟦)\n  \"\"\"⟧"),
      ("// note\rd", "⟦// note⟧\rd"),
      ("a /* b /* c */ d */ e", "a ⟦/* b /* c */ d */⟧ e"),
      (##"r = #/"/#; d"##, ##"r = ⟦#/"/#⟧; d"##),
      (##"r = #/a\/#b/#; d"##, ##"r = ⟦#/a\/#b/#⟧; d"##),
      ("r = #/\n  \"\n  /#; d", "r = ⟦#/\n  \"\n  /#⟧; d"),
      (#"let `a"b` = 1; d"#, #"let `a"b` = 1; d"#),
      ("#!/usr/bin/env swift \"\nd", "⟦#!/usr/bin/env swift \"⟧\nd"),
      (#"s = "open"#, #"s = ⟦"open⟧"#),
      ("s = \"open\nd", "s = ⟦\"open⟧\nd"),
    ])
  func split(source: String, expected: String) {
    #expect(Self.marked(source) == expected)
  }

  @Test("a string nested thousands deep is split without deep recursion, or read as code")
  func deepNesting() {
    let depth = 20_000
    let source = String(repeating: #""\("#, count: depth) + "x" + String(repeating: #")""#, count: depth)
    let rebuilt = Self.marked(source).replacingOccurrences(of: "⟦", with: "").replacingOccurrences(of: "⟧", with: "")
    #expect(rebuilt == source)
  }

  @Test("a file that would take too long to split is code throughout")
  func budget() {
    var scanner = SwiftTextScanner(Array(#"a "b" c"#.unicodeScalars), budget: 3)
    #expect(scanner.nextRegion() == .code(Array(#"a "b" c"#.unicodeScalars)))
    #expect(scanner.nextRegion() == nil)
  }
}
