import Foundation

/// Hears about a search bar's editing and buttons, as UIKit's `UISearchBarDelegate` (all
/// optional). `textDidChange` comes for each change a user makes (typing, deleting, the clear
/// button), not for `text` set from code; the search and cancel buttons only call their methods —
/// ending editing is the app's to do (`searchBar.resignFirstResponder()`), as on iOS.
@MainActor
public protocol UISearchBarDelegate: AnyObject {
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
    -> Bool
  { true }
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// The text field inside a search bar, as UIKit's `UISearchTextField` (iOS 13): a text field
/// with a magnifying glass, placeholder "Search", the search return key and a clear button.
@MainActor
open class UISearchTextField: UITextField {
  /// The search bar the field is in, told of each change a user makes.
  weak var searchBar: UISearchBar?

  override public init(frame: CGRect) {
    super.init(frame: frame)
    placeholder = "Search"
    returnKeyType = .search
    clearButtonMode = .whileEditing
    borderStyle = .roundedRect
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// A user's edit (`.editingChanged`) is the search bar's `textDidChange`.
  override open func sendActions(for controlEvents: UIControl.Event) {
    super.sendActions(for: controlEvents)
    if controlEvents.contains(.editingChanged) { searchBar?.userChangedText() }
  }
}

/// Passes a search bar's field's questions and events to the search bar, which asks its own
/// delegate (and tells its search controller).
@MainActor
final class SearchFieldRelay: UITextFieldDelegate {
  unowned(unsafe) let searchBar: UISearchBar

  init(searchBar: UISearchBar) {
    self.searchBar = searchBar
  }

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    searchBar.delegate?.searchBarShouldBeginEditing(searchBar) ?? true
  }

  func textFieldDidBeginEditing(_ textField: UITextField) {
    searchBar.delegate?.searchBarTextDidBeginEditing(searchBar)
    searchBar.searchController?.searchBarDidBeginEditing()
  }

  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    searchBar.delegate?.searchBarShouldEndEditing(searchBar) ?? true
  }

  func textFieldDidEndEditing(_ textField: UITextField) {
    searchBar.delegate?.searchBarTextDidEndEditing(searchBar)
  }

  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
    -> Bool
  {
    searchBar.delegate?.searchBar(searchBar, shouldChangeTextIn: range, replacementText: string) ?? true
  }

  /// The Search key: the delegate hears it; the keyboard stays until the app ends editing.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    searchBar.delegate?.searchBarSearchButtonClicked(searchBar)
    return false
  }
}
