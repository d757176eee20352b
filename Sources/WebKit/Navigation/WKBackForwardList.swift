import Foundation
import UIKit

/// A page of the history (WebKit's `WKBackForwardListItem`): its URL, the URL first asked for,
/// its title, and how to show it again.
@MainActor
open class WKBackForwardListItem: NSObject {
  open internal(set) var url: URL
  public let initialURL: URL
  open internal(set) var title: String?
  /// Where the page came from: going back shows an HTML string again, or fetches a URL again.
  let source: PageSource

  init(url: URL, title: String?, source: PageSource) {
    self.url = url
    self.initialURL = url
    self.title = title
    self.source = source
    super.init()
  }
}

/// The pages a web view has shown, and the current one (WebKit's `WKBackForwardList`). A new
/// page drops those after the current one, as a browser's history does.
@MainActor
open class WKBackForwardList: NSObject {
  private(set) var items: [WKBackForwardListItem] = []
  private(set) var currentIndex = -1

  open var currentItem: WKBackForwardListItem? { item(at: 0) }
  open var backItem: WKBackForwardListItem? { item(at: -1) }
  open var forwardItem: WKBackForwardListItem? { item(at: 1) }
  /// The pages before the current one, oldest first.
  open var backList: [WKBackForwardListItem] { currentIndex > 0 ? Array(items[..<currentIndex]) : [] }
  /// The pages after the current one, nearest first.
  open var forwardList: [WKBackForwardListItem] {
    currentIndex + 1 < items.count ? Array(items[(currentIndex + 1)...]) : []
  }

  /// The item `offset` pages from the current one (negative: back), if there is one.
  open func item(at offset: Int) -> WKBackForwardListItem? {
    let index = currentIndex + offset
    return items.indices.contains(index) ? items[index] : nil
  }

  func index(of item: WKBackForwardListItem) -> Int? {
    items.firstIndex { $0 === item }
  }

  /// A new page after the current one; the forward pages go.
  func push(_ item: WKBackForwardListItem) {
    if currentIndex + 1 < items.count { items.removeSubrange((currentIndex + 1)...) }
    items.append(item)
    currentIndex = items.count - 1
  }

  /// Makes the page at `index` the current one.
  func move(to index: Int) {
    guard items.indices.contains(index) else { return }
    currentIndex = index
  }
}
