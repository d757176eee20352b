import DriverProtocol
import Runner

/// The on-screen keyboard over the bottom of the screen: a predictive bar, then rows of keys
/// spread over the keyboard's height, with shift, delete, the number key, space and return.
package struct KeyboardPainter {
  package let scale: Scale

  package static let keyRows = ["q w e r t y u i o p", "a s d f g h j k l", "⇧ z x c v b n m ⌫", "123  space  return"]
  package static let numberRows = ["1    2    3", "4    5    6", "7    8    9", "     0    ⌫"]

  /// The rows of keys for a keyboard type, with the return key's label.
  package static func rows(type: String?, returnKey: String?) -> [String] {
    if type == "numberPad" || type == "decimalPad" || type == "asciiCapableNumberPad" || type == "phonePad" {
      return numberRows
    }
    var rows = keyRows
    let returnLabel = returnKey ?? "return"
    rows[3] = type == "emailAddress" ? "123  space  @  .  \(returnLabel)" : "123  space  \(returnLabel)"
    return rows
  }

  package func draw(frame: Rect, type: String? = nil, returnKey: String? = nil, into grid: inout CellGrid) {
    let rows = scale.rows(of: frame)
    let columns = scale.columns(of: frame)
    grid.fill(rows: rows, columns: columns, with: CellGrid.Cell(tone: .keyboard, isBackground: false))
    guard rows.count >= 2 else { return }
    grid.put(
      String(repeating: "─", count: columns.count), row: rows.lowerBound, column: columns.lowerBound, tone: .keyboard)
    // The predictive bar takes the first row; the key rows share the rest.
    let keyArea = (rows.lowerBound + 1)..<rows.upperBound
    let keys = Self.rows(type: type, returnKey: returnKey)
    for (index, keys) in keys.enumerated() {
      let row = keyArea.lowerBound + (index * keyArea.count + keyArea.count / 2) / Self.keyRows.count
      grid.put(keys, row: row, in: columns, alignment: .center, tone: .key)
    }
  }
}
