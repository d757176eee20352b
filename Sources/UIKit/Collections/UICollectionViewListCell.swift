import Foundation

/// A row of a list layout, as UIKit's `UICollectionViewListCell` (iOS 14): its content is usually
/// a `UIListContentConfiguration` from `defaultContentConfiguration()`, and its `accessories` sit
/// beside the content — editing controls before it, indicators and buttons after it — each shown
/// as its displayed state says for the collection view's editing mode.
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  open var accessories: [UICellAccessory] = [] {
    didSet { accessoriesChanged() }
  }
  open var indentationLevel = 0 {
    didSet { setNeedsLayout() }
  }
  open var indentationWidth: CGFloat = 10 {
    didSet { setNeedsLayout() }
  }
  open var indentsAccessories = true
  /// The accessories shown now, with their views, in order.
  private var shown: [(accessory: UICellAccessory, view: UIView)] = []

  override public init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The list content configuration for where the cell is, with nothing set: a row's (`.cell()`),
  /// or a header's or footer's when the cell is a list section's header or footer.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    let grouped =
      collectionView.flatMap {
        ($0.collectionViewLayout as? UICollectionViewCompositionalLayout)?.listConfiguration(0)
      }?
      .isGrouped ?? false
    switch supplementaryKind {
    case UICollectionView.elementKindSectionHeader: return grouped ? .groupedHeader() : .plainHeader()
    case UICollectionView.elementKindSectionFooter: return grouped ? .groupedFooter() : .plainFooter()
    default: return .cell()
    }
  }

  override func editingDidChange(_ editing: Bool) {
    super.editingDidChange(editing)
    accessoriesChanged()
  }

  private func accessoriesChanged() {
    for (_, view) in shown { view.removeFromSuperview() }
    shown = accessories.filter { $0.isShown(editing: isEditingInCollection) }.map { ($0, makeView(for: $0)) }
    for (_, view) in shown { addSubview(view) }
    setNeedsLayout()
  }

  override open func layoutSubviews() {
    super.layoutSubviews()
    let content = contentBounds(for: bounds)
    var leading = indentsAccessories ? indentation : 0
    var trailing = bounds.width
    for (accessory, view) in shown {
      let width = self.width(of: accessory)
      switch accessory.side {
      case .leading:
        view.frame = CGRect(x: leading, y: 0, width: width, height: bounds.height)
        leading += width
      case .trailing:
        trailing -= width
        view.frame = CGRect(x: trailing, y: 0, width: width, height: bounds.height)
      }
    }
    contentView.frame = content
  }

  /// The content view sits between the leading and the trailing accessories, indented.
  override func contentBounds(for bounds: CGRect) -> CGRect {
    var leading = indentation
    var trailing: CGFloat = 0
    for (accessory, _) in shown {
      if accessory.side == .leading { leading += width(of: accessory) } else { trailing += width(of: accessory) }
    }
    return CGRect(x: leading, y: 0, width: max(bounds.width - leading - trailing, 0), height: bounds.height)
  }

  private var indentation: CGFloat { CGFloat(indentationLevel) * indentationWidth }

  /// The width an accessory takes.
  private func width(of accessory: UICellAccessory) -> CGFloat {
    if case .custom(let width) = accessory.options.reservedLayoutWidth { return width }
    switch accessory.kind {
    case .disclosureIndicator: return 28
    case .label(let text):
      return TextMetrics.size(of: text, font: .systemFont(ofSize: 17), numberOfLines: 1, maxWidth: 200).width + 16
    case .customView(let view, _): return max(view.frame.width, view.intrinsicContentSize.width) + 16
    default: return 40
    }
  }

  private func makeView(for accessory: UICellAccessory) -> UIView {
    switch accessory.kind {
    case .disclosureIndicator, .checkmark, .reorder:
      return CellAccessoryMark(name: accessory.name)
    case .label(let text):
      let label = UILabel(frame: .zero)
      label.text = text
      label.textColor = .secondaryLabel
      label.textAlignment = .right
      return label
    case .customView(let view, _):
      return view
    case .multiselect:
      return CellAccessoryButton(glyph: isSelected ? "●" : "○", label: "Select") {}
    case .delete:
      return CellAccessoryButton(glyph: "⊖", label: "Delete") { [weak self] in self?.deleteTapped(accessory) }
    case .insert:
      return CellAccessoryButton(glyph: "⊕", label: "Insert") { accessory.actionHandler?() }
    case .outlineDisclosure:
      return CellAccessoryButton(glyph: "›", label: "Expand") { [weak self] in self?.outlineTapped(accessory) }
    case .detail:
      return CellAccessoryButton(glyph: DetailAccessoryButton.glyph, label: "More Info") { accessory.actionHandler?() }
    }
  }

  /// The delete control: its handler, or else the row's trailing swipe actions.
  private func deleteTapped(_ accessory: UICellAccessory) {
    if let handler = accessory.actionHandler { return handler() }
    guard let collectionView, let indexPath = collectionView.indexPath(for: self) else { return }
    collectionView.showSwipeActions(at: indexPath)
  }

  /// The outline disclosure: its handler, or else the item's children shown or hidden.
  private func outlineTapped(_ accessory: UICellAccessory) {
    if let handler = accessory.actionHandler { return handler() }
    guard let collectionView, let indexPath = collectionView.indexPath(for: self) else { return }
    collectionView.toggleExpansion(at: indexPath)
  }

  /// The accessory a user sees at the trailing edge, as the snapshot names it.
  var trailingAccessoryName: String? {
    shown.last { $0.accessory.side == .trailing }?.accessory.name
  }
}

/// An indicator accessory (disclosure, checkmark, reorder handle): the screen draws it from the
/// cell's accessory name.
final class CellAccessoryMark: UIView {
  let name: String

  init(name: String) {
    self.name = name
    super.init(frame: .zero)
    isUserInteractionEnabled = false
  }

  required init?(coder: NSCoder) {
    name = ""
    super.init(coder: coder)
  }
}

/// A tappable accessory (delete, insert, outline disclosure, detail, multi-select).
final class CellAccessoryButton: UIControl {
  private let glyph: String
  private let onTap: () -> Void

  init(glyph: String, label: String, onTap: @escaping () -> Void) {
    self.glyph = glyph
    self.onTap = onTap
    super.init(frame: .zero)
    accessibilityLabel = label
  }

  required init?(coder: NSCoder) {
    glyph = ""
    onTap = {}
    super.init(coder: coder)
  }

  override var visibleTitle: String? { glyph }

  override func controlWasTapped() { onTap() }
}
