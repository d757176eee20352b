import Testing

@testable import Runner

/// Properties that hold for any Swift text (issue 17): the tokens joined are the source, byte for
/// byte; the lowering keeps the line count, and every string, comment and regex literal of the
/// source is in the lowered file, unchanged and on its line. Checked on the book-code corpus and
/// on every prefix of it (unterminated strings and comments included).
@Suite("Swift lexer properties")
struct SwiftLexerPropertyTests {
  /// The corpus and prefixes of it, cut every few characters.
  static let inputs: [String] = BookCodeCorpus.all.flatMap { source in
    let characters = Array(source)
    return [source] + stride(from: 0, to: characters.count, by: 7).map { String(characters[..<$0]) }
  }

  /// The literal tokens of `source` with their lines.
  static func literals(_ source: String) -> [String] {
    SwiftLexer.tokens(in: source).filter { $0.kind == .string || $0.kind == .comment || $0.kind == .regex }
      .map { "\($0.line): \($0.text)" }
  }

  @Test("joining the tokens gives the source back, byte for byte; offsets and lines are the tokens' own")
  func roundTrip() {
    for source in Self.inputs {
      let tokens = SwiftLexer.tokens(in: source)
      #expect(Array(tokens.map(\.text).joined().utf8) == Array(source.utf8))
      var offset = 0
      var line = 1
      for token in tokens {
        #expect(token.offset == offset && token.line == line, "\(token)")
        offset += token.text.utf8.count
        line += token.lineBreaks
      }
    }
  }

  @Test("the lowering keeps the line count and every string, comment and regex literal on its line")
  func loweringKeepsLinesAndLiterals() {
    for source in Self.inputs {
      let lowered = SourceLowering.lower(source)
      #expect(
        InterfaceRegistration.lineCount(of: lowered) == InterfaceRegistration.lineCount(of: source), "\(source)")
      // The lowering adds literals of its own (selector names, keys), so the source's are a
      // subsequence of the lowered file's.
      var remaining = Self.literals(lowered)[...]
      for literal in Self.literals(source) {
        guard let found = remaining.firstIndex(of: literal) else {
          Issue.record("lost \(literal) in\n\(lowered)")
          break
        }
        remaining = remaining[(found + 1)...]
      }
    }
  }

  @Test("the lowered corpus has no attribute the compiler would refuse, and no #selector left")
  func loweredCorpus() {
    for source in BookCodeCorpus.all {
      let tokens = SwiftLexer.tokens(in: SourceLowering.lower(source))
      let attributes = tokens.filter { $0.kind == .attribute }.map(\.text)
      #expect(attributes.allSatisfy { $0 == "@main" }, "\(attributes)")
      #expect(!tokens.contains { $0.text == "#selector" })
    }
  }
}
