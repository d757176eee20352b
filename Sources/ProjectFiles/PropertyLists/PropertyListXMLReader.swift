import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads an XML property list (Apple's `plist` DTD, the format Xcode saves Info.plist in) with
/// XMLParser, keeping each value's line and each dictionary's key order. The only file of the
/// target that uses an XML parser.
package enum PropertyListXMLReader {
  /// Reads `data` as an XML property list; `fileName` is used in errors (`Info.plist:12: …`).
  package static func read(_ data: Data, fileName: String) throws(ProjectFileError) -> PropertyList {
    let collector = PropertyListCollector(fileName: fileName)
    let parser = XMLParser(data: data)
    parser.delegate = collector
    parser.shouldResolveExternalEntities = false
    let parsed = parser.parse()
    if let problem = collector.problem { throw problem }
    // On Linux, parse() can answer true for a document that ends early; the error is still set.
    if !parsed || parser.parserError != nil {
      let code = (parser.parserError as NSError?)?.code ?? 0
      throw .malformedXML(
        reason: reason(forParserError: code), location: ProjectFileLocation(file: fileName, line: parser.lineNumber))
    }
    guard let root = collector.root else {
      throw .emptyPropertyList(location: ProjectFileLocation(file: fileName, line: parser.lineNumber))
    }
    return root
  }

  /// Words for XMLParser's errors. On Linux its codes do not tell one fault from another (a
  /// document that ends early and a mismatched tag are both 5), so the words list what to look for.
  private static func reason(forParserError code: Int) -> String {
    "an element is not closed, an end tag does not match its start tag, or a bare '&' or '<' is not written "
      + "as '&amp;' or '&lt;'; XMLParser error \(code)"
  }
}

/// Builds values from XMLParser's events, one frame per open element.
private final class PropertyListCollector: NSObject, XMLParserDelegate {
  /// An element being read: a container collecting values, or a leaf collecting text.
  private enum Frame {
    case plist(value: PropertyList?)
    case array(values: [PropertyList], line: Int)
    case dictionary(entries: [PropertyList.Entry], pendingKey: (key: String, line: Int)?, line: Int)
    case leaf(kind: String, text: String, line: Int)
  }

  private static let leafKinds: Set<String> = ["key", "string", "integer", "real", "date", "data", "true", "false"]

  let fileName: String
  var root: PropertyList?
  var problem: ProjectFileError?
  private var stack: [Frame] = []

  init(fileName: String) {
    self.fileName = fileName
  }

  private func fail(_ error: ProjectFileError, _ parser: XMLParser) {
    if problem == nil { problem = error }
    parser.abortParsing()
  }

  private func location(_ line: Int) -> ProjectFileLocation { ProjectFileLocation(file: fileName, line: line) }

  func parser(
    _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    guard problem == nil else { return }
    let line = parser.lineNumber
    if case .leaf(let kind, _, _)? = stack.last {
      return fail(.unexpectedElement(name: element, context: "inside <\(kind)>", location: location(line)), parser)
    }
    guard stack.count <= PropertyList.depthLimit else {
      return fail(
        .unexpectedElement(
          name: element, context: "nested more than \(PropertyList.depthLimit) deep", location: location(line)),
        parser)
    }
    switch element {
    case "plist" where stack.isEmpty: stack.append(.plist(value: nil))
    case "dict": stack.append(.dictionary(entries: [], pendingKey: nil, line: line))
    case "array": stack.append(.array(values: [], line: line))
    case "key":
      guard case .dictionary? = stack.last else {
        return fail(.unexpectedElement(name: element, context: "outside a <dict>", location: location(line)), parser)
      }
      stack.append(.leaf(kind: element, text: "", line: line))
    case _ where Self.leafKinds.contains(element): stack.append(.leaf(kind: element, text: "", line: line))
    default:
      let context = stack.isEmpty ? "at the top of the document" : "here"
      fail(.unexpectedElement(name: element, context: context, location: location(line)), parser)
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard problem == nil else { return }
    if case .leaf(let kind, let text, let line)? = stack.last {
      stack[stack.count - 1] = .leaf(kind: kind, text: text + string, line: line)
    } else if !string.allSatisfy(\.isWhitespace) {
      let text = string.trimmingCharacters(in: .whitespacesAndNewlines)
      fail(
        .malformedXML(
          reason: "the text '\(text)' is outside any value; put it in a <string>",
          location: location(parser.lineNumber)), parser)
    }
  }

  func parser(_ parser: XMLParser, foundCDATA block: Data) {
    self.parser(parser, foundCharacters: String(decoding: block, as: UTF8.self))
  }

  func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
    guard problem == nil, let frame = stack.popLast() else { return }
    switch frame {
    case .plist(let value):
      root = value
    case .array(let values, let line):
      add(.array(values, line: line), parser)
    case .dictionary(let entries, let pendingKey, let line):
      if let pendingKey {
        return fail(.keyWithoutValue(key: pendingKey.key, location: location(pendingKey.line)), parser)
      }
      add(.dictionary(entries, line: line), parser)
    case .leaf("key", let text, let line):
      guard case .dictionary(let entries, let pendingKey, let dictionaryLine)? = stack.last else { return }
      if let pendingKey {
        return fail(.keyWithoutValue(key: pendingKey.key, location: location(pendingKey.line)), parser)
      }
      stack[stack.count - 1] = .dictionary(entries: entries, pendingKey: (text, line), line: dictionaryLine)
    case .leaf(let kind, let text, let line):
      do throws(ProjectFileError) {
        add(try PropertyListXMLValue.value(kind: kind, text: text, location: location(line)), parser)
      } catch {
        fail(error, parser)
      }
    }
  }

  /// Puts a finished value into the element around it.
  private func add(_ value: PropertyList, _ parser: XMLParser) {
    guard let parent = stack.popLast() else {
      root = value  // a bare value with no <plist> around it, as CoreFoundation accepts
      return
    }
    switch parent {
    case .plist(nil): stack.append(.plist(value: value))
    case .plist:
      fail(
        .unexpectedElement(
          name: value.kindName, context: "after the <plist>'s one value", location: location(value.line ?? 0)), parser)
    case .array(let values, let line): stack.append(.array(values: values + [value], line: line))
    case .dictionary(let entries, let pendingKey?, let line):
      stack.append(.dictionary(entries: entries + [.init(pendingKey.key, value)], pendingKey: nil, line: line))
    case .dictionary:
      fail(.valueWithoutKey(kind: value.kindName, location: location(value.line ?? 0)), parser)
    case .leaf: break
    }
  }
}
