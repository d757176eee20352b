/// The page a web view shows, as the snapshot carries it: what `expect web title`, `expect web
/// url` and `tap link` read, what `tree` lists and what the screen draws inside the web view.
public struct WebPageNode: Codable, Sendable, Equatable {
  /// The page's title (`WKWebView.title`); nil before anything was loaded.
  public var title: String?
  /// The page's URL (`WKWebView.url`), absolute; nil before anything was loaded.
  public var url: String?
  /// Whether a navigation is under way (`WKWebView.isLoading`).
  public var isLoading: Bool
  /// The page's headings, paragraphs, list items, images and form controls, in order.
  public var blocks: [Block]
  /// The page's links, in document order; `tapLink` names one by its index here.
  public var links: [Link]
  /// Where the page starts below the web view's top, in points: the part of the view under the
  /// bars (its safe area's top inset), which WebKit's scroll view keeps the page out of.
  public var topInset: Double

  public init(title: String?, url: String?, isLoading: Bool, blocks: [Block], links: [Link], topInset: Double = 0) {
    self.title = title
    self.url = url
    self.isLoading = isLoading
    self.blocks = blocks
    self.links = links
    self.topInset = topInset
  }

  private enum CodingKeys: String, CodingKey {
    case title, url, isLoading, blocks, links, topInset
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      title: try container.decodeIfPresent(String.self, forKey: .title),
      url: try container.decodeIfPresent(String.self, forKey: .url),
      isLoading: try container.decode(Bool.self, forKey: .isLoading),
      blocks: try container.decode([Block].self, forKey: .blocks),
      links: try container.decode([Link].self, forKey: .links),
      topInset: try container.decodeIfPresent(Double.self, forKey: .topInset) ?? 0)
  }

  /// A block of the page: `h1`…`h6`, `p`, `li`, `img`, `field` or `button`, and its text.
  public struct Block: Codable, Sendable, Equatable {
    public var kind: String
    public var text: String

    public init(kind: String, text: String) {
      self.kind = kind
      self.text = text
    }
  }

  /// A link: its text, where it goes (absolute, when the `href` makes a URL), and the index of the
  /// block it is in.
  public struct Link: Codable, Sendable, Equatable {
    public var text: String
    public var url: String?
    public var block: Int?

    public init(text: String, url: String?, block: Int?) {
      self.text = text
      self.url = url
      self.block = block
    }
  }
}

extension WebPageNode {
  /// The page's lines in `tree`, under its web view: `page "Title" URL` (with `loading` while a
  /// navigation is under way), then `link "Text" URL` for each link.
  func treeLines(indent: String) -> [String] {
    var page = ["page", "\"\(title ?? "")\"", url ?? "(no URL)"]
    if isLoading { page.append("loading") }
    return [indent + page.joined(separator: " ")]
      + links.map { indent + "link \"\($0.text)\" " + ($0.url ?? "(no URL)") }
  }
}
