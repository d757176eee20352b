import CMark
import CheckLanguage
import Foundation

/// A Markdown document as the top-level blocks a lesson is made of, read with cmark-gfm.
///
/// This is the only file that touches cmark: it converts the C tree to immutable Swift values
/// and frees it before returning.
struct MarkdownDocument: Equatable, Sendable {
  /// A top-level block with the lines it spans.
  struct Block: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
      case heading(level: Int)
      case code(info: String)
      case other
    }

    var kind: Kind
    /// A heading's text, or a code block's contents.
    var text: String
    var start: SourceLocation
    var endLine: Int
  }

  var blocks: [Block]

  init(parsing source: String) {
    blocks =
      Self.withDocument(source) { document in
        var blocks: [Block] = []
        var node = cmark_node_first_child(document)
        while let current = node {
          blocks.append(Self.block(from: current))
          node = cmark_node_next(current)
        }
        return blocks
      } ?? []
  }

  /// Parses `source` as CommonMark with GitHub's tables and strikethrough, hands the document to
  /// `body`, and frees it.
  static func withDocument<Result>(_ source: String, _ body: (OpaquePointer) -> Result) -> Result? {
    cmark_gfm_core_extensions_ensure_registered()
    guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { return nil }
    defer { cmark_parser_free(parser) }
    for name in ["table", "strikethrough"] {
      if let extensionSyntax = cmark_find_syntax_extension(name) {
        cmark_parser_attach_syntax_extension(parser, extensionSyntax)
      }
    }
    source.withCString { cmark_parser_feed(parser, $0, strlen($0)) }
    guard let document = cmark_parser_finish(parser) else { return nil }
    defer { cmark_node_free(document) }
    return body(document)
  }

  private static func block(from node: OpaquePointer) -> Block {
    let start = SourceLocation(
      line: Int(cmark_node_get_start_line(node)), column: Int(cmark_node_get_start_column(node)))
    let endLine = Int(cmark_node_get_end_line(node))
    switch cmark_node_get_type(node) {
    case CMARK_NODE_HEADING:
      return Block(
        kind: .heading(level: Int(cmark_node_get_heading_level(node))), text: plainText(of: node), start: start,
        endLine: endLine)
    case CMARK_NODE_CODE_BLOCK:
      let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
      let literal = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
      return Block(kind: .code(info: info), text: literal, start: start, endLine: endLine)
    default:
      return Block(kind: .other, text: "", start: start, endLine: endLine)
    }
  }

  /// The text of a heading's inline children.
  private static func plainText(of node: OpaquePointer) -> String {
    var text = ""
    var child = cmark_node_first_child(node)
    while let current = child {
      if let literal = cmark_node_get_literal(current) {
        text += String(cString: literal)
      } else {
        text += plainText(of: current)
      }
      child = cmark_node_next(current)
    }
    return text
  }
}

extension Markdown {
  /// Reads Markdown text into blocks (CommonMark, GitHub tables and strikethrough).
  package static func parse(_ source: String) -> [Block] {
    MarkdownDocument.withDocument(source) { document in children(of: document).compactMap(block) } ?? []
  }

  private static func children(of node: OpaquePointer) -> [OpaquePointer] {
    var result: [OpaquePointer] = []
    var child = cmark_node_first_child(node)
    while let current = child {
      result.append(current)
      child = cmark_node_next(current)
    }
    return result
  }

  private static func literal(_ node: OpaquePointer) -> String {
    cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
  }

  private static func block(_ node: OpaquePointer) -> Block? {
    switch cmark_node_get_type(node) {
    case CMARK_NODE_HEADING: return .heading(level: Int(cmark_node_get_heading_level(node)), inlines(of: node))
    case CMARK_NODE_PARAGRAPH: return .paragraph(inlines(of: node))
    case CMARK_NODE_CODE_BLOCK:
      return .code(info: cmark_node_get_fence_info(node).map { String(cString: $0) } ?? "", text: literal(node))
    case CMARK_NODE_BLOCK_QUOTE: return .quote(children(of: node).compactMap(block))
    case CMARK_NODE_THEMATIC_BREAK: return .rule
    case CMARK_NODE_HTML_BLOCK: return .html(literal(node))
    case CMARK_NODE_LIST:
      return .list(
        ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST, start: Int(cmark_node_get_list_start(node)),
        items: children(of: node).map { children(of: $0).compactMap(block) })
    default:
      guard String(cString: cmark_node_get_type_string(node)) == "table" else { return nil }
      return table(node)
    }
  }

  private static func table(_ node: OpaquePointer) -> Block {
    let columns = Int(cmark_gfm_extensions_get_table_columns(node))
    var alignments: [Alignment] = []
    if let raw = cmark_gfm_extensions_get_table_alignments(node) {
      for index in 0..<columns {
        switch UInt8(raw[index]) {
        case UInt8(ascii: "l"): alignments.append(.left)
        case UInt8(ascii: "c"): alignments.append(.center)
        case UInt8(ascii: "r"): alignments.append(.right)
        default: alignments.append(.none)
        }
      }
    }
    var header: [[Inline]] = []
    var rows: [[[Inline]]] = []
    for row in children(of: node) {
      let cells = children(of: row).map { inlines(of: $0) }
      if cmark_gfm_extensions_get_table_row_is_header(row) != 0 { header = cells } else { rows.append(cells) }
    }
    return .table(alignments: alignments, header: header, rows: rows)
  }

  private static func inlines(of node: OpaquePointer) -> [Inline] {
    children(of: node).compactMap { child -> Inline? in
      switch cmark_node_get_type(child) {
      case CMARK_NODE_TEXT: return .text(literal(child))
      case CMARK_NODE_CODE: return .code(literal(child))
      case CMARK_NODE_EMPH: return .emphasis(inlines(of: child))
      case CMARK_NODE_STRONG: return .strong(inlines(of: child))
      case CMARK_NODE_SOFTBREAK: return .softBreak
      case CMARK_NODE_LINEBREAK: return .lineBreak
      case CMARK_NODE_HTML_INLINE: return .html(literal(child))
      case CMARK_NODE_LINK:
        return .link(destination: cmark_node_get_url(child).map { String(cString: $0) } ?? "", inlines(of: child))
      case CMARK_NODE_IMAGE:
        let alt = inlines(of: child).map(\.plainText).joined()
        return .image(source: cmark_node_get_url(child).map { String(cString: $0) } ?? "", alt: alt)
      default:
        let name = String(cString: cmark_node_get_type_string(child))
        return name == "strikethrough" ? .strikethrough(inlines(of: child)) : .text(literal(child))
      }
    }
  }
}
