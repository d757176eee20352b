import DriverProtocol
import Foundation
import Presentation
import Testing
import TutorTestSupport

@testable import UIKit
@testable import WebKit

/// A web view's page on the screen, from the live runtime to the drawing: the terminal screen on
/// two phones and the view tree, compared with golden files, and the SVG.
@MainActor
@Suite("Web views — on screen", .serialized)
struct WebScreenTests {
  static let page = """
    <html><head><title>Tutor Help</title></head><body>
    <h1>Welcome back</h1>
    <p>Lessons run on your machine. <a href="/signin">Sign in</a> to keep your progress, or read the
    <a href="https://example.org/guide">guide</a> first.</p>
    <ul><li>Launch and scenes</li><li>Tables and <a href="/lists">lists</a></li></ul>
    <img src="cat.png" alt="A cat at a keyboard">
    <form><input name="email" placeholder="Email"><button>Continue</button></form>
    <p>Broken <b>markup <i>still</b> shows
    """

  /// A navigation controller whose root shows a web view below its bar, on `device`.
  private func snapshot(on device: DeviceModel) -> AppSnapshot {
    WebTestSupport.reset()
    AppDriver.use(device)
    let controller = UIViewController()
    controller.title = "Help"
    let navigation = UINavigationController(rootViewController: controller)
    AppDriver.launch(root: navigation)
    AppDriver.settle()
    let webView = WKWebView(frame: controller.view.bounds)
    webView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    controller.view.addSubview(webView)
    webView.loadHTMLString(Self.page, baseURL: URL(string: "https://tutor.example/help"))
    return AppDriver.snapshot()
  }

  @Test("the terminal draws the page's blocks inside the web view, links marked, on an iPhone 8 and an iPhone SE")
  func terminal() {
    let renderer = ScreenRenderer(style: TerminalStyle(colored: false))
    expectGolden(renderer.render(snapshot(on: .iPhone8)), named: "web-page-iphone-8.txt")
    expectGolden(renderer.render(snapshot(on: .iPhoneSE)), named: "web-page-iphone-se.txt")
  }

  @Test("the tree lists the web view with its page's title, URL and links")
  func tree() {
    let window = snapshot(on: .iPhone8).window
    let webView = window?.allNodes.first { $0.kind == .webView }
    expectGolden(webView?.treeDescription ?? "no web view\n", named: "web-page-tree.txt")
  }

  @Test("the SVG writes the page's lines, links in the tint colour and underlined")
  func svg() {
    let svg = SVGRenderer().render(snapshot(on: .iPhone8))
    #expect(svg.contains("<tspan font-weight=\"600\">Welcome back</tspan>"))
    #expect(svg.contains("text-decoration=\"underline\">‹Sign "))
  }
}
