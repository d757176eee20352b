import Foundation

/// A scrolling set of items in sections placed by a layout, as UIKit's `UICollectionView`: the
/// layout (`UICollectionViewFlowLayout`, `UICollectionViewCompositionalLayout` or the app's own)
/// says where each item goes; counts are asked at once by `reloadData`, cells at the next layout
/// pass and only for the items the layout puts in view (rule 10, as for a table's rows). A cell
/// that leaves the view waits in a reuse queue and is handed out again by
/// `dequeueReusableCell(withReuseIdentifier:for:)` after `prepareForReuse()`. Updates with UIKit's
/// consistency check, selection, scrolling, supplementary views and cell registrations are in the
/// extensions.
@MainActor
open class UICollectionView: UIScrollView {
  /// The kinds of a section's header and footer views.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
  /// The kind of the cells' own queue in UIKit's messages.
  static let elementKindCell = "UICollectionElementKindCell"

  /// Where `scrollToItem` and `selectItem` put an item: at most one vertical and one horizontal
  /// position; empty for "just enough to show it".
  public struct ScrollPosition: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = ScrollPosition(rawValue: 1 << 0)
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    public static let left = ScrollPosition(rawValue: 1 << 3)
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// The layout; setting another lays the items out anew.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      oldValue.collectionView = nil
      adopt(collectionViewLayout)
    }
  }
  open weak var dataSource: UICollectionViewDataSource? {
    didSet { needsReload = true; setNeedsLayout() }
  }
  open var allowsSelection = true
  /// Loads data ahead of scrolling (never called: the runtime does not prefetch).
  open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching?
  open var isPrefetchingEnabled = true
  open var dragInteractionEnabled = false
  open var allowsMultipleSelection = false
  open var allowsSelectionDuringEditing = false
  open var allowsMultipleSelectionDuringEditing = false
  /// A view behind all the cells, as large as the collection view.
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }
  /// Whether the collection view is in editing mode (iOS 14): list cells show their editing
  /// accessories.
  open var isEditing = false {
    didSet { if oldValue != isEditing { editingDidChange() } }
  }

  /// Item counts per section as the collection view last asked them.
  var itemCounts: [Int] = []
  var needsReload = true
  var visible: VisibleCells<UICollectionViewCell> = [:]
  var supplementaries: [SupplementaryKey: UICollectionReusableView] = [:]
  var cellQueues = ReuseQueues<UICollectionReusableView>()
  var supplementaryQueues = ReuseQueues<UICollectionReusableView>()
  var cellSources: [String: ReusableSource] = [:]
  var supplementarySources: [String: ReusableSource] = [:]
  var selected: [IndexPath] = []
  /// The item whose swipe actions are showing.
  var swipedItem: IndexPath?
  /// Updates collected by `performBatchUpdates`.
  var batch: ListUpdate?
  /// How far each orthogonally scrolling section is scrolled along its own axis.
  var orthogonalOffsets: [Int: CGFloat] = [:]
  /// The cell `reconfigureItems` is configuring again: dequeuing its identifier hands it back.
  var reconfiguring: UICollectionViewCell?
  /// The layout attributes of the cell being made, applied when the data source dequeues it.
  var attributesBeingDequeued: UICollectionViewLayoutAttributes?
  /// How many cells the collection view has asked its data source for (a benchmark figure).
  package var cellsRequested = 0
  /// How deep the collection view is in asking its data source for cells (cell registrations made
  /// there are UIKit's error).
  static var cellRequestDepth = 0

  /// A supplementary view on screen: its kind and index path.
  struct SupplementaryKey: Hashable {
    let kind: String
    let indexPath: IndexPath
  }

  /// How a reuse identifier's views are made.
  enum ReusableSource {
    case type(UICollectionReusableView.Type)
    case make(@MainActor () -> UICollectionReusableView?)
  }

  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    adopt(layout)
  }

  /// UIKit's collection view cannot exist without a layout; `UICollectionView(frame:)` is the
  /// famous crash.
  override public convenience init(frame: CGRect) {
    Self.missingLayout()
  }

  public required init?(coder: NSCoder) {
    collectionViewLayout = Self.layout(from: coder.interfaceElement)
    super.init(coder: coder)
    adopt(collectionViewLayout)
  }

  isolated deinit {
    for cell in visible.values { cell.collectionView = nil }
    for view in supplementaries.values { view.collectionView = nil }
    for view in cellQueues.all + supplementaryQueues.all { view.collectionView = nil }
  }

  static func missingLayout() -> Never {
    fatalError(
      UIKitError.exception(
        "NSInvalidArgumentException", "UICollectionView must be initialized with a non-nil layout parameter"))
  }

  private func adopt(_ layout: UICollectionViewLayout) {
    layout.collectionView = self
    layout.needsPrepare = true
    setNeedsLayout()
  }

  public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    collectionViewLayout = layout
  }

  var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

  // MARK: Registering and dequeuing cells

  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    cellSources[identifier] = (cellClass as? UICollectionReusableView.Type).map(ReusableSource.type)
  }

  open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    cellSources[identifier] = nib.map { nib in
      .make { nib.instantiate(withOwner: nil).lazy.compactMap { $0 as? UICollectionReusableView }.first }
    }
  }

  /// Makes cells for `identifier` with `make` (a storyboard's prototype cell).
  package func registerPrototype(_ identifier: String, make: @escaping @MainActor () -> UICollectionViewCell) {
    cellSources[identifier] = .make(make)
  }

  /// A cell for `indexPath`: one from the reuse queue (after `prepareForReuse()`) or a new one of
  /// the registered class, with the item's layout attributes applied. An identifier with nothing
  /// registered is UIKit's crash.
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if let cell = reconfiguring, cell.reuseIdentifier == identifier {
      reconfiguring = nil
      return cell
    }
    let view = dequeue(
      identifier, key: identifier, queue: &cellQueues, sources: cellSources, kind: Self.elementKindCell)
    guard let cell = view as? UICollectionViewCell else {
      fatalError(
        UIKitError.exception(
          "NSInternalInconsistencyException",
          "the view returned for identifier \(identifier) is not a UICollectionViewCell: \(UIKitError.describe(view))"
        ))
    }
    let attributes = attributesBeingDequeued ?? collectionViewLayout.layoutAttributesForItem(at: indexPath)
    if let attributes { cell.applyAttributes(attributes) }
    return cell
  }

  /// A view from `queue`, or a new one from the source registered under `key` (the identifier, or
  /// for supplementary views the kind and the identifier).
  func dequeue(
    _ identifier: String, key: String, queue: inout ReuseQueues<UICollectionReusableView>,
    sources: [String: ReusableSource], kind: String
  ) -> UICollectionReusableView {
    if let view = queue.pop(key) {
      view.collectionView = self
      view.prepareForReuse()
      return view
    }
    let made: UICollectionReusableView?
    switch sources[key] {
    case .type(let type): made = ReusableViewFactory.make(type)
    case .make(let make): made = make()
    case nil: made = nil
    }
    guard let made else {
      fatalError(
        UIKitError.exception(
          "NSInternalInconsistencyException",
          "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a "
            + "class for the identifier or connect a prototype cell in a storyboard"))
    }
    made.reuseIdentifier = identifier
    made.queueKey = key
    made.collectionView = self
    return made
  }

  // MARK: Counts and reloading

  /// Asks the data source for its counts at once; cells follow at the next layout pass.
  open func reloadData() {
    MainThreadChecker.checked("-[UICollectionView reloadData]") {
      loadCounts()
      enqueueVisibleCells()
      removeSupplementaryViews()
      selected = []
      swipedItem = nil
      collectionViewLayout.invalidateLayout()
      setNeedsLayout()
    }
  }

  open var numberOfSections: Int {
    if needsReload { loadCounts() }
    return itemCounts.count
  }

  open func numberOfItems(inSection section: Int) -> Int {
    if needsReload { loadCounts() }
    return itemCounts.indices.contains(section) ? itemCounts[section] : 0
  }

  func loadCounts() {
    needsReload = false
    guard let dataSource else {
      itemCounts = []
      return
    }
    let sections = max(dataSource.numberOfSections(in: self), 0)
    itemCounts = (0..<sections).map { max(dataSource.collectionView(self, numberOfItemsInSection: $0), 0) }
    collectionViewLayout.needsPrepare = true
  }

  /// Whether the index path names an item the collection view has.
  func contains(_ indexPath: IndexPath) -> Bool {
    itemCounts.indices.contains(indexPath.section) && indexPath.item >= 0
      && indexPath.item < itemCounts[indexPath.section]
  }

  override open func layoutSubviews() {
    super.layoutSubviews()
    layOutContent()
  }

  // MARK: Cells in view

  /// The cell of an item in view; nil for an item off screen.
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    layoutIfNeeded()
    return visible[indexPath]
  }

  open var visibleCells: [UICollectionViewCell] {
    layoutIfNeeded()
    return visible.keys.sorted().compactMap { visible[$0] }
  }

  open var indexPathsForVisibleItems: [IndexPath] {
    layoutIfNeeded()
    return visible.keys.sorted()
  }

  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    visible.indexPath(of: cell)
  }

  /// The item at a point in the collection view's content.
  open func indexPathForItem(at point: CGPoint) -> IndexPath? {
    layoutIfNeeded()
    return visible.keys.sorted().first { visible[$0]?.frame.contains(point) ?? false }
  }

  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    layoutIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    layoutIfNeeded()
    return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }
}
