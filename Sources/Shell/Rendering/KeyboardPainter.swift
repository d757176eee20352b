import DriverProtocol

/// The on-screen keyboard over the bottom of the screen: a predictive bar, then rows of keys
/// spread over the keyboard's height, with shift, delete, the number key, space and return.
struct KeyboardPainter {
  let scale: Scale

  static let keyRows = ["q w e r t y u i o p", "a s d f g h j k l", "⇧ z x c v b n m ⌫", "123  space  return"]

  func draw(frame: Rect, into grid: inout CellGrid) {
    let rows = scale.rows(of: frame)
    let columns = scale.columns(of: frame)
    grid.fill(rows: rows, columns: columns, with: CellGrid.Cell(tone: .keyboard, isBackground: false))
    guard rows.count >= 2 else { return }
    grid.put(
      String(repeating: "─", count: columns.count), row: rows.lowerBound, column: columns.lowerBound, tone: .keyboard)
    // The predictive bar takes the first row; the key rows share the rest.
    let keyArea = (rows.lowerBound + 1)..<rows.upperBound
    for (index, keys) in Self.keyRows.enumerated() {
      let row = keyArea.lowerBound + (index * keyArea.count + keyArea.count / 2) / Self.keyRows.count
      grid.put(keys, row: row, in: columns, alignment: .center, tone: .key)
    }
  }
}
