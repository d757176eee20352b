import CMark
import CheckLanguage

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
    blocks = []
    let length = source.utf8.count
    guard let document = source.withCString({ cmark_parse_document($0, length, CMARK_OPT_DEFAULT) }) else {
      return
    }
    defer { cmark_node_free(document) }
    var node = cmark_node_first_child(document)
    while let current = node {
      blocks.append(Self.block(from: current))
      node = cmark_node_next(current)
    }
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
