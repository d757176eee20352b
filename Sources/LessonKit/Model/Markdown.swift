/// Markdown as immutable values, for rendering lesson text in a terminal: the blocks and inlines
/// of CommonMark and GitHub's tables, read by `Markdown.parse` (cmark-gfm, in
/// MarkdownDocument.swift).
package enum Markdown {
  package indirect enum Block: Equatable, Sendable {
    case heading(level: Int, [Inline])
    case paragraph([Inline])
    case code(info: String, text: String)
    case list(ordered: Bool, start: Int, items: [[Block]])
    case quote([Block])
    case table(alignments: [Alignment], header: [[Inline]], rows: [[[Inline]]])
    case rule
    case html(String)
  }

  package indirect enum Inline: Equatable, Sendable {
    case text(String)
    case code(String)
    case emphasis([Inline])
    case strong([Inline])
    case strikethrough([Inline])
    case link(destination: String, [Inline])
    case image(source: String, alt: String)
    case softBreak
    case lineBreak
    case html(String)
  }

  /// A table column's alignment.
  package enum Alignment: Equatable, Sendable {
    case none, left, center, right
  }
}

extension Markdown.Inline {
  /// The text a reader sees, without markup.
  package var plainText: String {
    switch self {
    case .text(let text), .code(let text), .html(let text): text
    case .emphasis(let inlines), .strong(let inlines), .strikethrough(let inlines), .link(_, let inlines):
      inlines.map(\.plainText).joined()
    case .image(_, let alt): alt
    case .softBreak: " "
    case .lineBreak: "\n"
    }
  }
}
