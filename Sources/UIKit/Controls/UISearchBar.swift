import Foundation

/// A search field in a bar, with an optional Cancel button and scope bar, as UIKit's `UISearchBar`.
///
/// The field is a `UISearchTextField` subview (placeholder "Search", the Search return key), so a
/// user taps it and types as into any field; the search bar's delegate hears each question and
/// change (UISearchBarDelegate). The Cancel button shows while `showsCancelButton` (in a search
/// controller: while it is active); tapping it calls `searchBarCancelButtonClicked`. A standalone
/// bar is 56 points tall, 44 more with a scope bar shown.
@MainActor
open class UISearchBar: UIView {
  /// The bar's look, as UIKit's `UISearchBar.Style`.
  public enum Style: Int, Sendable {
    case `default`, prominent, minimal
  }

  open weak var delegate: UISearchBarDelegate?
  public let searchTextField = UISearchTextField(frame: .zero)
  let cancelButton = UIButton(type: .system)
  private(set) lazy var scopeBar = UISegmentedControl(items: [])
  private lazy var relay = SearchFieldRelay(searchBar: self)
  /// The search controller that owns the bar, if any.
  weak var searchController: UISearchController?

  open var text: String? {
    get { searchTextField.text }
    set { searchTextField.text = newValue }
  }
  open var placeholder: String? {
    get { searchTextField.placeholder }
    set { searchTextField.placeholder = newValue }
  }
  open var prompt: String?
  open var showsCancelButton = false {
    didSet { setNeedsLayout() }
  }
  open var showsBookmarkButton = false
  open var showsSearchResultsButton = false
  open var searchBarStyle: Style = .default
  open var barTintColor: UIColor?
  open var isTranslucent = true
  open var keyboardType: UIKeyboardType {
    get { searchTextField.keyboardType }
    set { searchTextField.keyboardType = newValue }
  }
  open var returnKeyType: UIReturnKeyType {
    get { searchTextField.returnKeyType }
    set { searchTextField.returnKeyType = newValue }
  }
  open var scopeButtonTitles: [String]? {
    didSet { updateScopeBar() }
  }
  open var selectedScopeButtonIndex: Int {
    get { max(scopeBar.selectedSegmentIndex, 0) }
    set { scopeBar.selectedSegmentIndex = newValue }
  }
  open var showsScopeBar = false {
    didSet {
      updateScopeBar()
      invalidateIntrinsicContentSize()
    }
  }

  static let standardHeight: CGFloat = 56
  static let scopeBarHeight: CGFloat = 44

  override public init(frame: CGRect) {
    super.init(frame: frame)
    setUpParts()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpParts()
  }

  private func setUpParts() {
    searchTextField.searchBar = self
    searchTextField.delegate = relay
    addSubview(searchTextField)
    cancelButton.setTitle("Cancel", for: .normal)
    cancelButton.addAction(UIAction { [weak self] _ in self?.cancelTapped() }, for: .touchUpInside)
    scopeBar.addAction(UIAction { [weak self] _ in self?.scopeChanged() }, for: .valueChanged)
    if frame.size == .zero { frame.size = CGSize(width: 320, height: UISearchBar.standardHeight) }
    setNeedsLayout()
  }

  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }

  override open var intrinsicContentSize: CGSize {
    CGSize(
      width: UIView.noIntrinsicMetric,
      height: UISearchBar.standardHeight + (showsScopeBar ? UISearchBar.scopeBarHeight : 0))
  }

  /// A search bar keeps the width it is given and takes its own height (`sizeToFit()`).
  override open func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width > 0 ? size.width : bounds.width, height: intrinsicContentSize.height)
  }

  override open var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }

  /// The bar's first responder is its field.
  @discardableResult
  override open func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

  @discardableResult
  override open func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

  override open var isFirstResponder: Bool { searchTextField.isFirstResponder }

  /// The field across the bar (less the Cancel button's width when it shows), the scope bar below.
  override open func layoutSubviews() {
    super.layoutSubviews()
    let showsCancel = showsCancelButton || searchController?.isActive == true
    let cancelWidth: CGFloat = showsCancel ? 67 : 0
    searchTextField.frame = CGRect(x: 8, y: 10, width: max(bounds.width - 16 - cancelWidth, 0), height: 36)
    if showsCancel {
      cancelButton.frame = CGRect(x: bounds.width - 8 - 59, y: 10, width: 59, height: 36)
      if cancelButton.superview !== self { addSubview(cancelButton) }
    } else {
      cancelButton.removeFromSuperview()
    }
    if showsScopeBar, scopeBar.numberOfSegments > 0 {
      scopeBar.frame = CGRect(x: 8, y: UISearchBar.standardHeight, width: max(bounds.width - 16, 0), height: 32)
      if scopeBar.superview !== self { addSubview(scopeBar) }
    } else {
      scopeBar.removeFromSuperview()
    }
  }

  private func updateScopeBar() {
    let selected = scopeBar.selectedSegmentIndex
    scopeBar.removeAllSegments()
    for (index, title) in (scopeButtonTitles ?? []).enumerated() {
      scopeBar.insertSegment(withTitle: title, at: index, animated: false)
    }
    scopeBar.selectedSegmentIndex = min(max(selected, 0), scopeBar.numberOfSegments - 1)
    setNeedsLayout()
  }

  /// A change a user made to the text: the delegate's `textDidChange`, then the search
  /// controller's results updater.
  func userChangedText() {
    delegate?.searchBar(self, textDidChange: text ?? "")
    searchController?.searchTextDidChange()
  }

  private func cancelTapped() {
    delegate?.searchBarCancelButtonClicked(self)
    searchController?.cancel()
  }

  private func scopeChanged() {
    delegate?.searchBar(self, selectedScopeButtonIndexDidChange: scopeBar.selectedSegmentIndex)
    searchController?.searchTextDidChange()
  }
}
