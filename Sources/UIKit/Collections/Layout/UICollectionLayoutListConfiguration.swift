import Foundation

/// A list made with a compositional layout, as UIKit's `UICollectionLayoutListConfiguration`
/// (iOS 14): full-width rows that size themselves (44 points for one line of text), an appearance
/// like a table's style, optional section headers and footers as supplementary views, and the
/// swipe actions each row shows (`trailingSwipeActionsConfigurationProvider`).
@MainActor
public struct UICollectionLayoutListConfiguration {
  /// The look of the list, as a table's style.
  public enum Appearance: Int, Sendable {
    case plain, grouped, insetGrouped, sidebar, sidebarPlain
  }

  /// Where a section's header comes from.
  public enum HeaderMode: Int, Sendable {
    /// No header.
    case none
    /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
    case supplementary
    /// The section's first item is its header.
    case firstItemInSection
  }

  public enum FooterMode: Int, Sendable {
    case none, supplementary
  }

  public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

  public let appearance: Appearance
  public var showsSeparators = true
  public var backgroundColor: UIColor?
  public var headerMode: HeaderMode = .none
  public var footerMode: FooterMode = .none
  /// Extra space above each section's header (iOS 15); nil lets the system choose.
  public var headerTopPadding: CGFloat?
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

  public init(appearance: Appearance) {
    self.appearance = appearance
  }

  /// Whether rows sit on a grouped background (grouped, inset grouped, sidebar).
  var isGrouped: Bool { appearance != .plain && appearance != .sidebarPlain }
}

/// Builds a list section (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`): one
/// full-width row per group, estimated at 44 points and sized by its cell; inset grouped and
/// sidebar lists are inset from the sides by the layout margins (16 points on screens narrower
/// than 400 points, else 20); grouped lists keep 35 points above a section without a header.
/// Headers are estimated at 28 points in plain lists (where they stay pinned at the top while their
/// section scrolls by) and 38 in grouped ones, and size themselves like rows.
@MainActor
struct ListSectionBuilder {
  let configuration: UICollectionLayoutListConfiguration
  let environment: NSCollectionLayoutEnvironment

  static let rowEstimate: CGFloat = 44

  func section() -> NSCollectionLayoutSection {
    let rowSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(Self.rowEstimate))
    let item = NSCollectionLayoutItem(layoutSize: rowSize)
    let group = NSCollectionLayoutGroup.vertical(layoutSize: rowSize, subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.listConfiguration = configuration
    let grouped = configuration.isGrouped
    let inset: CGFloat =
      configuration.appearance == .insetGrouped || configuration.appearance == .sidebar
      ? (environment.container.contentSize.width < 400 ? 16 : 20) : 0
    let hasHeader = configuration.headerMode == .supplementary
    var top: CGFloat = grouped && !hasHeader ? 35 : 0
    if hasHeader, let padding = configuration.headerTopPadding { top = padding }
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: inset, bottom: 0, trailing: inset)
    if hasHeader {
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .estimated(grouped ? 38 : 28)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
      header.pinToVisibleBounds = !grouped
      section.boundarySupplementaryItems.append(header)
      section.leadingPadding = top
    } else {
      section.contentInsets.top = top
    }
    if configuration.footerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(28)),
          elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
    }
    return section
  }
}
