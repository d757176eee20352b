/// The simplex method's three loops over the tableau: the primal method that minimises the
/// objective after a constraint comes or goes, phase one's minimisation of an artificial variable,
/// and the dual method that restores feasibility after an edit variable's value changes.
///
/// Every choice between symbols or rows goes to the lowest id, so the same requests always give
/// the same solution and the primal method does not cycle (Bland's rule); the one exception is a
/// tie between rows whose pivot elements differ a thousandfold, which goes to the larger.
///
/// Floating point can still defeat the method on an ill-conditioned system: a coefficient that
/// should be zero survives as a small number. The loops then stop short rather than trap: a symbol
/// whose negative objective coefficient no row bounds (which exact arithmetic rules out) is passed
/// over, a negative row nothing can raise is left as it is, and a loop stops after a number of
/// pivots no real system needs. A layout slightly off is better than a learner's app stopped.
extension Tableau {
  /// A bound on pivots per call, far above what any real system needs.
  private var pivotLimit: Int { 1000 + 50 * rows.count }

  /// Minimises the objective from a feasible tableau (primal simplex).
  mutating func optimize() {
    var passedOver: [Symbol] = []
    for _ in 0..<pivotLimit {
      guard let entering = objective.enteringSymbol(kinds: kinds, excluding: passedOver) else { return }
      guard let slot = leavingSlot(for: entering) else {
        passedOver.append(entering)
        continue
      }
      pivot(slot: slot, entering: entering)
    }
  }

  /// Minimises ``artificial`` (phase one), recording each pivot as `(slot, leaving symbol)` so that
  /// the caller can undo them.
  mutating func optimizeArtificial(recording pivots: inout [(slot: Int32, leaving: Symbol)]) {
    var passedOver: [Symbol] = []
    for _ in 0..<pivotLimit {
      guard let entering = artificialEnteringSymbol(excluding: passedOver) else { return }
      guard let slot = leavingSlot(for: entering) else {
        passedOver.append(entering)
        continue
      }
      pivots.append((slot, basicSymbols[Int(slot)]))
      pivot(slot: slot, entering: entering)
    }
  }

  /// The lowest pivotable symbol with a negative coefficient in phase one's objective.
  private func artificialEnteringSymbol(excluding passedOver: [Symbol]) -> Symbol? {
    guard let artificial else { return nil }
    var best: Symbol?
    for (symbol, coefficient) in artificial.terms
    where coefficient < -Row.pivotEpsilon && kinds[symbol.index] != .dummy && !passedOver.contains(symbol) {
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
      guard kinds[basic.index].isRestricted, let coefficient = rows[Int(slot)].terms[entering],
        coefficient < -Row.pivotEpsilon
      else { continue }
      best = RatioCandidate(
        slot: slot, ratio: -rows[Int(slot)].constant / coefficient, basic: basic, pivot: -coefficient
      ).winner(over: best)
    }
    return best?.slot
  }

  /// Restores feasibility after constants changed, keeping the objective optimal (dual simplex):
  /// while a restricted symbol is negative, pivots its row on the symbol whose raising costs the
  /// objective least.
  mutating func dualOptimize() {
    for _ in 0..<pivotLimit {
      guard let leaving = nextInfeasibleSymbol() else { break }
      let slot = slotOfSymbol[leaving.index]
      guard let entering = dualEnteringSymbol(slot: slot) else {
        infeasibleSymbols.removeAll { $0 == leaving }
        continue
      }
      pivot(slot: slot, entering: entering)
    }
    infeasibleSymbols.removeAll()
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
    for (symbol, coefficient) in rows[Int(slot)].terms
    where coefficient > Row.pivotEpsilon && kinds[symbol.index] != .dummy {
      if let current = best {
        switch objective.compareRatio(of: symbol, coefficient, with: current.symbol, current.coefficient) {
        case .less: break
        case .greater: continue
        case .equal:
          // A tie: as in the primal ratio test, the lower symbol unless its pivot is tiny.
          if coefficient < RatioCandidate.smallPivot * current.coefficient { continue }
          if current.coefficient >= RatioCandidate.smallPivot * coefficient && current.symbol < symbol { continue }
        }
      }
      best = (symbol, coefficient)
    }
    return best?.symbol
  }

  /// The row to pivot a parametric marker into before its constraint's row is dropped (Cassowary's
  /// removal): a restricted row that the marker bounds soonest when raised, else one it bounds
  /// soonest when lowered, else an external one. Nil when no row holds the marker (or only with a
  /// coefficient too small to pivot on: rounding).
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
      guard let coefficient = rows[Int(slot)].terms[marker], abs(coefficient) >= Row.pivotEpsilon else { continue }
      let candidate = RatioCandidate(
        slot: slot, ratio: abs(rows[Int(slot)].constant / coefficient), basic: basic, pivot: abs(coefficient))
      if !kinds[basic.index].isRestricted {
        external = RatioCandidate(slot: slot, ratio: 0, basic: basic, pivot: abs(coefficient)).winner(over: external)
      } else if kinds[basic.index] == .dummy {
        fixed = RatioCandidate(slot: slot, ratio: 0, basic: basic, pivot: abs(coefficient)).winner(over: fixed)
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
  /// The magnitude of the entering symbol's coefficient in the row: the pivot element.
  var pivot: Double

  /// This candidate or `current`, whichever has the smaller ratio. On a tie the lower basic
  /// symbol (Bland's rule), unless its pivot element is tiny beside the other's: dividing by a
  /// number that may be rounding would fill the tableau with noise.
  func winner(over current: RatioCandidate?) -> RatioCandidate {
    guard let current else { return self }
    if ratio < current.ratio - Row.epsilon { return self }
    if ratio > current.ratio + Row.epsilon { return current }
    if pivot < RatioCandidate.smallPivot * current.pivot { return current }
    if current.pivot < RatioCandidate.smallPivot * pivot { return self }
    return basic < current.basic ? self : current
  }

  /// How much smaller than another a pivot element must be to be passed over on a tie.
  static let smallPivot = 1e-3
}
