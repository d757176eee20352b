package import DriverProtocol
import Foundation
import UIKit
internal import WebPage

/// What the snapshot carries of a web view (UIKit's WebContentView): its page's title, URL,
/// blocks and links, and where the page starts (below the bars: the safe area's top, which
/// WebKit's scroll view insets its content by); and a tap on one of its links, as `tap link "…"`
/// asks.
extension WKWebView: WebContentView {
  package var webPageNode: WebPageNode {
    WebPageNode(
      title: title, url: url?.absoluteString, isLoading: isLoading,
      blocks: page.blocks.map { WebPageNode.Block(kind: $0.kind.name, text: $0.text) },
      links: page.links.map { WebPageNode.Link(text: $0.text, url: $0.url?.absoluteString, block: $0.block) },
      topInset: Double(safeAreaInsets.top))
  }

  package func activateLink(at index: Int) -> Bool {
    guard page.links.indices.contains(index) else { return false }
    followLink(page.links[index])
    return true
  }
}
