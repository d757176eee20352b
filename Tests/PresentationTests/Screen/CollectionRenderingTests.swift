import DriverProtocol
import Testing
import TutorTestSupport

@testable import Presentation

/// Collection views on screen: a grid's cells (narrower than their collection view) are boxes,
/// in the terminal and in the SVG; a list's rows (full width) are drawn as a table's.
@Suite("Rendered screens — collection view cells")
struct CollectionRenderingTests {
  /// A collection view of two square grid cells, the second selected, above a full-width row.
  private func snapshot() -> AppSnapshot {
    func cell(_ id: Int, _ frame: Rect, _ text: String, selected: Bool = false) -> ViewNode {
      ViewNode(
        id: id, className: "PhotoCell", kind: .cell, frame: frame, text: text, isSelected: selected,
        indexPath: [0, id - 10],
        children: [
          ViewNode(
            id: id + 100, className: "UILabel", kind: .label,
            frame: Rect(x: frame.x, y: frame.y + frame.height / 2 - 10, width: frame.width, height: 20), text: text,
            textAlignment: "center")
        ])
    }
    let grid = ViewNode(
      id: 2, className: "UICollectionView", kind: .collection, frame: Rect(x: 0, y: 20, width: 375, height: 647),
      rowCounts: [3],
      children: [
        cell(10, Rect(x: 0, y: 20, width: 123, height: 123), "One"),
        cell(11, Rect(x: 126, y: 20, width: 123, height: 123), "Two", selected: true),
        cell(12, Rect(x: 0, y: 160, width: 375, height: 44), "Row"),
      ])
    let window = ViewNode(
      id: 0, className: "UIWindow", kind: .window, frame: Rect(x: 0, y: 0, width: 375, height: 667), children: [grid])
    return AppSnapshot(
      clockMilliseconds: 0, applicationState: "active", window: window, controllers: nil,
      keyboard: KeyboardState(isShown: false, frame: nil), alert: nil, timers: [], log: [])
  }

  @Test("the terminal draws grid cells as boxes, a selected one ticked, and a full-width cell as a row")
  func terminal() {
    expectGolden(
      ScreenRenderer(style: TerminalStyle(colored: false)).render(snapshot()), named: "screen-collection-cells.txt")
  }

  @Test("the SVG draws grid cells as rounded boxes, a selected one shaded")
  func svg() {
    let svg = SVGRenderer().render(snapshot())
    #expect(
      svg.contains("<rect x=\"0\" y=\"20\" width=\"123\" height=\"123\" fill=\"#FFFFFF\" stroke=\"#C6C6C8\" rx=\"6\"/>")
    )
    #expect(
      svg.contains(
        "<rect x=\"126\" y=\"20\" width=\"123\" height=\"123\" fill=\"#D1D1D6\" stroke=\"#C6C6C8\" rx=\"6\"/>"))
    #expect(svg.contains(">Row</text>"))
  }
}
