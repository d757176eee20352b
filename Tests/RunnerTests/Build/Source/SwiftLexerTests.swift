import Testing

@testable import Runner

/// How Swift source splits into code and the rest (comments, string and regex literals), as the
/// compiler's lexer splits it: the code interpolated into a string is code (issues 13 and 17).
@Suite("Swift lexer")
struct SwiftLexerTests {
  /// The source with what is not code (runs of string, comment and regex tokens) between ⟦ and ⟧.
  static func marked(_ source: String) -> String {
    var result = ""
    var inLiteral = false
    for token in SwiftLexer.tokens(in: source) {
      let isLiteral = token.kind == .string || token.kind == .comment || token.kind == .regex
      if isLiteral != inLiteral { result += isLiteral ? "⟦" : "⟧" }
      inLiteral = isLiteral
      result += token.text
    }
    return result + (inLiteral ? "⟧" : "")
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
    let lexer = SwiftLexer(Array(#"a "b" c"#.unicodeScalars), budget: 3)
    #expect(lexer.spans.map(\.kind) == [.code])
    #expect(lexer.tokens().map(\.text) == ["a", " ", "\"", "b", "\"", " ", "c"])
  }

  @Test("tokens: kinds, texts and where each starts (UTF-8 offset, line, column)")
  func tokens() {
    let source = "@IBOutlet weak var é: UILabel! // note\n  @objc(go:) func go() { x = 0x1F + 1.5e-3 ?? a?.b ..< c }"
    let tokens = SwiftLexer.tokens(in: source).filter(\.isSignificant)
    #expect(
      tokens.map(\.text) == [
        "@IBOutlet", "weak", "var", "é", ":", "UILabel", "!", "@objc", "(", "go", ":", ")", "func", "go", "(", ")", "{",
        "x", "=", "0x1F", "+", "1.5e-3", "??", "a", "?", ".", "b", "..<", "c", "}",
      ])
    #expect(tokens[0].kind == .attribute && tokens[1].kind == .identifier && tokens[2].kind == .keyword)
    #expect(tokens[19].kind == .number && tokens[21].kind == .number && tokens[22].kind == .operator)
    let comment = SwiftLexer.tokens(in: source).first { $0.kind == .comment }
    #expect(comment?.text == "// note" && comment?.line == 1 && comment?.column == 32 && comment?.offset == 32)
    #expect(tokens[7].line == 2 && tokens[7].column == 3 && tokens[7].offset == 42)
    let pound = SwiftLexer.tokens(in: "#selector(`default`)").filter(\.isSignificant)
    #expect(pound.map(\.kind) == [.poundKeyword, .punctuation, .identifier, .punctuation])
    #expect(pound[2].name == "default" && pound[2].isBackticked)
  }

  @Test("a string's interpolations are code tokens between the string's parts")
  func interpolation() {
    let tokens = SwiftLexer.tokens(in: #"let s = "a \(b + "c") d""#)
    #expect(tokens.filter { $0.kind == .string }.map(\.text) == [#""a \("#, #""c""#, #") d""#])
    #expect(tokens.filter { $0.kind == .identifier }.map(\.text) == ["s", "b"])
  }
}
