import Foundation

/// Updates search results as the search bar's text changes, as UIKit's `UISearchResultsUpdating`.
@MainActor
public protocol UISearchResultsUpdating: AnyObject {
  func updateSearchResults(for searchController: UISearchController)
}

/// Hears a search controller come and go, as UIKit's `UISearchControllerDelegate` (all optional).
@MainActor
public protocol UISearchControllerDelegate: AnyObject {
  func willPresentSearchController(_ searchController: UISearchController)
  func didPresentSearchController(_ searchController: UISearchController)
  func willDismissSearchController(_ searchController: UISearchController)
  func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  public func willPresentSearchController(_ searchController: UISearchController) {}
  public func didPresentSearchController(_ searchController: UISearchController) {}
  public func willDismissSearchController(_ searchController: UISearchController) {}
  public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// Searching with a search bar, as UIKit's `UISearchController` (put in a navigation bar with
/// `navigationItem.searchController`).
///
/// A tap in its search bar makes it active: the delegate's will/did present, the Cancel button
/// shows, and `searchResultsUpdater` is asked to update (again after every change to the text
/// or scope). While active, `obscuresBackgroundDuringPresentation` (true by default) dims the
/// searching screen's content, and a tap on the dimmed content cancels; a results controller, if
/// given, shows over the content while there is text. Cancel (or `isActive = false`) empties the
/// text, ends editing, hides the results and asks the updater once more.
@MainActor
open class UISearchController: UIViewController {
  public let searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: UISearchBar.standardHeight))
  public private(set) var searchResultsController: UIViewController?
  open weak var searchResultsUpdater: UISearchResultsUpdating?
  open weak var delegate: UISearchControllerDelegate?
  open var obscuresBackgroundDuringPresentation = true
  /// The pre-iOS 12 name of `obscuresBackgroundDuringPresentation`.
  open var dimsBackgroundDuringPresentation: Bool {
    get { obscuresBackgroundDuringPresentation }
    set { obscuresBackgroundDuringPresentation = newValue }
  }
  open var hidesNavigationBarDuringPresentation = true
  open var automaticallyShowsCancelButton = true
  open var automaticallyShowsSearchResultsController = true
  open var showsSearchResultsController = false {
    didSet { updateOverlays() }
  }
  open var isActive = false {
    didSet {
      guard oldValue != isActive else { return }
      isActive ? activate() : deactivate()
    }
  }
  /// The dimming view over the searching screen's content while it is obscured.
  private var dimmingView: SearchDimmingView?
  /// The controller whose content the search covers.
  private weak var host: UIViewController?

  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
    searchBar.searchController = self
  }

  public convenience init() {
    self.init(searchResultsController: nil)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    searchBar.searchController = self
  }

  /// A tap in the search bar: the controller becomes active.
  func searchBarDidBeginEditing() {
    if !isActive { isActive = true }
  }

  /// A user's change of text or scope: the updater updates.
  func searchTextDidChange() {
    updateOverlays()
    searchResultsUpdater?.updateSearchResults(for: self)
  }

  /// The Cancel button, or a tap on the dimmed content.
  func cancel() {
    isActive = false
  }

  private func activate() {
    delegate?.willPresentSearchController(self)
    host = Self.searchingController(for: searchBar)
    searchBar.setNeedsLayout()
    updateOverlays()
    if !searchBar.isFirstResponder { searchBar.becomeFirstResponder() }
    searchResultsUpdater?.updateSearchResults(for: self)
    delegate?.didPresentSearchController(self)
  }

  private func deactivate() {
    delegate?.willDismissSearchController(self)
    searchBar.text = ""
    searchBar.resignFirstResponder()
    searchBar.setNeedsLayout()
    updateOverlays()
    searchResultsUpdater?.updateSearchResults(for: self)
    delegate?.didDismissSearchController(self)
  }

  /// The dimming view while active with no results shown (if obscuring), the results controller's
  /// view while active with text (or `showsSearchResultsController`).
  private func updateOverlays() {
    guard let content = host?.viewIfLoaded else { return }
    let showsResults =
      isActive && searchResultsController != nil
      && (showsSearchResultsController
        || (automaticallyShowsSearchResultsController && !(searchBar.text ?? "").isEmpty))
    let dims = isActive && obscuresBackgroundDuringPresentation && !showsResults
    if dims, dimmingView == nil {
      let dimming = SearchDimmingView(frame: content.bounds)
      dimming.searchController = self
      content.addSubview(dimming)
      dimmingView = dimming
    } else if !dims, let dimming = dimmingView {
      dimming.removeFromSuperview()
      dimmingView = nil
    }
    guard let results = searchResultsController, let host else { return }
    if showsResults, results.parent == nil {
      host.addChild(results)
      results.view.frame = content.bounds
      content.addSubview(results.view)
      results.didMove(toParent: host)
    } else if !showsResults, results.parent === host {
      results.willMove(toParent: nil)
      results.view.removeFromSuperview()
      results.removeFromParent()
    }
  }

  /// The controller showing the search bar: a navigation controller's top controller when the
  /// bar is in its navigation bar, else the first controller up the responder chain.
  private static func searchingController(for searchBar: UISearchBar) -> UIViewController? {
    var responder: UIResponder? = searchBar.next
    while let current = responder {
      if let navigation = current as? UINavigationController { return navigation.topViewController }
      if let controller = current as? UIViewController { return controller }
      responder = current.next
    }
    return nil
  }
}

/// The dimmed content behind an active search; a tap on it cancels the search.
@MainActor
final class SearchDimmingView: UIView {
  weak var searchController: UISearchController?

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor.black.withAlphaComponent(0.2)
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    searchController?.cancel()
  }
}
