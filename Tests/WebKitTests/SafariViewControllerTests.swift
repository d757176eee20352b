import Foundation
import SafariServices
import Testing

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
