import CheckLanguage
import DriverProtocol
import Foundation
import Testing
import TutorTestSupport

@testable import Runner

/// Web views in a learner's app as Xcode builds it: `import WebKit` and `import SafariServices`
/// compile and link against the runtime, and the web steps drive them in the sandboxed app.
@Suite("WebKit apps", .tags(.spawnsProcess), .serialized)
struct WebKitAppTests {
  static let controller = """
    import UIKit
    import WebKit
    import SafariServices

    class HelpViewController: UIViewController, WKNavigationDelegate, SFSafariViewControllerDelegate {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())

        override func viewDidLoad() {
            super.viewDidLoad()
            webView.frame = view.bounds
            webView.navigationDelegate = self
            view.addSubview(webView)
            webView.loadHTMLString(
                "<title>Help</title><h1>Help</h1><p><a href=\\"/login\\">Sign in</a>, <a href=\\"http://example.com/plain\\">Plain</a> or <a href=\\"https://example.com/safari\\">open Safari</a></p>",
                baseURL: URL(string: "https://example.com/help"))
            webView.evaluateJavaScript("document.title") { _, error in
                print("js: \\(error?.localizedDescription ?? "no error")")
            }
        }

        func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                     decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
            print("decide \\(navigationAction.navigationType == .linkActivated ? "link" : "other") \\(navigationAction.request.url?.absoluteString ?? "")")
            if navigationAction.request.url?.path == "/safari" {
                decisionHandler(.cancel)
                let safari = SFSafariViewController(url: navigationAction.request.url!)
                safari.delegate = self
                present(safari, animated: true)
                return
            }
            decisionHandler(.allow)
        }

        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
            print("finished \\(webView.title ?? "")")
        }

        func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error) {
            print("failed \\((error as NSError).code)")
        }

        func safariViewControllerDidFinish(_ controller: SFSafariViewController) {
            print("safari finished")
        }
    }

    class DecidingViewController: UIViewController, WKNavigationDelegate {
        let webView = WKWebView()
        var calls: Int { 1 }

        override func viewDidLoad() {
            super.viewDidLoad()
            webView.navigationDelegate = self
            view.addSubview(webView)
            webView.loadHTMLString("<title>Home</title><p>Home</p>", baseURL: nil)
        }

        func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                     decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
            for _ in 0..<calls {
                decisionHandler(.allow)
            }
        }
    }

    class TwiceViewController: DecidingViewController {
        override var calls: Int { 2 }
    }

    class ForgetfulViewController: DecidingViewController {
        override var calls: Int { 0 }
    }

    class BadSafariViewController: UIViewController {
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            present(SFSafariViewController(url: URL(string: "mailto:ada@example.com")!), animated: true)
        }
    }

    """

  private func app() throws -> BuiltApp {
    let sources = AppSources(
      learnerFiles: [SourceFile(name: "Help.swift", contents: Self.controller)],
      hosts: [
        "HelpViewController", "BadSafariViewController", "DecidingViewController", "TwiceViewController",
        "ForgetfulViewController",
      ])
    return try LessonPipelineTests().builder().build(sources)
  }

  /// The lesson's network: a sign-in page.
  static let fixtures = [
    NetworkFixture(
      url: "https://example.com/login", latencyMilliseconds: 200,
      headers: [NetworkFixture.Header(name: "Content-Type", value: "text/html")],
      body: "<title>Sign in</title><form><input name=user placeholder=Name><button>Go</button></form>")
  ]

  /// Runs `checks` on the app: nil when they pass, else the failing step and what was found.
  private func run(_ checks: String, in app: BuiltApp) -> String? {
    let (steps, errors) = CheckParser.parse(checks)
    #expect(errors.isEmpty)
    var runner = CheckRunner(executable: app.executable)
    runner.fixtures = Self.fixtures
    guard case .failed(let step, _, let expected, let found, _) = runner.run(steps) else { return nil }
    return "\(step): expected \(expected), found \(found)"
  }

  @Test("a web view's page is judged, its links followed (the delegate decides), JavaScript refused")
  func webView() throws {
    let app = try app()
    let verdict = run(
      """
      launch HelpViewController
      expect web title "Help"
      expect web url "https://example.com/help"
      expect output contains "finished Help"
      expect output contains "no JavaScript engine"
      tap link "Plain"
      advance 1s
      expect output contains "decide link http://example.com/plain"
      expect output contains "failed -1022"
      expect web title "Help"
      expect log contains "WKWebView.didFailProvisionalNavigation http://example.com/plain -1022"
      tap link "Sign in"
      advance 1s
      expect output contains "decide link https://example.com/login"
      expect web title "Sign in"
      expect web url "https://example.com/login"
      expect screen contains "Name"
      expect requests 2
      expect log count "the sandbox refused" 0
      """, in: app)
    #expect(verdict == nil)
  }

  @Test("SFSafariViewController is presented with Done, which dismisses it and tells the delegate")
  func safari() throws {
    let app = try app()
    let verdict = run(
      """
      launch HelpViewController
      tap link "open Safari"
      advance 1s
      expect presented SFSafariViewController
      tap "Done"
      advance 1s
      expect nothing presented
      expect output contains "safari finished"
      """, in: app)
    #expect(verdict == nil)
    let crash = run(
      """
      launch BadSafariViewController
      expect crash "The specified URL has an unsupported scheme. Only HTTP and HTTPS URLs are supported."
      """, in: app)
    #expect(crash == nil)
  }

  @Test("the decision handler must be called exactly once, or WebKit raises its exception naming the delegate")
  func decisionHandlerOnce() throws {
    let app = try app()
    #expect(run("launch DecidingViewController\nadvance 1s\nexpect web title \"Home\"", in: app) == nil)
    let message = "Completion handler passed to -[%@ webView:decidePolicyForNavigationAction:decisionHandler:] was "
    let twice = message.replacingOccurrences(of: "%@", with: "TwiceViewController") + "called more than once"
    #expect(run("launch TwiceViewController\nexpect crash \"\(twice)\"", in: app) == nil)
    let never = message.replacingOccurrences(of: "%@", with: "ForgetfulViewController") + "not called"
    #expect(run("launch ForgetfulViewController\nexpect crash \"\(never)\"", in: app) == nil)
  }
}
