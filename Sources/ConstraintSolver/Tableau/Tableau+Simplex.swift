/// The simplex method's three loops over the tableau: the primal method that minimises the
/// objective after a constraint comes or goes, phase one's minimisation of an artificial variable,
/// and the dual method that restores feasibility after an edit variable's value changes.
///
/// Every choice between symbols or rows goes to the lowest id, so the same requests always give
/// the same solution, and the primal method cannot cycle (Bland's rule).
extension Tableau {
  /// A bound on pivots per call, far above what any real system needs: reaching it means the
  /// numbers have gone wrong, which is an invariant broken, not an outcome.
  private var pivotLimit: Int { 1000 + 50 * rows.count }

  /// Minimises the objective from a feasible tableau (primal simplex).
  mutating func optimize() {
    var pivots = 0
    while let entering = objective.enteringSymbol(kinds: kinds) {
      guard let slot = leavingSlot(for: entering) else {
        preconditionFailure("the objective is unbounded, which a sum of errors cannot be")
      }
      pivot(slot: slot, entering: entering)
      pivots += 1
      precondition(pivots < pivotLimit, "the simplex method does not terminate")
    }
  }

  /// Minimises ``artificial`` (phase one), recording each pivot as `(slot, leaving symbol)` so that
  /// the caller can undo them.
  mutating func optimizeArtificial(recording pivots: inout [(slot: Int32, leaving: Symbol)]) {
    while let entering = artificialEnteringSymbol() {
      guard let slot = leavingSlot(for: entering) else {
        preconditionFailure("phase one is unbounded, which a non-negative variable cannot be")
      }
      pivots.append((slot, basicSymbols[Int(slot)]))
      pivot(slot: slot, entering: entering)
      precondition(pivots.count < pivotLimit, "phase one does not terminate")
    }
  }

  /// The lowest pivotable symbol with a negative coefficient in phase one's objective.
  private func artificialEnteringSymbol() -> Symbol? {
    guard let artificial else { return nil }
    var best: Symbol?
    for (symbol, coefficient) in artificial.terms where coefficient < 0 && kinds[symbol.index] != .dummy {
      if best.map({ symbol < $0 }) ?? true {
        best = symbol
      }
    }
    return best
  }

  /// The row whose basic symbol leaves when `entering` enters: of the rows of restricted symbols
  /// where raising `entering` lowers the basic symbol, the one that reaches zero first.
  private func leavingSlot(for entering: Symbol) -> Int32? {
    var best: RatioCandidate?
    for (slot, _) in columns[entering.index] {
      let basic = basicSymbols[Int(slot)]
      guard kinds[basic.index].isRestricted, let coefficient = rows[Int(slot)].terms[entering], coefficient < 0
      else { continue }
      best = RatioCandidate(slot: slot, ratio: -rows[Int(slot)].constant / coefficient, basic: basic).winner(over: best)
    }
    return best?.slot
  }

  /// Restores feasibility after constants changed, keeping the objective optimal (dual simplex):
  /// while a restricted symbol is negative, pivots its row on the symbol whose raising costs the
  /// objective least.
  mutating func dualOptimize() {
    var pivots = 0
    while let leaving = nextInfeasibleSymbol() {
      let slot = slotOfSymbol[leaving.index]
      guard let entering = dualEnteringSymbol(slot: slot) else {
        preconditionFailure("the dual simplex method found a row it cannot make feasible")
      }
      pivot(slot: slot, entering: entering)
      pivots += 1
      precondition(pivots < pivotLimit, "the dual simplex method does not terminate")
    }
    // The objective stays optimal; only its bookkeeping of changed coefficients needs settling.
    objective.updateNegativeSymbols(kinds: kinds)
  }

  /// The lowest noted symbol that is still basic and negative; notes that no longer are go.
  private mutating func nextInfeasibleSymbol() -> Symbol? {
    infeasibleSymbols.removeAll { symbol in
      let slot = slotOfSymbol[symbol.index]
      return slot < 0 || rows[Int(slot)].constant >= -Row.epsilon || !kinds[symbol.index].isRestricted
    }
    return infeasibleSymbols.min()
  }

  /// The dual ratio test: of the row's symbols whose raising raises the basic symbol, the one whose
  /// objective coefficient per unit of raise is lexicographically least.
  private func dualEnteringSymbol(slot: Int32) -> Symbol? {
    var best: (symbol: Symbol, coefficient: Double)?
    for (symbol, coefficient) in rows[Int(slot)].terms where coefficient > 0 && kinds[symbol.index] != .dummy {
      if let current = best, !objective.isRatio(of: symbol, coefficient, below: current.symbol, current.coefficient) {
        continue
      }
      best = (symbol, coefficient)
    }
    return best?.symbol
  }

  /// The row to pivot a parametric marker into before its constraint's row is dropped (Cassowary's
  /// removal): a restricted row that the marker bounds soonest when raised, else one it bounds
  /// soonest when lowered, else an external one. Nil when no row holds the marker.
  ///
  /// A row of a basic dummy comes before all: a dummy is zero for good, so its row may only ever
  /// hold dummies. Pivoting the marker (a dummy) into another row would substitute that row's
  /// slacks, errors and constant into the dummy's row, and the required equality the dummy marks
  /// would silently stop holding.
  func markerLeavingSlot(_ marker: Symbol) -> Int32? {
    var fixed: RatioCandidate?
    var raised: RatioCandidate?
    var lowered: RatioCandidate?
    var external: RatioCandidate?
    for (slot, _) in columns[marker.index] {
      let basic = basicSymbols[Int(slot)]
      guard let coefficient = rows[Int(slot)].terms[marker] else { continue }
      let candidate = RatioCandidate(slot: slot, ratio: abs(rows[Int(slot)].constant / coefficient), basic: basic)
      if !kinds[basic.index].isRestricted {
        external = RatioCandidate(slot: slot, ratio: 0, basic: basic).winner(over: external)
      } else if kinds[basic.index] == .dummy {
        fixed = RatioCandidate(slot: slot, ratio: 0, basic: basic).winner(over: fixed)
      } else if coefficient < 0 {
        raised = candidate.winner(over: raised)
      } else {
        lowered = candidate.winner(over: lowered)
      }
    }
    return fixed?.slot ?? raised?.slot ?? lowered?.slot ?? external?.slot
  }
}

/// A row offered by a ratio test: how far the entering symbol can move before the row's basic
/// symbol reaches zero.
private struct RatioCandidate {
  /// The row's slot.
  var slot: Int32
  /// How far the entering symbol can move.
  var ratio: Double
  /// The row's basic symbol, which breaks ties.
  var basic: Symbol

  /// This candidate or `current`, whichever has the smaller ratio; on a tie, the lower basic symbol.
  func winner(over current: RatioCandidate?) -> RatioCandidate {
    guard let current else { return self }
    if ratio < current.ratio - Row.epsilon { return self }
    if ratio > current.ratio + Row.epsilon { return current }
    return basic < current.basic ? self : current
  }
}
