import CheckLanguage
import DriverProtocol
import Testing

@testable import Runner

/// The web steps on a snapshot: `expect web title` and `expect web url` read the page of the
/// web view on screen; `tap link "…"` finds a link by its text, or says which links there are.
@Suite("Web steps — expectations and links")
struct WebStepsTests {
  private static func state(webViewVisible: Bool = true, links: [WebPageNode.Link]? = nil) -> CheckState {
    let page = WebPageNode(
      title: "Sign in", url: "https://example.com/login", isLoading: false,
      blocks: [WebPageNode.Block(kind: "p", text: "Forgot your password? Help")],
      links: links ?? [
        WebPageNode.Link(text: "Forgot your password?", url: "https://example.com/reset", block: 0),
        WebPageNode.Link(text: "Help", url: "https://example.com/help", block: 0),
      ])
    let web = ViewNode(
      id: 2, className: "WKWebView", kind: .webView, frame: Rect(x: 0, y: 64, width: 375, height: 603),
      isVisible: webViewVisible, webPage: page)
    let window = ViewNode(
      id: 1, className: "UIWindow", kind: .window, frame: Rect(x: 0, y: 0, width: 375, height: 667), children: [web])
    return CheckState(
      snapshot: AppSnapshot(
        clockMilliseconds: 0, applicationState: "active", window: window, controllers: nil,
        keyboard: KeyboardState(isShown: false, frame: nil), alert: nil, timers: [], log: []))
  }

  @Test("expect web title and web url pass on the page's own, and fail saying what is shown")
  func expectations() {
    let evaluator = ExpectationEvaluator(state: Self.state())
    #expect(evaluator.evaluate(.webTitle("Sign in"), negated: false) == .passed)
    #expect(evaluator.evaluate(.webURL("https://example.com/login"), negated: false) == .passed)
    #expect(
      evaluator.evaluate(.webTitle("Home"), negated: false)
        == .failed(expected: "web title \"Home\"", found: "web title \"Sign in\""))
    #expect(evaluator.evaluate(.webURL("https://example.com/"), negated: true) == .passed)
    // The page's text is on the screen too.
    #expect(evaluator.evaluate(.screenContains("Forgot your"), negated: false) == .passed)
    let hidden = ExpectationEvaluator(state: Self.state(webViewVisible: false))
    #expect(
      hidden.evaluate(.webTitle("Sign in"), negated: false)
        == .failed(expected: "web title \"Sign in\"", found: "no web view on screen"))
  }

  @Test("a link is found by its text, exactly or ignoring case; a missing one lists the page's links")
  func links() throws {
    let finder = WebPageFinder(snapshot: Self.state().snapshot)
    #expect(try finder.link("Help").index == 1)
    #expect(try finder.link("forgot your password?").index == 0)
    #expect(throws: WebPageProblem.self) { try finder.link("Sign up") }
    do {
      _ = try finder.link("Sign up")
    } catch {
      #expect(error.description == "the page's links: \"Forgot your password?\", \"Help\"")
    }
  }

  @Test("two links of one text to different places are ambiguous; to one place, they are one link")
  func ambiguousLinks() throws {
    let same = WebPageFinder(
      snapshot: Self.state(links: [
        WebPageNode.Link(text: "More", url: "https://example.com/more", block: nil),
        WebPageNode.Link(text: "More", url: "https://example.com/more", block: nil),
      ]).snapshot)
    #expect(try same.link("More").index == 0)
    let different = WebPageFinder(
      snapshot: Self.state(links: [
        WebPageNode.Link(text: "More", url: "https://example.com/a", block: nil),
        WebPageNode.Link(text: "More", url: "https://example.com/b", block: nil),
      ]).snapshot)
    do {
      _ = try different.link("More")
      Issue.record("expected an ambiguous link")
    } catch {
      #expect(error.description == "2 links say \"More\", to https://example.com/a and https://example.com/b")
    }
  }
}
