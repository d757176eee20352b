import UIKit
import WebKit

class HelpViewController: UIViewController, WKNavigationDelegate {
    let webView = WKWebView()
    let errorLabel = UILabel()
    let helpURL = URL(string: "https://help.example.com/")!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Help"
        view.backgroundColor = .systemBackground
        errorLabel.accessibilityIdentifier = "error"
        errorLabel.numberOfLines = 0
        errorLabel.textAlignment = .center
        errorLabel.isHidden = true
        for subview in [webView, errorLabel] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            webView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            webView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            webView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            webView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            errorLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            errorLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            errorLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        ])
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Try Again", style: .plain, target: self, action: #selector(loadHelp))
        webView.navigationDelegate = self
        loadHelp()
    }

    @objc func loadHelp() {
        webView.load(URLRequest(url: helpURL))
    }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        errorLabel.isHidden = true
    }

    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error) {
        show(error)
    }

    func show(_ error: Error) {
        errorLabel.text = error.localizedDescription
        errorLabel.isHidden = false
    }
}
