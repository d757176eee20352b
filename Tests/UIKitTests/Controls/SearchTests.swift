import Testing

@testable import UIKit

/// UISearchBar and UISearchController as Apple's documentation describes them.
@MainActor
@Suite("UISearchBar and UISearchController", .serialized)
struct SearchTests {
  final class Listener: UISearchBarDelegate, UISearchResultsUpdating {
    var calls: [String] = []
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { calls.append("change \(searchText)") }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { calls.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { calls.append("cancel") }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { calls.append("begin") }
    func updateSearchResults(for searchController: UISearchController) {
      calls.append("update \(searchController.searchBar.text ?? "") active \(searchController.isActive)")
    }
  }

  // Apple: searchBar(_:textDidChange:) "Tells the delegate that the user changed the search text."
  @Test("typing in a search bar tells its delegate of each change; Search calls searchBarSearchButtonClicked")
  func searchBarTyping() {
    TestApp.reset()
    let listener = Listener()
    let bar = installOnScreen(UISearchBar(), size: CGSize(width: 320, height: 56))
    bar.delegate = listener
    #expect(bar.placeholder == "Search")
    AppDriver.tap(bar.searchTextField)
    _ = AppDriver.type("ab")
    _ = AppDriver.pressReturn()
    bar.text = "set from code"
    #expect(listener.calls == ["begin", "change a", "change ab", "search"])
    #expect(bar.isFirstResponder, "Search does not end editing by itself")
  }

  // Apple: searchBarCancelButtonClicked(_:) "Tells the delegate that the cancel button was tapped."
  @Test("the Cancel button shows with showsCancelButton and tells the delegate")
  func cancelButton() {
    TestApp.reset()
    let listener = Listener()
    let bar = installOnScreen(UISearchBar(), size: CGSize(width: 320, height: 56))
    bar.delegate = listener
    bar.showsCancelButton = true
    bar.layoutIfNeeded()
    #expect(bar.cancelButton.superview === bar)
    AppDriver.tap(bar.cancelButton)
    #expect(listener.calls == ["cancel"])
  }

  // Apple: updateSearchResults(for:) "Called when the search bar becomes the first responder or when the user makes changes inside the search bar."
  @Test("a search controller in the navigation item activates on a tap, updates on each change, and Cancel ends it")
  func searchController() {
    TestApp.reset()
    let listener = Listener()
    let content = UIViewController()
    let search = UISearchController(searchResultsController: nil)
    search.searchResultsUpdater = listener
    content.navigationItem.searchController = search
    TestApp.launch(UINavigationController(rootViewController: content))
    #expect(search.obscuresBackgroundDuringPresentation)
    #expect(search.searchBar.window != nil, "the navigation bar shows the search bar")
    AppDriver.tap(search.searchBar.searchTextField)
    #expect(search.isActive)
    _ = AppDriver.type("x")
    #expect(content.view.subviews.contains { $0 is SearchDimmingView })
    AppDriver.tap(search.searchBar.cancelButton)
    #expect(!search.isActive)
    #expect(search.searchBar.text == "")
    #expect(listener.calls == ["update  active true", "update x active true", "update  active false"])
    #expect(!content.view.subviews.contains { $0 is SearchDimmingView })
  }
}
