import SafariServices
import UIKit
import WebKit

class BrowserViewController: UIViewController, WKNavigationDelegate {
    let webView = WKWebView()
    let home = URL(string: "https://docs.example.com/")!
    lazy var backButton = UIBarButtonItem(title: "Back", style: .plain, target: self, action: #selector(goBack))

    override func loadView() {
        view = webView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Docs Home"
        navigationItem.leftBarButtonItem = backButton
        backButton.isEnabled = false
        webView.navigationDelegate = self
        webView.load(URLRequest(url: home))
    }

    @objc func goBack() {
        webView.goBack()
    }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        backButton.isEnabled = webView.canGoBack
    }

    func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
    ) {
        if navigationAction.navigationType == .linkActivated,
            let url = navigationAction.request.url, url.host != home.host
        {
            present(SFSafariViewController(url: url), animated: true)
            decisionHandler(.cancel)
            return
        }
        decisionHandler(.allow)
    }
}
