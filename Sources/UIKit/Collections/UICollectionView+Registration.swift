import Foundation

/// Cell and supplementary registrations (iOS 14), as UIKit's: a registration names a cell class
/// (or nib) and the handler that configures a cell for an item; `dequeueConfiguredReusableCell`
/// dequeues a cell of that class and runs the handler. A registration made while the collection
/// view is asking for a cell (inside `cellForItemAt` or a diffable cell provider) would make a new
/// class of cells each time and none would ever be reused: UIKit stops the app when it is used, and
/// so does this.
extension UICollectionView {
  /// A cell class and how to configure one for an item, as UIKit's `UICollectionView.CellRegistration`.
  @MainActor
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    public typealias Handler = (Cell, IndexPath, Item) -> Void

    let identifier: String
    let source: ReusableSource
    let handler: Handler
    let madeWhileDequeuing: Bool

    public init(handler: @escaping Handler) {
      identifier = UICollectionView.registrationIdentifier(for: Cell.self)
      source = .type(Cell.self)
      self.handler = handler
      madeWhileDequeuing = UICollectionView.cellRequestDepth > 0
    }

    public init(cellNib: UINib, handler: @escaping Handler) {
      identifier = UICollectionView.registrationIdentifier(for: Cell.self)
      source = .make { cellNib.instantiate(withOwner: nil).lazy.compactMap { $0 as? UICollectionReusableView }.first }
      self.handler = handler
      madeWhileDequeuing = UICollectionView.cellRequestDepth > 0
    }
  }

  /// A supplementary view class for a kind and how to configure one, as UIKit's
  /// `UICollectionView.SupplementaryRegistration`.
  @MainActor
  public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
    public typealias Handler = (Supplementary, String, IndexPath) -> Void

    public let elementKind: String
    let identifier: String
    let source: ReusableSource
    let handler: Handler

    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      identifier = UICollectionView.registrationIdentifier(for: Supplementary.self)
      source = .type(Supplementary.self)
      self.handler = handler
    }

    public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      identifier = UICollectionView.registrationIdentifier(for: Supplementary.self)
      source = .make {
        supplementaryNib.instantiate(withOwner: nil).lazy.compactMap { $0 as? UICollectionReusableView }.first
      }
      self.handler = handler
    }
  }

  /// A cell of the registration's class for `indexPath`, configured by its handler with `item`.
  public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    if registration.madeWhileDequeuing {
      fatalError(
        UIKitError.exception(
          "NSInternalInconsistencyException",
          "Attempted to dequeue a cell using a registration that was created inside "
            + "-collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell provider. "
            + "Creating a new registration each time a cell is requested will prevent reuse and cause created cells "
            + "to remain inaccessible in the hierarchy forever. The registration(s) should be created up front and "
            + "reused. Registration: <UICollectionViewCellRegistration>"))
    }
    if cellSources[registration.identifier] == nil { cellSources[registration.identifier] = registration.source }
    let dequeued = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath)
    guard let cell = dequeued as? Cell else {
      fatalError("Fatal error: the registration's cell is not a \(String(reflecting: Cell.self))")
    }
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }

  /// A supplementary view of the registration's class and kind, configured by its handler.
  public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    let key = Self.queueKey(registration.elementKind, registration.identifier)
    if supplementarySources[key] == nil { supplementarySources[key] = registration.source }
    let dequeued = dequeueReusableSupplementaryView(
      ofKind: registration.elementKind, withReuseIdentifier: registration.identifier, for: indexPath)
    guard let view = dequeued as? Supplementary else {
      fatalError("Fatal error: the registration's view is not a \(String(reflecting: Supplementary.self))")
    }
    registration.handler(view, registration.elementKind, indexPath)
    return view
  }

  /// A reuse identifier of a registration's own: its class's name and a number, so two
  /// registrations never share a queue.
  static func registrationIdentifier(for type: AnyClass) -> String {
    registrationCount += 1
    return "\(String(reflecting: type))-registration-\(registrationCount)"
  }

  static var registrationCount = 0
}
