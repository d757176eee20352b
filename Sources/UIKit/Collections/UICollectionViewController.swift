import Foundation

/// A controller whose view is a collection view it serves, as UIKit's
/// `UICollectionViewController`: made with `init(collectionViewLayout:)`, it is the collection
/// view's data source and delegate, reloads it when it first appears and clears the selection each
/// time it appears again (`clearsSelectionOnViewWillAppear`). Made without a layout
/// (`UICollectionViewController()`), loading its view is UIKit's "non-nil layout" crash.
@MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
  private var initialLayout: UICollectionViewLayout?
  open var clearsSelectionOnViewWillAppear = true
  open var installsStandardGestureForInteractiveMovement = true
  private var hasAppeared = false

  public init(collectionViewLayout layout: UICollectionViewLayout) {
    initialLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The controller's view, a collection view.
  open var collectionView: UICollectionView! {
    get { view as? UICollectionView }
    set { view = newValue }
  }

  /// The collection view's layout.
  open var collectionViewLayout: UICollectionViewLayout {
    collectionView?.collectionViewLayout ?? initialLayout ?? UICollectionViewLayout()
  }

  override open func loadView() {
    // A storyboard's collection view controller loads its collection view from the scene.
    if loadInterfaceView() {
      if let collectionView = view as? UICollectionView {
        if collectionView.dataSource == nil { collectionView.dataSource = self }
        if collectionView.delegate == nil { collectionView.delegate = self }
      }
      return
    }
    guard let layout = initialLayout else { UICollectionView.missingLayout() }
    let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layout)
    collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collection.backgroundColor = .systemBackground
    collection.dataSource = self
    collection.delegate = self
    view = collection
  }

  override open func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if !hasAppeared {
      hasAppeared = true
      collectionView?.reloadData()
    } else if clearsSelectionOnViewWillAppear, let collection = collectionView {
      for indexPath in collection.indexPathsForSelectedItems ?? [] {
        collection.deselectItem(at: indexPath, animated: animated)
      }
    }
  }

  // MARK: Data source (override these)

  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    fatalError(
      UIKitError.exception(
        "NSInvalidArgumentException",
        "-[\(EventLog.className(of: self)) collectionView:cellForItemAtIndexPath:]: unrecognized selector sent to "
          + "instance"))
  }
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView { UnprovidedSupplementaryView(frame: .zero) }
  open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
  open func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}

  // MARK: Delegate (override these)

  open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    true
  }
  open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
  open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
  open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    true
  }
  open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
    true
  }
  open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
  open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  open func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}
  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
