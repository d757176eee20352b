internal import CLibXML2
import Foundation

/// Reads HTML into a `WebPage` with libxml2's HTML parser, the one file that calls libxml2.
///
/// Any bytes make a page, as in a browser: the parser recovers from broken markup (unclosed
/// tags, stray end tags, bad nesting) and what it could read is shown. Pages come from lessons
/// and from learners' code, so the input is treated as hostile: the parser never touches the
/// network (`HTML_PARSE_NONET`), loads no DTD and expands no entity beyond HTML's own, reports
/// nothing on standard error, and reads at most `maximumBytes`; the tree is walked without
/// recursion, so deep nesting cannot exhaust the stack. The C document is freed before `read`
/// returns; only Swift values leave this file.
package enum HTMLDocumentReader {
  /// The most bytes of a page that are read (16 MiB); the rest is left out, as a browser shows
  /// what arrived of a page cut short.
  package static let maximumBytes = 16 << 20

  /// The page `data` (in `encoding`, an IANA name; UTF-8 unless told) makes, its relative
  /// links resolved against `baseURL` (or the page's `<base href>`).
  package static func read(_ data: Data, baseURL: URL?, encoding: String? = nil) -> WebPage {
    var builder = WebPageBuilder(documentURL: baseURL)
    let options = Int32(
      HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
        | HTML_PARSE_NONET.rawValue | HTML_PARSE_COMPACT.rawValue)
    let bytes = data.prefix(maximumBytes)
    let document: htmlDocPtr? = bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress, buffer.count > 0 else { return nil }
      return htmlReadMemory(
        base.assumingMemoryBound(to: CChar.self), Int32(buffer.count), nil, encoding ?? "UTF-8", options)
    }
    guard let document else { return builder.finish() }
    defer { xmlFreeDoc(document) }
    if let root = xmlDocGetRootElement(document) { walk(from: root, into: &builder) }
    return builder.finish()
  }

  /// The page an HTML string makes (`loadHTMLString(_:baseURL:)`).
  package static func read(_ html: String, baseURL: URL?) -> WebPage {
    read(Data(html.utf8), baseURL: baseURL, encoding: "UTF-8")
  }

  /// Visits `root`'s subtree in document order without recursion: elements open and close
  /// around their children (unless the builder skips them), text and CDATA come as text.
  private static func walk(from root: xmlNodePtr, into builder: inout WebPageBuilder) {
    var node: xmlNodePtr? = root
    while let current = node {
      var descend = false
      switch current.pointee.type {
      case XML_ELEMENT_NODE:
        let name = current.pointee.name.map { String(cString: $0) } ?? ""
        descend = builder.open(name) { attribute(of: current, named: $0) }
        if descend, current.pointee.children == nil {
          builder.close(name)
          descend = false
        }
      case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
        if let content = current.pointee.content { builder.text(String(cString: content)) }
      default:
        break
      }
      if descend, let child = current.pointee.children {
        node = child
        continue
      }
      // Climb until a node has a next sibling, closing the elements left on the way.
      var climbing = current
      node = nil
      while climbing != root {
        if let next = climbing.pointee.next {
          node = next
          break
        }
        guard let parent = climbing.pointee.parent else { break }
        climbing = parent
        if climbing.pointee.type == XML_ELEMENT_NODE {
          builder.close(climbing.pointee.name.map { String(cString: $0) } ?? "")
        }
      }
    }
  }

  /// The value of `node`'s attribute `name` (lower case, as the HTML parser stores names), read
  /// from the attribute's text children without allocating in C.
  private static func attribute(of node: xmlNodePtr, named name: String) -> String? {
    var property = node.pointee.properties
    while let current = property {
      if let attributeName = current.pointee.name, String(cString: attributeName) == name {
        var text = ""
        var child = current.pointee.children
        while let part = child {
          if let content = part.pointee.content { text += String(cString: content) }
          child = part.pointee.next
        }
        return text
      }
      property = current.pointee.next
    }
    return nil
  }
}
