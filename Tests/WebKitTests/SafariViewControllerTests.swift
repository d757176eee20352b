import Foundation
import InterfaceModel
import Testing

@testable import SafariServices
@testable import UIKit
@testable import WebKit

/// SFSafariViewController: presented with a Done button over a web view that loads its URL;
/// Done dismisses it and then tells the delegate.
@MainActor
@Suite("Safari view controller", .serialized)
struct SafariViewControllerTests {
  final class Delegate: SFSafariViewControllerDelegate {
    var calls: [String] = []
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {
      calls.append("didCompleteInitialLoad \(didLoadSuccessfully)")
    }
    func safariViewControllerDidFinish(_ controller: SFSafariViewController) {
      calls.append("didFinish presented=\(controller.presentingViewController != nil)")
    }
  }

  @Test("presented, it shows the page with Done; Done dismisses it, then the delegate hears didFinish")
  func presentAndDone() {
    WebTestSupport.reset(pages: ["https://example.com/help": "<title>Help</title><h1>Help</h1><p>Ask us.</p>"])
    let root = UIViewController()
    AppDriver.launch(root: root)
    AppDriver.settle()
    let delegate = Delegate()
    let safari = SFSafariViewController(url: URL(string: "https://example.com/help")!)
    safari.delegate = delegate
    root.present(safari, animated: true)
    AppDriver.advance(seconds: 1)
    #expect(root.presentedViewController === safari)
    let snapshot = AppDriver.snapshot()
    let page = snapshot.window?.allNodes.first { $0.kind == .webView && $0.isVisible }?.webPage
    #expect(page?.title == "Help")
    #expect(page?.blocks.map(\.text) == ["Help", "Ask us."])
    #expect(delegate.calls == ["didCompleteInitialLoad true"])
    let done = snapshot.window?.allNodes.first { $0.kind == .button && $0.title == "Done" && $0.isVisible }
    #expect(done != nil)
    #expect(AppDriver.tap(elementID: done?.id ?? -1))
    AppDriver.advance(seconds: 1)
    #expect(root.presentedViewController == nil)
    #expect(delegate.calls.last == "didFinish presented=false")
  }

  @Test("a URL that is not http or https is refused (UIKit's NSInvalidArgumentException)")
  func schemeRule() {
    // The crash itself ends the app (AppHost's tests cover crashes); the rule is the scheme check.
    #expect(SFSafariViewController.DismissButtonStyle.done.rawValue == 0)
    let ok = SFSafariViewController(url: URL(string: "HTTPS://example.com")!)
    #expect(ok.dismissButtonStyle == .done)
  }
}

/// A storyboard's `<wkWebView>` is a WKWebView, once the app host has registered WebKit's
/// element (it does as it starts).
@MainActor
@Suite("Web views — in storyboards", .serialized)
struct StoryboardWebViewTests {
  @Test("<wkWebView> makes a WKWebView with the inspector's frame, not a stand-in view")
  func wkWebViewElement() throws {
    WebTestSupport.reset()
    WKWebView.registerInterfaceElements()
    let frame = InterfaceElement(
      name: "rect", attributes: ["key": "frame", "x": "0", "y": "0", "width": "320", "height": "400"], line: 1)
    let element = InterfaceElement(name: "wkWebView", attributes: ["id": "WEB"], children: [frame], line: 1)
    UINib.given["Web"] = InterfaceDocument(
      kind: .xib, fileName: "Web.xib",
      root: InterfaceElement(
        name: "document", attributes: [:],
        children: [InterfaceElement(name: "objects", attributes: [:], children: [element], line: 1)], line: 1))
    let objects = UINib(nibName: "Web", bundle: nil).instantiate(withOwner: nil)
    let webView = try #require(objects.first as? WKWebView)
    #expect(webView.frame.size == CGSize(width: 320, height: 400))
    #expect(!TestLog.entries.contains { $0.contains("does not model") })
  }
}
