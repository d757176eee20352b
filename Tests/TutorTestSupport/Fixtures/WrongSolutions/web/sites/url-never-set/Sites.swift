import UIKit
import WebKit

class WebViewController: UIViewController {
    let webView = WKWebView()
    var url: URL?

    override func loadView() {
        view = webView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        if let url = url {
            webView.load(URLRequest(url: url))
        }
    }
}

class SitesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sites"
        view.backgroundColor = .systemBackground
        let apple = UIButton(type: .system)
        apple.setTitle("Apple", for: .normal)
        apple.addTarget(self, action: #selector(openApple), for: .touchUpInside)
        let swift = UIButton(type: .system)
        swift.setTitle("Swift", for: .normal)
        swift.addTarget(self, action: #selector(openSwift), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [apple, swift])
        stack.axis = .vertical
        stack.spacing = 20
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }

    @objc func openApple() {
        open("https://www.apple.com/")
    }

    @objc func openSwift() {
        open("https://www.swift.org/")
    }

    func open(_ address: String) {
        let web = WebViewController()
        navigationController?.pushViewController(web, animated: true)
    }
}
