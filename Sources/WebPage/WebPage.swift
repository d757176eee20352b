import Foundation

/// A web page as a web view shows it without a layout engine: what a reader sees and can use,
/// in document order. HTMLDocumentReader makes one from HTML with libxml2's parser; the web
/// view keeps it, the snapshot carries it, the screen draws it and `tap link "…"` follows its
/// links.
package struct WebPage: Sendable, Equatable {
  /// The `<title>`, whitespace collapsed; empty when the page has none (WKWebView's `title`).
  package var title: String
  /// Headings, paragraphs, list items, images and form controls, in the order they appear.
  package var blocks: [Block]
  /// Every `<a href>`, in document order, with its URL resolved against the page's base.
  package var links: [Link]
  /// Every `<img>`'s alternative text (empty when it has none), in order.
  package var images: [String]
  /// Every form control: inputs (not hidden ones), text areas, selects and buttons, in order.
  package var formFields: [FormField]

  package init(
    title: String = "", blocks: [Block] = [], links: [Link] = [], images: [String] = [], formFields: [FormField] = []
  ) {
    self.title = title
    self.blocks = blocks
    self.links = links
    self.images = images
    self.formFields = formFields
  }

  /// An empty page: what `about:blank` shows.
  package static let blank = WebPage()

  /// One block of the page, as a reader sees it: its kind and its text, whitespace collapsed.
  package struct Block: Sendable, Equatable {
    package var kind: Kind
    package var text: String

    package init(_ kind: Kind, _ text: String) {
      self.kind = kind
      self.text = text
    }

    package enum Kind: Sendable, Equatable {
      /// `<h1>`…`<h6>`, with the level.
      case heading(Int)
      /// `<p>`, `<div>`, `<blockquote>`, `<pre>`, table cells and text outside any block.
      case paragraph
      /// `<li>`, `<dt>`, `<dd>`.
      case listItem
      /// An image outside a link, shown by its alternative text.
      case image
      /// A text input, text area or select, shown by its value or placeholder.
      case field
      /// A button or a submit input, shown by its title.
      case button

      /// The word the snapshot and the tree use: `h1`…`h6`, `p`, `li`, `img`, `field`, `button`.
      package var name: String {
        switch self {
        case .heading(let level): "h\(level)"
        case .paragraph: "p"
        case .listItem: "li"
        case .image: "img"
        case .field: "field"
        case .button: "button"
        }
      }
    }
  }

  /// A link: its text (an image's alternative text when it has none), where it goes, and the
  /// block it is in (nil when it stands alone).
  package struct Link: Sendable, Equatable {
    package var text: String
    /// The `href` as written.
    package var href: String
    /// `href` resolved against the page's base URL (`<base href>` or the document's URL); nil
    /// when it does not make a URL.
    package var url: URL?
    /// The index in `blocks` of the block whose text contains the link's.
    package var block: Int?

    package init(text: String, href: String, url: URL?, block: Int?) {
      self.text = text
      self.href = href
      self.url = url
      self.block = block
    }
  }

  /// A form control with what its attributes say.
  package struct FormField: Sendable, Equatable {
    /// `input`, `textarea`, `select` or `button`.
    package var element: String
    /// An input's or button's `type` (`text` or `submit` when absent), else the element's name.
    package var type: String
    package var name: String?
    package var value: String?
    package var placeholder: String?

    package init(element: String, type: String, name: String?, value: String?, placeholder: String?) {
      self.element = element
      self.type = type
      self.name = name
      self.value = value
      self.placeholder = placeholder
    }

    /// Whether a user presses it rather than types into it.
    package var isButton: Bool {
      element == "button" || ["submit", "button", "reset", "image"].contains(type)
    }
  }
}
