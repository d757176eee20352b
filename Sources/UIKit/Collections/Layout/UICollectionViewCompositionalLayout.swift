import Foundation

/// The section provider a compositional layout asks for each section, as UIKit's
/// `UICollectionViewCompositionalLayoutSectionProvider`.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
  @MainActor (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout made of sections, groups and items, as UIKit's `UICollectionViewCompositionalLayout`
/// (iOS 13): one section description for every section, or a provider asked for each section
/// whenever the layout is worked out (with the environment: the container's size and traits);
/// `list(using:)` makes a list. Items with estimated dimensions size themselves from their cells;
/// orthogonal sections scroll sideways by themselves; list sections keep their swipe actions.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  private let provider: UICollectionViewCompositionalLayoutSectionProvider
  open var configuration: UICollectionViewCompositionalLayoutConfiguration {
    didSet { invalidateLayout() }
  }
  let state = BuiltInLayoutState()
  /// The sections as the provider described them at the last `prepare()`.
  private(set) var describedSections: [NSCollectionLayoutSection] = []
  /// The groups whose items measured new sizes since the last pass, by section.
  private var measuredGroups: [Int: Set<Int>] = [:]

  public init(section: NSCollectionLayoutSection) {
    provider = { _, _ in section }
    configuration = UICollectionViewCompositionalLayoutConfiguration()
    super.init()
  }

  public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
    provider = { _, _ in section }
    self.configuration = configuration
    super.init()
  }

  public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
    provider = sectionProvider
    configuration = UICollectionViewCompositionalLayoutConfiguration()
    super.init()
  }

  public init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    provider = sectionProvider
    self.configuration = configuration
    super.init()
  }

  public required init?(coder: NSCoder) {
    provider = { _, environment in
      .list(using: UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
    }
    configuration = UICollectionViewCompositionalLayoutConfiguration()
    super.init(coder: coder)
  }

  /// A layout whose every section is a list with `configuration` (iOS 14).
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout { _, environment in
      .list(using: configuration, layoutEnvironment: environment)
    }
  }

  override open func prepare() {
    super.prepare()
    measuredGroups = [:]
    guard let collectionView else {
      state.frames = LayoutFrames()
      return
    }
    let inset = collectionView.adjustedContentInset
    let environment = LayoutEnvironment(
      container: LayoutContainer(
        contentSize: collectionView.bounds.size,
        contentInsets: NSDirectionalEdgeInsets(
          top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right)),
      traitCollection: collectionView.traitCollection)
    describedSections = (0..<collectionView.numberOfSections).map { number in
      guard let section = provider(number, environment) else {
        fatalError(
          UIKitError.exception(
            "NSInternalInconsistencyException",
            "Invalid section definition. Please specify a valid section definition when content is to be rendered "
              + "for a section. This is a client error."))
      }
      return section
    }
    state.frames = CompositionalLayoutSolver(layout: self, collectionView: collectionView, sections: describedSections)
      .solve()
  }

  override open var collectionViewContentSize: CGSize { state.frames.contentSize }

  override open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    state.attributes(in: rect, of: self, pinEdge: pinEdge, shift: shift)
  }

  override open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    state.itemAttributes(indexPath, of: self, shift: shift(indexPath.section))
  }

  override open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    state.supplementaryAttributes(elementKind, indexPath, of: self)
  }

  /// Sections are worked out again when the collection view's size changes.
  override open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != preparedSize
  }

  override open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    !originalAttributes.selfSizingAxes.isEmpty && preferredAttributes.size != originalAttributes.size
  }

  override func takePreferredAttributes(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
    guard state.take(attributes) else { return false }
    let indexPath = attributes.indexPath
    let sections = state.frames.sections
    if attributes.representedElementCategory == .cell, configuration.boundarySupplementaryItems.isEmpty,
      sections.indices.contains(indexPath.section), sections[indexPath.section].itemsPerGroup > 0
    {
      measuredGroups[indexPath.section, default: []].insert(indexPath.item / sections[indexPath.section].itemsPerGroup)
    } else {
      needsPrepare = true
    }
    return true
  }

  override func applyPendingMeasurements() {
    guard !measuredGroups.isEmpty, let collectionView else { return }
    let groups = measuredGroups
    measuredGroups = [:]
    let solver = CompositionalLayoutSolver(layout: self, collectionView: collectionView, sections: describedSections)
    if !solver.update(&state.frames, groups: groups) { prepare() }
  }

  override func trailingSwipeActions(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    listConfiguration(indexPath.section)?.trailingSwipeActionsConfigurationProvider?(indexPath)
  }

  override func leadingSwipeActions(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    listConfiguration(indexPath.section)?.leadingSwipeActionsConfigurationProvider?(indexPath)
  }

  override func isListSection(_ section: Int) -> Bool { listConfiguration(section) != nil }

  func listConfiguration(_ section: Int) -> UICollectionLayoutListConfiguration? {
    describedSections.indices.contains(section) ? describedSections[section].listConfiguration : nil
  }

  /// How far an orthogonal section's items are moved by its own scrolling.
  private func shift(_ section: Int) -> CGPoint {
    guard let offset = collectionView?.orthogonalOffsets[section] else { return .zero }
    return configuration.scrollDirection == .vertical ? CGPoint(x: -offset, y: 0) : CGPoint(x: 0, y: -offset)
  }

  /// Where pinned headers stay: just below the collection view's top inset.
  private var pinEdge: CGFloat {
    guard let collectionView else { return 0 }
    return configuration.scrollDirection == .vertical
      ? collectionView.contentOffset.y + collectionView.adjustedContentInset.top
      : collectionView.contentOffset.x + collectionView.adjustedContentInset.left
  }
}
