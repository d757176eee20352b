import Foundation

/// A spinning-wheel list of rows in one or more components, as UIKit's `UIPickerView`.
///
/// The data source says how many components and rows there are; the delegate gives each row its
/// title (or attributed title, or view) and hears `didSelectRow` when the user picks a row — a
/// spin, or a tap on a row in view. `selectRow(_:inComponent:animated:)` from code tells the
/// delegate nothing, as in UIKit. The picker asks for counts when it first needs them and again on
/// `reloadAllComponents()` / `reloadComponent(_:)`, and asks for the titles of the rows in view
/// when it lays them out: after changing its data an app must reload it, or it shows what it
/// showed before. Each component starts at row 0; the rows in view are label subviews (the
/// selected one in the middle), so they are drawn and found as text.
@MainActor
open class UIPickerView: UIView {
  open weak var dataSource: UIPickerViewDataSource?
  open weak var delegate: UIPickerViewDelegate? {
    didSet { rowViewsAreCurrent = false }
  }
  /// Ignored since iOS 7, where the selection indicator always shows.
  open var showsSelectionIndicator = true

  /// The row counts and selections the picker has loaded, per component (nil: not loaded yet).
  var loadedComponents: [PickerComponent]?
  /// Whether the row views show the current selections and titles.
  var rowViewsAreCurrent = false
  /// The size the row views were laid out for.
  var rowViewsSize: CGSize?
  /// The row views in view, per component (PickerRowViews lays them out).
  var rowViews: [[PickerRowView]] = []

  /// The standard picker is 216 points tall and as wide as the screen (320 by default).
  static let standardSize = CGSize(width: 320, height: 216)
  /// A row's height unless the delegate says otherwise.
  static let standardRowHeight: CGFloat = 32
  /// What the delegate's default `viewForRow` answers, so the picker knows it was not answered.
  static let unansweredRowView = UIView(frame: .zero)

  override public init(frame: CGRect) {
    super.init(frame: frame.size == .zero ? CGRect(origin: frame.origin, size: UIPickerView.standardSize) : frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIPickerView.standardSize.height)
  }

  override open func layoutSubviews() {
    super.layoutSubviews()
    layoutRowViews()
  }

  /// A tap on a row in view that is not the selected one turns the wheel to it and tells the
  /// delegate, as a user's tap on a picker row does.
  override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let point = touches.first?.location(in: self), let (component, row) = rowIndex(at: point) else { return }
    if row != selectedRow(inComponent: component) { userSelect(row: row, inComponent: component) }
  }

  // MARK: Components and rows

  open var numberOfComponents: Int { components.count }

  open func numberOfRows(inComponent component: Int) -> Int {
    components.indices.contains(component) ? components[component].rowCount : 0
  }

  /// The size of a row in `component`.
  open func rowSize(forComponent component: Int) -> CGSize {
    CGSize(width: componentWidths()[safe: component] ?? 0, height: rowHeight(forComponent: component))
  }

  /// The selected row of `component`, or -1 when it has no rows.
  open func selectedRow(inComponent component: Int) -> Int {
    components.indices.contains(component) ? components[component].selectedRow : -1
  }

  /// Selects a row from code: the wheel turns to it; the delegate hears nothing.
  open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    var loaded = components
    guard loaded.indices.contains(component), row >= 0, row < loaded[component].rowCount else { return }
    loaded[component].selectedRow = row
    loadedComponents = loaded
    rowViewsAreCurrent = false
    setNeedsLayout()
  }

  /// Asks the data source for every component's row count again (selections stay, pinned to the
  /// new counts) and the delegate for the titles in view at the next layout.
  open func reloadAllComponents() {
    loadedComponents = loadComponents(keeping: loadedComponents)
    rowViewsAreCurrent = false
    setNeedsLayout()
  }

  /// Asks the data source for `component`'s row count again.
  open func reloadComponent(_ component: Int) {
    guard var loaded = loadedComponents, loaded.indices.contains(component), let dataSource else { return }
    loaded[component].rowCount = max(dataSource.pickerView(self, numberOfRowsInComponent: component), 0)
    loaded[component].selectedRow = PickerComponent.pinned(loaded[component].selectedRow, to: loaded[component])
    loadedComponents = loaded
    rowViewsAreCurrent = false
    setNeedsLayout()
  }

  /// The view showing `row` of `component`, if that row is in view (a label for a titled row).
  open func view(forRow row: Int, forComponent component: Int) -> UIView? {
    layoutRowViews()
    return rowViews[safe: component]?.first { $0.row == row }?.content
  }

  /// The loaded components, loading them from the data source the first time.
  var components: [PickerComponent] {
    if let loadedComponents { return loadedComponents }
    let loaded = loadComponents(keeping: nil)
    loadedComponents = loaded
    return loaded
  }

  private func loadComponents(keeping previous: [PickerComponent]?) -> [PickerComponent] {
    guard let dataSource else { return [] }
    let count = max(dataSource.numberOfComponents(in: self), 0)
    return (0..<count).map { component in
      var loaded = PickerComponent(rowCount: max(dataSource.pickerView(self, numberOfRowsInComponent: component), 0))
      loaded.selectedRow = PickerComponent.pinned(previous?[safe: component]?.selectedRow ?? 0, to: loaded)
      return loaded
    }
  }
}

/// One component as the picker last loaded it: its row count and its selected row.
struct PickerComponent {
  var rowCount: Int
  var selectedRow = -1

  /// `row` kept within the component's rows (-1 when it has none).
  static func pinned(_ row: Int, to component: PickerComponent) -> Int {
    component.rowCount == 0 ? -1 : min(max(row, 0), component.rowCount - 1)
  }
}

extension Array {
  subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
