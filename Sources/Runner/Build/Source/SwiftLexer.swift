/// Swift source as tokens (SwiftLexer+Tokens.swift): every byte of the file is in exactly one
/// token, so joining the tokens' text gives the file back, and each token knows its byte offset,
/// line and column. The source lowering, the outlet and action registry, the learner-code rules
/// and the import and entry-point detection all read code through it.
///
/// The lexer first splits the text into code and the parts that are not code — comments (line
/// and nested block), string literals (single-line, multi-line, raw with any number of `#`s) and
/// regex literals (`#/…/#`) — finding the ends of literals as the compiler's lexer does
/// (swift/lib/Parse/Lexer.cpp), since LearnerCodeRules must read every part of a learner's file
/// the compiler reads as code: the code of an interpolation `\( … )` (or `\#( … )` in a raw
/// string) is code, with its own strings, interpolations and comments; its end is found by the
/// compiler's own simpler scan (`endOfInterpolation`, in SwiftLexer+Literals.swift); a line comment
/// ends at a carriage return too; `#"""#` is a one-line string; a raw identifier (`` `a "b` ``) is
/// code. Inside an interpolation nothing is read past its `)`. Bare `/…/` regex literals are not
/// read: apps are built in Swift 5 mode (AppBuilder.compilerFlags), where they are off and `/` is
/// division. The code is then cut into words, numbers, attributes and punctuation.
///
/// Where the source is malformed the split may differ from the compiler's, which then refuses
/// the file anyway. A file that would take too long to split (a budget of steps proportional to
/// its length) is answered as code throughout, which hides nothing from a rule.
struct SwiftLexer {
  /// What a stretch of the text is, before code is cut into tokens.
  enum SpanKind: Equatable {
    case code, comment, string, regex
  }

  /// What is being read: code up to `limit` (an interpolation's, whose `)` is at `limit` when
  /// `closesInterpolation`), or a string literal's contents.
  private enum Frame {
    case code(limit: Int, closesInterpolation: Bool)
    case string(hashes: Int, multiline: Bool, limit: Int)
  }

  let text: [Unicode.Scalar]
  /// Where each interpolation that starts at an index (times two, plus one in a multi-line
  /// string) ends, and whether at its `)`: found once, for nested interpolations too.
  var interpolationEnds: [Int: (end: Int, closed: Bool)] = [:]
  /// Steps left before the split gives up.
  var budget: Int
  private(set) var spans: [(kind: SpanKind, range: Range<Int>)] = []
  /// Whether the last span is a whole literal or comment, which the next span does not extend.
  private var sealed = false

  /// Splits `text`, within `budget` steps (by default 64 for each character, and some).
  init(_ text: [Unicode.Scalar], budget: Int? = nil) {
    self.text = text
    self.budget = budget ?? 64 * text.count + 4096
    if !split() { spans = text.isEmpty ? [] : [(.code, 0..<text.count)] }
  }

  /// Appends a span, merged with the last one when of the same kind and part of the same literal
  /// (a string's contents come in steps); `whole` seals it.
  private mutating func add(_ kind: SpanKind, _ range: Range<Int>, whole: Bool = false) {
    guard !range.isEmpty else { return }
    defer { sealed = whole }
    if !sealed, let last = spans.last, last.kind == kind, last.range.upperBound == range.lowerBound {
      spans[spans.count - 1].range = last.range.lowerBound..<range.upperBound
    } else {
      spans.append((kind, range))
    }
  }

  /// Splits the whole text into spans; false when the budget ran out.
  private mutating func split() -> Bool {
    var frames: [Frame] = [.code(limit: text.count, closesInterpolation: false)]
    var index = 0
    let start = text.first == "\u{FEFF}" ? 1 : 0
    if starts(with: "#!", at: start) {  // a hashbang line, which the compiler skips
      index = endOfLine(from: start, limit: text.count)
      add(.comment, 0..<index, whole: true)
    }
    while let frame = frames.last {
      budget -= 1
      guard budget > 0 else { return false }
      switch frame {
      case .code(let limit, let closesInterpolation):
        guard index < limit else {
          frames.removeLast()
          if closesInterpolation {
            sealed = true
            add(.string, index..<index + 1)
            index += 1
          }
          continue
        }
        if let opening = stringOpening(at: index, limit: limit) {
          sealed = true  // a new literal, even right after another
          add(.string, index..<opening.contents)
          index = opening.contents
          frames.append(.string(hashes: opening.hashes, multiline: opening.multiline, limit: limit))
        } else if let end = endOfComment(at: index, limit: limit) {
          add(.comment, index..<end, whole: true)
          index = end
        } else if let end = endOfRegex(at: index, limit: limit) {
          add(.regex, index..<end, whole: true)
          index = end
        } else {
          let end = endOfRawIdentifier(at: index, limit: limit) ?? index + 1
          add(.code, index..<end)
          index = end
        }
      case .string(let hashes, let multiline, let limit):
        switch stringStep(at: index, hashes: hashes, multiline: multiline, limit: limit) {
        case .literal(let end):
          add(.string, index..<end)
          index = end
        case .end(let end):
          add(.string, index..<end, whole: true)
          index = end
          frames.removeLast()
        case .interpolation(let contents, let end, let closed):
          add(.string, index..<contents)
          index = contents
          frames.append(.code(limit: end, closesInterpolation: closed))
        }
      }
    }
    return true
  }

  func starts(with literal: String, at index: Int) -> Bool {
    var position = index
    for scalar in literal.unicodeScalars {
      guard position < text.count, text[position] == scalar else { return false }
      position += 1
    }
    return true
  }

  func isNewline(_ index: Int) -> Bool { text[index] == "\n" || text[index] == "\r" }

  /// The index of the line break (or `limit`) that ends the line `index` is on.
  func endOfLine(from index: Int, limit: Int) -> Int {
    var end = index
    while end < limit, !isNewline(end) { end += 1 }
    return end
  }

  /// When a comment starts at `index`, the index just past its end (a line comment stops
  /// before the line break, `\n` or `\r`; block comments nest).
  private func endOfComment(at index: Int, limit: Int) -> Int? {
    if starts(with: "//", at: index) { return endOfLine(from: index, limit: limit) }
    guard starts(with: "/*", at: index) else { return nil }
    return endOfBlockComment(from: index, limit: limit).end
  }

  /// The end of the block comment at `index`, and whether it spans lines.
  func endOfBlockComment(from index: Int, limit: Int) -> (end: Int, multiline: Bool) {
    var depth = 1
    var end = index + 2
    var multiline = false
    while end < limit {
      if text[end] == "*", end + 1 < limit, text[end + 1] == "/" {
        depth -= 1
        end += 2
        if depth == 0 { break }
      } else if text[end] == "/", end + 1 < limit, text[end + 1] == "*" {
        depth += 1
        end += 2
      } else {
        multiline = multiline || isNewline(end)
        end += 1
      }
    }
    return (min(end, limit), multiline)
  }

  /// When a raw identifier (`` `name` ``, `` `a b` ``) starts at `index`, the index past its
  /// closing backtick; it may not span lines.
  private func endOfRawIdentifier(at index: Int, limit: Int) -> Int? {
    guard text[index] == "`" else { return nil }
    var end = index + 1
    while end < limit, text[end] != "`", !isNewline(end) { end += 1 }
    return end < limit && text[end] == "`" ? end + 1 : nil
  }
}
