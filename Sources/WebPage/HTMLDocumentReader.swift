internal import CLibXML2
import Foundation

/// Reads HTML into a `WebPage` with libxml2's HTML parser, the one file that calls libxml2.
///
/// Any bytes make a page, as in a browser: the parser recovers from broken markup (unclosed
/// tags, stray end tags, bad nesting) and what it could read is shown. Pages come from lessons
/// and from learners' code, so the input is treated as hostile: the parser never touches the
/// network (`HTML_PARSE_NONET`), loads no DTD and expands no entity beyond HTML's own, reports
/// nothing on standard error, and reads at most `maximumBytes`. It is driven through its SAX
/// interface: elements and text arrive as events, in document order, straight into the
/// builder, so no C tree is built or freed and deep nesting costs no stack. The parser context
/// is freed before `read` returns; only Swift values leave this file.
package enum HTMLDocumentReader {
  /// The most bytes of a page that are read (16 MiB); the rest is left out, as a browser shows
  /// what arrived of a page cut short.
  package static let maximumBytes = 16 << 20

  /// The page `data` (in `encoding`, an IANA name; UTF-8 unless told) makes, its relative
  /// links resolved against `baseURL` (or the page's `<base href>`).
  package static func read(_ data: Data, baseURL: URL?, encoding: String? = nil) -> WebPage {
    let state = ReadingState(WebPageBuilder(documentURL: baseURL))
    let bytes = data.prefix(maximumBytes)
    guard !bytes.isEmpty else { return state.builder.finish() }
    var handler = htmlSAXHandler()
    handler.startElement = { context, name, attributes in
      guard let context, let name else { return }
      ReadingState.from(context).start(name, attributes)
    }
    handler.endElement = { context, name in
      guard let context, let name else { return }
      ReadingState.from(context).end(name)
    }
    let text: charactersSAXFunc = { context, characters, length in
      guard let context, let characters, length > 0 else { return }
      ReadingState.from(context).text(UnsafeBufferPointer(start: characters, count: Int(length)))
    }
    handler.characters = text
    handler.ignorableWhitespace = text
    handler.cdataBlock = text
    let context = Unmanaged.passUnretained(state).toOpaque()
    guard let parser = htmlCreatePushParserCtxt(&handler, context, nil, 0, nil, XML_CHAR_ENCODING_NONE) else {
      return state.builder.finish()
    }
    defer { htmlFreeParserCtxt(parser) }
    let options =
      HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
      | HTML_PARSE_NONET.rawValue | HTML_PARSE_COMPACT.rawValue
    _ = htmlCtxtUseOptions(parser, Int32(options))
    if let converter = xmlFindCharEncodingHandler(encoding ?? "UTF-8") {
      _ = xmlSwitchToEncoding(parser, converter)
    }
    bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      _ = htmlParseChunk(parser, base.assumingMemoryBound(to: CChar.self), Int32(buffer.count), 1)
    }
    withExtendedLifetime(state) {}
    return state.builder.finish()
  }

  /// The page an HTML string makes (`loadHTMLString(_:baseURL:)`).
  package static func read(_ html: String, baseURL: URL?) -> WebPage {
    read(Data(html.utf8), baseURL: baseURL, encoding: "UTF-8")
  }

  /// The builder the parser's events go to, and how deep inside an element the builder skips
  /// (a script, a hidden element) the parser is.
  private final class ReadingState {
    var builder: WebPageBuilder
    var skipping = 0

    init(_ builder: WebPageBuilder) {
      self.builder = builder
    }

    static func from(_ context: UnsafeMutableRawPointer) -> ReadingState {
      Unmanaged<ReadingState>.fromOpaque(context).takeUnretainedValue()
    }

    /// An element starts; every start has its end, also for empty and implied elements.
    func start(_ name: UnsafePointer<xmlChar>, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
      if skipping > 0 {
        skipping += 1
        return
      }
      let read = builder.open(Self.string(name)) { wanted in Self.attribute(wanted, in: attributes) }
      if !read { skipping = 1 }
    }

    func end(_ name: UnsafePointer<xmlChar>) {
      if skipping > 0 {
        skipping -= 1
        return
      }
      builder.close(Self.string(name))
    }

    func text(_ characters: UnsafeBufferPointer<xmlChar>) {
      guard skipping == 0 else { return }
      builder.text(String(decoding: characters, as: UTF8.self))
    }

    private static func string(_ text: UnsafePointer<xmlChar>) -> String {
      String(cString: text)
    }

    /// The value of attribute `name` (lower case, as the HTML parser gives names) in the parser's
    /// list of name and value pairs; an attribute without a value (`hidden`) is empty.
    private static func attribute(_ name: String, in list: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) -> String? {
      guard var pair = list else { return nil }
      return name.withCString { wanted in
        while let attributeName = pair.pointee {
          let value = (pair + 1).pointee
          if strcmp(UnsafeRawPointer(attributeName).assumingMemoryBound(to: CChar.self), wanted) == 0 {
            return value.map { String(cString: $0) } ?? ""
          }
          pair += 2
        }
        return nil
      }
    }
  }
}
