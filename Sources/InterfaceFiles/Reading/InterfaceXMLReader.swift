import Foundation
import InterfaceModel

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads a storyboard's or xib's XML into an InterfaceDocument with XMLParser, keeping every
/// element as written — name, attributes, children in order, the text of `<string key="text">`
/// values (whitespace between elements is dropped) — each with its line in the file. Checks that
/// the file is an iOS Interface Builder document of format version 3.0; what the elements mean is
/// checked by InterfaceDocumentValidator. The only file of the target that uses an XML parser.
package enum InterfaceXMLReader {
  /// Elements nested deeper than this are refused: Xcode's documents stay far below it.
  package static let depthLimit = 128

  /// Reads `data`; `fileName` is the file's path in the exercise or project, kept in the document
  /// and used in errors. The kind comes from the extension (`.storyboard`, `.xib`), or from the
  /// document's type for any other name.
  package static func read(_ data: Data, fileName: String) throws(InterfaceFileError) -> InterfaceDocument {
    let collector = InterfaceElementCollector(fileName: fileName, expected: InterfaceDocument.Kind(fileName: fileName))
    let parser = XMLParser(data: data)
    parser.delegate = collector
    parser.shouldResolveExternalEntities = false
    let parsed = parser.parse()
    if let problem = collector.problem { throw problem }
    // On Linux, parse() can answer true for a document that ends early; the error is still set.
    if !parsed || parser.parserError != nil {
      let code = (parser.parserError as NSError?)?.code ?? 0
      // The line where the parser first stumbled: libxml2 may recover and read on to the end.
      let line = collector.errorLine ?? parser.lineNumber
      throw .malformedXML(
        reason: reason(forParserError: code), location: InterfaceFileLocation(file: fileName, line: line))
    }
    guard let root = collector.root, let kind = collector.kind else {
      throw .malformedXML(
        reason: "the file has no elements", location: InterfaceFileLocation(file: fileName, line: parser.lineNumber))
    }
    return InterfaceDocument(kind: kind, fileName: fileName, root: root)
  }

  /// Words for XMLParser's errors. On Linux its codes do not tell one fault from another (a
  /// document that ends early and a mismatched tag are both 5), so the words list what to look for.
  private static func reason(forParserError code: Int) -> String {
    "an element is not closed, an end tag does not match its start tag, a quote is missing, or a bare '&' or "
      + "'<' is not written as '&amp;' or '&lt;'; XMLParser error \(code)"
  }
}

/// Builds the element tree from XMLParser's events, one frame per open element.
private final class InterfaceElementCollector: NSObject, XMLParserDelegate {
  let fileName: String
  /// The kind the file name says, if it says one.
  let expected: InterfaceDocument.Kind?
  var kind: InterfaceDocument.Kind?
  var root: InterfaceElement?
  var problem: InterfaceFileError?
  /// The line of the first XML error the parser reported.
  var errorLine: Int?
  /// The open elements, outermost first; text collects in `text` until the element ends.
  private var stack: [(element: InterfaceElement, text: String)] = []

  init(fileName: String, expected: InterfaceDocument.Kind?) {
    self.fileName = fileName
    self.expected = expected
  }

  private func fail(_ error: InterfaceFileError, _ parser: XMLParser) {
    if problem == nil { problem = error }
    parser.abortParsing()
  }

  private func location(_ line: Int) -> InterfaceFileLocation { InterfaceFileLocation(file: fileName, line: line) }

  func parser(
    _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    guard problem == nil else { return }
    let line = parser.lineNumber
    if stack.isEmpty, root == nil {
      if let problem = documentProblem(element, attributes, line: line) { return fail(problem, parser) }
    }
    guard stack.count < InterfaceXMLReader.depthLimit else {
      return fail(.nestedTooDeep(limit: InterfaceXMLReader.depthLimit, location: location(line)), parser)
    }
    stack.append((InterfaceElement(name: element, attributes: attributes, line: line), ""))
  }

  /// Whether the top element is an iOS Interface Builder document of version 3.0 of the kind
  /// the file name says; sets `kind` when it is.
  private func documentProblem(_ element: String, _ attributes: [String: String], line: Int) -> InterfaceFileError? {
    guard element == "document" else {
      return .notInterfaceBuilderDocument(found: "<\(element)> at the top", location: location(line))
    }
    guard let type = attributes["type"], let found = InterfaceDocument.Kind(documentType: type) else {
      let found = attributes["type"].map { "type=\"\($0)\"" } ?? "a <document> without type"
      return .notInterfaceBuilderDocument(found: found, location: location(line))
    }
    if let expected, expected != found {
      return .wrongDocumentKind(found: found, expected: expected, location: location(line))
    }
    guard attributes["version"] == "3.0" else {
      return .unsupportedVersion(version: attributes["version"], location: location(line))
    }
    kind = found
    return nil
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    if errorLine == nil { errorLine = parser.lineNumber }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard problem == nil, !stack.isEmpty else { return }
    stack[stack.count - 1].text += string
  }

  func parser(_ parser: XMLParser, foundCDATA block: Data) {
    self.parser(parser, foundCharacters: String(decoding: block, as: UTF8.self))
  }

  func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
    guard problem == nil, let open = stack.popLast() else { return }
    var finished = open.element
    if !open.text.allSatisfy(\.isWhitespace) { finished.text = open.text }
    if stack.isEmpty {
      root = finished
    } else {
      stack[stack.count - 1].element.children.append(finished)
    }
  }
}
