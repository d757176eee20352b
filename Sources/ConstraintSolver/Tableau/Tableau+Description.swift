/// The tableau as text, for debugging the solver.
extension Tableau: CustomStringConvertible {
  /// Every row as `basic = constant + coefficient·symbol …`, then the objective's levels.
  var description: String {
    var lines: [String] = []
    for (slot, basic) in basicSymbols.enumerated() where slotOfSymbol[basic.index] == Int32(slot) {
      lines.append("\(name(of: basic)) = \(text(of: rows[slot]))")
    }
    for level in objective.levels {
      lines.append("objective @ \(level.priority): \(text(of: level.row))")
    }
    return lines.joined(separator: "\n")
  }

  /// A symbol's kind and id: `x3` (external), `s4` (slack), `e5` (error), `d6` (dummy).
  private func name(of symbol: Symbol) -> String {
    let prefix =
      switch kinds[symbol.index] {
      case .external: "x"
      case .slack: "s"
      case .error: "e"
      case .dummy: "d"
      case .unused: "?"
      }
    return "\(prefix)\(symbol.id)"
  }

  /// A row's constant and terms, the terms in symbol order.
  private func text(of row: Row) -> String {
    let terms = row.terms.sorted { $0.key < $1.key }.map { "\($0.value)·\(name(of: $0.key))" }
    return ([String(row.constant)] + terms).joined(separator: " + ")
  }
}
