import Foundation
import UIKit
import WebKit

/// A view controller that shows a web page as Safari would, inside the app (SafariServices'
/// `SFSafariViewController`): a bar with a Done button and the page's host over a web view that
/// loads the URL from the lesson's virtual network when the view loads. Done dismisses the
/// controller and then tells the delegate (`safariViewControllerDidFinish`). Only http and https
/// URLs are accepted: any other scheme ends the app with UIKit's `NSInvalidArgumentException`, as
/// on iOS. The page is drawn and its links followed like any web view's.
@MainActor
open class SFSafariViewController: UIViewController {
  /// How the controller is set up, kept as it was given.
  public let configuration: Configuration
  open weak var delegate: SFSafariViewControllerDelegate?
  open var preferredBarTintColor: UIColor?
  open var preferredControlTintColor: UIColor?
  /// The title of the button that closes the controller: Done, Close or Cancel.
  open var dismissButtonStyle: DismissButtonStyle = .done {
    didSet { doneButton?.setTitle(dismissButtonStyle.title, for: .normal) }
  }

  private let initialURL: URL
  private var webView: WKWebView?
  private var doneButton: UIButton?
  private var hostLabel: UILabel?
  private let loadObserver = InitialLoadObserver()

  public init(url URL: URL, configuration: Configuration) {
    guard let scheme = URL.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
      fatalError(
        UIKitError.exception(
          "NSInvalidArgumentException",
          "The specified URL has an unsupported scheme. Only HTTP and HTTPS URLs are supported."))
    }
    initialURL = URL
    self.configuration = configuration
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .fullScreen
  }

  public convenience init(url URL: URL) {
    self.init(url: URL, configuration: Configuration())
  }

  @available(iOS, deprecated: 11.0, message: "Use init(url:configuration:)")
  public convenience init(url URL: URL, entersReaderIfAvailable: Bool) {
    let configuration = Configuration()
    configuration.entersReaderIfAvailable = entersReaderIfAvailable
    self.init(url: URL, configuration: configuration)
  }

  /// Not made from storyboards, as on iOS.
  public required init?(coder: NSCoder) {
    return nil
  }

  override open func loadView() {
    let root = UIView(frame: UIScreen.main.bounds)
    root.backgroundColor = .systemBackground
    let done = UIButton(type: .system)
    done.setTitle(dismissButtonStyle.title, for: .normal)
    done.addAction(UIAction { [weak self] _ in self?.doneTapped() }, for: .touchUpInside)
    let host = UILabel()
    host.text = initialURL.host
    host.textAlignment = .center
    let page = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
    page.navigationDelegate = loadObserver
    for view in [page, host, done] as [UIView] { root.addSubview(view) }
    webView = page
    doneButton = done
    hostLabel = host
    view = root
  }

  override open func viewDidLoad() {
    super.viewDidLoad()
    loadObserver.controller = self
    webView?.load(URLRequest(url: initialURL))
  }

  override open func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let bounds = view.bounds
    let top = view.safeAreaInsets.top
    doneButton?.frame = CGRect(x: 8, y: top, width: 64, height: 44)
    hostLabel?.frame = CGRect(x: 80, y: top, width: max(bounds.width - 160, 0), height: 44)
    webView?.frame = CGRect(x: 0, y: top + 44, width: bounds.width, height: max(bounds.height - top - 44, 0))
  }

  private func doneTapped() {
    dismiss(animated: true) { [weak self] in
      guard let self else { return }
      self.delegate?.safariViewControllerDidFinish(self)
    }
  }

  /// The first page loaded (or failed to): the delegate hears it once.
  fileprivate func initialLoadEnded(successfully: Bool) {
    delegate?.safariViewController(self, didCompleteInitialLoad: successfully)
  }

  /// How a Safari view controller is set up (`SFSafariViewController.Configuration`).
  @MainActor
  open class Configuration: NSObject {
    open var entersReaderIfAvailable = false
    open var barCollapsingEnabled = true

    override public init() {
      super.init()
    }
  }

  /// The title of the button that dismisses the controller.
  public enum DismissButtonStyle: Int, Sendable {
    case done = 0
    case close = 1
    case cancel = 2

    var title: String {
      switch self {
      case .done: "Done"
      case .close: "Close"
      case .cancel: "Cancel"
      }
    }
  }
}

/// Watches the Safari view controller's web view for the end of its first load.
@MainActor
private final class InitialLoadObserver: WKNavigationDelegate {
  weak var controller: SFSafariViewController?
  private var reported = false

  func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
    report(true)
  }

  func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error) {
    report(false)
  }

  private func report(_ success: Bool) {
    guard !reported else { return }
    reported = true
    controller?.initialLoadEnded(successfully: success)
  }
}
