import Foundation

/// Builds a `WebPage` from a document's elements and text in document order, as a reader sees
/// it: block elements (headings, paragraphs, list items, table cells) cut the text into blocks,
/// links remember their text and their block, images outside links and form controls become
/// blocks of their own. Scripts, styles, templates and `hidden` elements show nothing; there is
/// no JavaScript, so `<noscript>` content is shown, as in a browser with scripts off.
struct WebPageBuilder {
  /// Elements whose content is never shown.
  static let skipped: Set<String> = ["script", "style", "template", "object", "embed", "iframe"]
  /// Elements that start a block of their own; their text is a paragraph unless `blockKinds`
  /// says otherwise.
  static let blockElements: Set<String> = [
    "p", "div", "blockquote", "pre", "td", "th", "caption", "figcaption", "section", "article", "header", "footer",
    "nav", "main", "aside", "form", "table", "tr", "ul", "ol", "dl", "address", "fieldset", "legend", "body",
    "h1", "h2", "h3", "h4", "h5", "h6", "li", "dt", "dd", "hr", "figure", "details", "summary", "label", "noscript",
  ]
  static let blockKinds: [String: WebPage.Block.Kind] = [
    "h1": .heading(1), "h2": .heading(2), "h3": .heading(3), "h4": .heading(4), "h5": .heading(5),
    "h6": .heading(6), "li": .listItem, "dt": .listItem, "dd": .listItem,
  ]

  private var page = WebPage()
  private let documentURL: URL?
  private var baseURL: URL?
  /// The kinds of the open block elements, innermost last.
  private var blockStack: [WebPage.Block.Kind] = []
  /// The current block's text so far, not yet collapsed.
  private var buffer = ""
  /// Links whose text is in `buffer`: their index in `page.links`.
  private var linksInBuffer: [Int] = []
  /// The open link: its index in `page.links` and where its text starts in `buffer`.
  private var openLink: (index: Int, start: String.Index)?
  private var titleText: String?
  private var inTitle = false
  /// Text read for a control rather than shown in the flow: a text area's value, a button's
  /// title, a select's chosen option.
  private var captured: String?
  private var openControl: (element: String, field: WebPage.FormField)?
  private var selectChoice: (text: String, chosen: Bool)?

  init(documentURL: URL?) {
    self.documentURL = documentURL
    self.baseURL = documentURL
  }

  /// An element starts; `attribute` reads its attributes. Returns whether its children are read
  /// (and `close` will come for it).
  mutating func open(_ name: String, attribute: (String) -> String?) -> Bool {
    if name == "title" {
      inTitle = titleText == nil
      if inTitle { titleText = "" }
      return inTitle
    }
    if name == "base", let href = attribute("href"), baseURL == documentURL {
      baseURL = URL(string: href, relativeTo: documentURL)?.absoluteURL ?? baseURL
      return false
    }
    if Self.skipped.contains(name) || attribute("hidden") != nil { return false }
    switch name {
    case "a":
      guard openLink == nil, let href = attribute("href") else { return true }
      let url = URL(string: href.trimmingCharacters(in: .whitespacesAndNewlines), relativeTo: baseURL)?.absoluteURL
      page.links.append(WebPage.Link(text: "", href: href, url: url, block: nil))
      openLink = (page.links.count - 1, buffer.endIndex)
      return true
    case "br":
      buffer += " "
      return false
    case "img":
      let alt = attribute("alt").map(Self.collapsed) ?? ""
      page.images.append(alt)
      if openLink != nil {
        buffer += " \(alt) "
      } else if !alt.isEmpty {
        flush()
        page.blocks.append(WebPage.Block(.image, alt))
      }
      return false
    case "input":
      let type = attribute("type")?.lowercased() ?? "text"
      guard type != "hidden" else { return false }
      let field = WebPage.FormField(
        element: "input", type: type, name: attribute("name"), value: attribute("value"),
        placeholder: attribute("placeholder"))
      flush()
      page.formFields.append(field)
      page.blocks.append(Self.block(for: field, title: nil))
      return false
    case "textarea", "button", "select":
      guard openControl == nil else { return true }
      flush()
      let type = name == "button" ? attribute("type")?.lowercased() ?? "submit" : name
      openControl = (
        name,
        WebPage.FormField(
          element: name, type: type, name: attribute("name"), value: attribute("value"),
          placeholder: attribute("placeholder"))
      )
      captured = ""
      return true
    case "option":
      guard openControl?.element == "select" else { return true }
      let chosen = attribute("selected") != nil
      if selectChoice == nil || (chosen && selectChoice?.chosen == false) {
        selectChoice = ("", chosen)
        captured = ""
      } else {
        captured = nil
      }
      return true
    default:
      if Self.blockElements.contains(name) {
        flush()
        blockStack.append(Self.blockKinds[name] ?? .paragraph)
      }
      return true
    }
  }

  /// Text of the document (a text node), in the element that is open.
  mutating func text(_ text: String) {
    if inTitle {
      titleText? += text
    } else if openControl != nil {
      captured? += text
    } else {
      buffer += text
    }
  }

  /// An element whose `open` returned true ends.
  mutating func close(_ name: String) {
    switch name {
    case "title":
      inTitle = false
    case "a":
      guard let link = openLink else { return }
      page.links[link.index].text = Self.collapsed(String(buffer[link.start...]))
      linksInBuffer.append(link.index)
      openLink = nil
    case "option":
      if selectChoice != nil, let text = captured, selectChoice?.text.isEmpty == true {
        selectChoice?.text = Self.collapsed(text)
      }
      captured = nil
    case "textarea", "button", "select":
      guard var control = openControl, control.element == name else { return }
      let text = name == "select" ? selectChoice?.text ?? "" : Self.collapsed(captured ?? "")
      if name != "button" { control.field.value = text }
      page.formFields.append(control.field)
      page.blocks.append(Self.block(for: control.field, title: name == "button" ? text : nil))
      openControl = nil
      captured = nil
      selectChoice = nil
    default:
      if Self.blockElements.contains(name) {
        flush()
        blockStack.removeLast()
      }
    }
  }

  /// The finished page: what is left in the buffer becomes a last block.
  mutating func finish() -> WebPage {
    if let link = openLink {
      page.links[link.index].text = Self.collapsed(String(buffer[link.start...]))
      linksInBuffer.append(link.index)
      openLink = nil
    }
    flush()
    page.title = titleText.map(Self.collapsed) ?? ""
    return page
  }

  /// Ends the current block: its collapsed text, if any, becomes a block of the innermost open
  /// block element's kind, and the links read in it point to it.
  private mutating func flush() {
    guard openLink == nil else { return }
    let text = Self.collapsed(buffer)
    if !text.isEmpty {
      page.blocks.append(WebPage.Block(blockStack.last ?? .paragraph, text))
      for link in linksInBuffer { page.links[link].block = page.blocks.count - 1 }
    }
    buffer = ""
    linksInBuffer = []
  }

  /// How a form control shows: a button by its title (or value, or the browser's default
  /// title), a field by its value or placeholder.
  private static func block(for field: WebPage.FormField, title: String?) -> WebPage.Block {
    if field.isButton {
      let fallback = field.type == "reset" ? "Reset" : field.type == "submit" ? "Submit" : ""
      let shown = title.flatMap { $0.isEmpty ? nil : $0 } ?? field.value ?? fallback
      return WebPage.Block(.button, shown)
    }
    return WebPage.Block(.field, field.value.flatMap { $0.isEmpty ? nil : $0 } ?? field.placeholder ?? "")
  }

  /// Runs of HTML white space made one space, and none at the ends. (On the UTF-8 bytes: HTML's
  /// white space is ASCII, and no byte of a longer character is one.)
  static func collapsed(_ text: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var pendingSpace = false
    for byte in text.utf8 {
      switch byte {
      case 0x20, 0x09, 0x0A, 0x0D, 0x0C:
        pendingSpace = !bytes.isEmpty
      default:
        if pendingSpace {
          bytes.append(0x20)
          pendingSpace = false
        }
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
