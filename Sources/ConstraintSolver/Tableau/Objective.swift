/// What the simplex method minimises: the errors of the optional constraints, compared
/// lexicographically by priority.
///
/// Cassowary's objective is a sum of weighted errors. With weights as plain numbers (kiwi's
/// `strong = 1e6`, `medium = 1e3`…) a large enough number of weak errors outweighs a strong one,
/// and levels too far apart drown in rounding. UIKit's engine does neither: a constraint at 251 is
/// never given up for any number at 250. So the objective here is symbolic: one row per distinct
/// priority in use (``levels``, highest first), each the sum of the absolute errors of the
/// constraints at that priority (weight 1 each, so within a level every error counts the same).
/// A symbol's objective coefficient is then the vector of its coefficients in the levels, and
/// coefficients are compared lexicographically: the first level where a symbol's coefficient is
/// not zero decides its sign. This is the same as weighting level `k` by `Mᵏ` for a large enough
/// `M`, without ever forming `Mᵏ`, and costs little because few priorities are in use at once
/// (UIKit apps mostly use 250, 750 and a few around them).
struct Objective {
  /// The errors of the constraints of one priority.
  struct Level {
    /// The priority of the constraints whose errors this level sums.
    var priority: Double
    /// The sum of those errors, over the tableau's parametric symbols.
    var row = Row()
    /// How many error symbols the level sums; at zero the level goes.
    var errorCount = 0
  }

  /// Objective coefficients closer to zero than this count as zero when levels are compared. It is
  /// larger than the rows' ``Row/epsilon``: a coefficient is a sum over many rows, and rounding
  /// left in a higher level must not hide a real coefficient in a lower one.
  static let epsilon = 1e-7

  /// One level per priority in use, highest priority first.
  private(set) var levels: [Level] = []
  /// Symbols whose objective coefficient may have changed since ``enteringSymbol(kinds:excluding:)`` last
  /// looked (a symbol may be listed more than once).
  private var changedSymbols: [Symbol] = []
  /// The pivotable symbols whose coefficient is lexicographically negative, as of the last look:
  /// the candidates to enter the basis. Keeping them saves scanning the whole objective after
  /// every change, when a pivot changes only the coefficients of its row's symbols.
  private var negativeSymbols = SparseMap<Symbol>()

  /// Adds a new (parametric) error symbol to the sum at `priority`, making the level if needed.
  mutating func addError(_ symbol: Symbol, priority: Double) {
    let index: Int
    if let found = levels.firstIndex(where: { $0.priority == priority }) {
      index = found
    } else {
      index = levels.firstIndex { $0.priority < priority } ?? levels.endIndex
      levels.insert(Level(priority: priority), at: index)
    }
    levels[index].row.add(1, symbol)
    levels[index].errorCount += 1
    changedSymbols.append(symbol)
  }

  /// Takes an error symbol out of the sum at `priority`: its row when it is basic (`definition`),
  /// itself when it is parametric. The level goes when it sums no error any more.
  mutating func removeError(_ symbol: Symbol, priority: Double, definition: Row?) {
    guard let index = levels.firstIndex(where: { $0.priority == priority }) else { return }
    if let definition {
      levels[index].row.add(definition, times: -1)
      noteChanged(definition)
    } else {
      levels[index].row.add(-1, symbol)
      changedSymbols.append(symbol)
    }
    levels[index].errorCount -= 1
    if levels[index].errorCount == 0 {
      noteChanged(levels[index].row)
      levels.remove(at: index)
    }
  }

  /// Replaces `symbol` by its definition in every level.
  mutating func substitute(_ symbol: Symbol, by definition: Row) {
    var changed = false
    for index in levels.indices {
      if let coefficient = levels[index].row.terms.removeValue(forKey: symbol) {
        levels[index].row.add(definition, times: coefficient)
        changed = true
      }
    }
    if changed {
      changedSymbols.append(symbol)
      noteChanged(definition)
    }
  }

  /// Drops `symbol` from every level (a symbol that is zero for good).
  mutating func remove(_ symbol: Symbol) {
    for index in levels.indices {
      levels[index].row.terms[symbol] = nil
    }
    changedSymbols.append(symbol)
  }

  /// The symbol that enters the basis in the primal simplex method: of the pivotable symbols whose
  /// objective coefficient is lexicographically negative (raising them lowers the objective), the
  /// one with the lowest id (Bland's rule, so that the method cannot cycle).
  ///
  /// - Parameter passedOver: Symbols not to choose (ones no row bounds: see ``Tableau/optimize()``).
  mutating func enteringSymbol(kinds: [SymbolKind], excluding passedOver: [Symbol]) -> Symbol? {
    updateNegativeSymbols(kinds: kinds)
    var best: Symbol?
    for (symbol, _) in negativeSymbols where best.map({ symbol < $0 }) ?? true {
      if !passedOver.contains(symbol) {
        best = symbol
      }
    }
    return best
  }

  /// Notes that the coefficients of the row's symbols may have changed.
  private mutating func noteChanged(_ row: Row) {
    for (symbol, _) in row.terms {
      changedSymbols.append(symbol)
    }
  }

  /// Brings ``negativeSymbols`` up to date with the coefficients that changed.
  mutating func updateNegativeSymbols(kinds: [SymbolKind]) {
    for symbol in changedSymbols {
      if kinds[symbol.index] != .dummy && isNegative(symbol) {
        negativeSymbols.insert(symbol)
      } else {
        negativeSymbols.remove(symbol)
      }
    }
    changedSymbols.removeAll(keepingCapacity: true)
  }

  /// Whether `symbol`'s coefficient is lexicographically negative: the first level that holds it
  /// has it below zero.
  private func isNegative(_ symbol: Symbol) -> Bool {
    for level in levels {
      if let coefficient = level.row.terms[symbol], abs(coefficient) >= Objective.epsilon {
        return coefficient < 0
      }
    }
    return false
  }

  /// How the ratios of two symbols' objective coefficients to their coefficients in a row compare,
  /// lexicographically: the dual simplex method's ratio test.
  func compareRatio(
    of candidate: Symbol, _ candidateCoefficient: Double, with best: Symbol, _ bestCoefficient: Double
  ) -> RatioOrder {
    for level in levels {
      let candidateRatio = (level.row.terms[candidate] ?? 0) / candidateCoefficient
      let bestRatio = (level.row.terms[best] ?? 0) / bestCoefficient
      if candidateRatio < bestRatio - Objective.epsilon { return .less }
      if candidateRatio > bestRatio + Objective.epsilon { return .greater }
    }
    return .equal
  }

  /// The order of two ratios, within the objective's tolerance.
  enum RatioOrder {
    case less, equal, greater
  }
}
