/// What the tableau keeps of a constraint it holds: the symbols the constraint brought, by which it
/// is found again when it goes.
struct ConstraintTag {
  /// The symbol that marks the constraint's row: its slack (inequality), its positive error
  /// (optional equality) or its dummy (required equality). It appears in no other constraint.
  var marker: Symbol
  /// The constraint's other symbol: the error of an optional inequality, the negative error of an
  /// optional equality.
  var other: Symbol?
  /// The priority whose objective level sums the constraint's errors; nil when required.
  var priority: Double?
}

/// Adding and removing constraints one at a time, and changing an edit constraint's constant,
/// without rebuilding the tableau (Badros, Borning & Stuckey, "The Cassowary linear arithmetic
/// constraint solving algorithm", 2001).
extension Tableau {
  /// Adds `Σ terms + constant (relation) 0` and re-optimises.
  ///
  /// - Parameters:
  ///   - terms: The expression's terms over external symbols.
  ///   - priority: Nil for a required constraint, else its optional priority.
  /// - Returns: The constraint's tag, for ``removeConstraint(_:)``.
  /// - Throws: ``SolverError/unsatisfiableConstraint`` for a required constraint that cannot hold;
  ///   the tableau is then as before.
  mutating func addConstraint(
    terms: [(Symbol, Double)], constant: Double, relation: Relation, priority: Double?
  ) throws(SolverError) -> ConstraintTag {
    let (row, tag) = makeRow(terms: terms, constant: constant, relation: relation, priority: priority)
    if let subject = subject(of: row, tag: tag) {
      install(row, solvedFor: subject)
    } else if row.allSymbols(areOf: .dummy, in: kinds) {
      // Only required equalities' markers remain: the constraint follows from them, or contradicts them.
      guard abs(row.constant) < Row.epsilon else {
        discardSymbols(of: tag)
        throw .unsatisfiableConstraint
      }
      install(row, solvedFor: tag.marker)
    } else {
      guard addWithArtificialVariable(row) else {
        discardSymbols(of: tag)
        throw .unsatisfiableConstraint
      }
    }
    optimize()
    return tag
  }

  /// Removes the constraint `tag` describes and re-optimises: its errors leave the objective, and
  /// its marker is pivoted into the basis so that the marker's row (the constraint) can be dropped.
  mutating func removeConstraint(_ tag: ConstraintTag) {
    if let priority = tag.priority {
      for error in [tag.marker, tag.other].compactMap(\.self) where kinds[error.index] == .error {
        objective.removeError(error, priority: priority, definition: row(of: error))
      }
    }
    let slot = slotOfSymbol[tag.marker.index]
    if slot >= 0 {
      _ = removeRow(in: slot)
    } else if let slot = markerLeavingSlot(tag.marker) {
      pivot(slot: slot, entering: tag.marker)
      _ = removeRow(in: slot)
    }
    discardSymbols(of: tag)
    optimize()
  }

  /// Changes the constant of an optional equality by `delta` (an edit variable's new suggested
  /// value) and restores an optimal, feasible tableau with the dual simplex method.
  ///
  /// The equality `expression − plus + minus = 0` with its constant lowered by `delta` is the same
  /// equality with `plus` replaced by `plus + delta`; so only the rows holding `plus` change.
  mutating func shiftEquality(_ tag: ConstraintTag, by delta: Double) {
    let marker = tag.marker
    let slot = slotOfSymbol[marker.index]
    if slot >= 0 {
      shiftConstant(inSlot: slot, by: -delta)
    } else {
      for (slot, _) in columns[marker.index] {
        shiftConstant(inSlot: slot, by: (rows[Int(slot)].terms[marker] ?? 0) * delta)
      }
    }
    dualOptimize()
  }

  /// The row of a new constraint over the current parametric symbols, with its slack, error or dummy
  /// symbols, and a constant of at least zero.
  private mutating func makeRow(
    terms: [(Symbol, Double)], constant: Double, relation: Relation, priority: Double?
  ) -> (Row, ConstraintTag) {
    var row = Row(constant: constant)
    var capacity = 4
    for (symbol, _) in terms {
      capacity += self.row(of: symbol)?.terms.count ?? 1
    }
    row.terms.reserveCapacity(capacity)
    for (symbol, coefficient) in terms {
      if let definition = self.row(of: symbol) {
        row.add(definition, times: coefficient)
      } else {
        row.add(coefficient, symbol)
      }
    }
    let tag: ConstraintTag
    switch relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      // expression ≤ 0  ⇔  expression + slack = 0; optional: expression + slack − error = 0.
      let sign: Double = relation == .lessThanOrEqual ? 1 : -1
      let slack = makeSymbol(.slack)
      row.add(sign, slack)
      var other: Symbol?
      if let priority {
        let error = makeSymbol(.error)
        row.add(-sign, error)
        objective.addError(error, priority: priority)
        other = error
      }
      tag = ConstraintTag(marker: slack, other: other, priority: priority)
    case .equal:
      if let priority {
        // expression = plus − minus, both errors never negative.
        let plus = makeSymbol(.error)
        let minus = makeSymbol(.error)
        row.add(-1, plus)
        row.add(1, minus)
        objective.addError(plus, priority: priority)
        objective.addError(minus, priority: priority)
        tag = ConstraintTag(marker: plus, other: minus, priority: priority)
      } else {
        let dummy = makeSymbol(.dummy)
        row.add(1, dummy)
        tag = ConstraintTag(marker: dummy, other: nil, priority: nil)
      }
    }
    if row.constant < 0 {
      row.negate()
    }
    return (row, tag)
  }

  /// The symbol a new row can be solved for while keeping the tableau feasible: an external
  /// symbol (any value will do), or a restricted marker whose coefficient is negative (its value
  /// is then the row's constant over the coefficient's magnitude, not negative). Nil if none.
  private func subject(of row: Row, tag: ConstraintTag) -> Symbol? {
    var external: Symbol?
    for (symbol, coefficient) in row.terms
    where kinds[symbol.index] == .external && abs(coefficient) >= Row.pivotEpsilon {
      if external.map({ symbol < $0 }) ?? true { external = symbol }
    }
    if let external { return external }
    for symbol in [tag.marker] + (tag.other.map { [$0] } ?? []) where kinds[symbol.index].isPivotable {
      if let coefficient = row.terms[symbol], coefficient < 0 { return symbol }
    }
    return nil
  }

  /// Solves a new row for `subject`, substitutes it everywhere and adds the row to the tableau.
  private mutating func install(_ row: consuming Row, solvedFor subject: Symbol) {
    row.solve(for: subject)
    substitute(subject, by: row)
    insertRow(row, basic: subject)
  }

  /// Adds a row that has no ready subject through an artificial variable (phase one): the row
  /// enters as the definition of a new slack, which is then minimised. At zero the constraint
  /// holds and the artificial variable goes; above zero the constraint cannot hold, and the pivots
  /// are undone so that the tableau is as before.
  private mutating func addWithArtificialVariable(_ row: Row) -> Bool {
    let artificialSymbol = makeSymbol(.slack)
    let slot = insertRow(row, basic: artificialSymbol)
    artificial = row
    var pivots: [(slot: Int32, leaving: Symbol)] = []
    optimizeArtificial(recording: &pivots)
    let satisfiable = abs(artificial?.constant ?? 0) < Row.epsilon
    artificial = nil
    guard satisfiable else {
      for (slot, leaving) in pivots.reversed() {
        pivot(slot: slot, entering: leaving)
      }
      _ = removeRow(in: slot)
      discard(artificialSymbol)
      return false
    }
    let artificialSlot = slotOfSymbol[artificialSymbol.index]
    if artificialSlot >= 0 {
      // Still basic, at zero: swap it for any other symbol of its row (a degenerate pivot), or
      // drop the row if it holds nothing else.
      let terms = rows[Int(artificialSlot)].terms.keys
      let entering =
        terms.filter { kinds[$0.index].isPivotable }.min() ?? terms.filter { kinds[$0.index] == .dummy }.min()
      if let entering {
        pivot(slot: artificialSlot, entering: entering)
      } else {
        _ = removeRow(in: artificialSlot)
      }
    }
    discard(artificialSymbol)
    return true
  }

  /// Frees a constraint's own symbols once they are zero for good.
  private mutating func discardSymbols(of tag: ConstraintTag) {
    discard(tag.marker)
    if let other = tag.other {
      discard(other)
    }
  }
}
