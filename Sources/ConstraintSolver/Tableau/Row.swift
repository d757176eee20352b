/// A sparse linear form `constant + Σ coefficient × symbol`: a row of the tableau, or a level of
/// the objective.
///
/// In the tableau a row defines its basic symbol, `basic = constant + Σ …`, over parametric
/// (non-basic) symbols only; since every parametric symbol is zero in the current solution, the
/// row's constant is the basic symbol's value. Coefficients closer to zero than ``epsilon`` are
/// dropped, so a term present in ``terms`` is a real one.
struct Row {
  /// Coefficients and values closer to zero than this count as zero.
  static let epsilon = 1e-8

  /// The smallest coefficient the simplex method pivots on. A smaller one may be rounding left
  /// over from a cancellation (the product of many operations, so above ``epsilon``); dividing by
  /// it would turn that rounding into large errors, and the tableau would no longer say what the
  /// constraints say.
  static let pivotEpsilon = 1e-7

  /// A sum this much smaller than what was added is rounding left over from a cancellation.
  static let cancellation = 1e-9

  /// Whether `sum`, the result of adding `added` to a coefficient, is zero: below ``epsilon``, or
  /// so much smaller than `added` that it can only be rounding. Without the second test, large
  /// coefficients (a system with multipliers compounds them) leave rounding above ``epsilon``, a
  /// later pivot divides by it, and the tableau fills with noise.
  static func isZero(_ sum: Double, afterAdding added: Double) -> Bool {
    abs(sum) < epsilon || abs(sum) < cancellation * abs(added)
  }

  /// The constant term: the basic symbol's current value.
  var constant: Double

  /// The coefficient of each parametric symbol, keyed by symbol.
  var terms = SparseMap<Symbol>()

  /// A row with only a constant.
  init(constant: Double = 0) {
    self.constant = constant
  }

  /// Whether every symbol of the row is of a kind in `kinds`, a dummy say.
  func allSymbols(areOf kind: SymbolKind, in kinds: [SymbolKind]) -> Bool {
    terms.allSatisfy { kinds[$0.key.index] == kind }
  }

  /// Adds `coefficient × symbol`, dropping the term if it cancels.
  mutating func add(_ coefficient: Double, _ symbol: Symbol) {
    if let index = terms.index(forKey: symbol) {
      let sum = terms.value(at: index) + coefficient
      if Row.isZero(sum, afterAdding: coefficient) {
        terms.remove(at: index)
      } else {
        terms.setValue(sum, at: index)
      }
    } else if abs(coefficient) >= Row.epsilon {
      terms.insertNew(symbol, coefficient)
    }
  }

  /// Adds `factor × other`.
  mutating func add(_ other: Row, times factor: Double) {
    constant += factor * other.constant
    for (symbol, coefficient) in other.terms {
      add(factor * coefficient, symbol)
    }
  }

  /// Multiplies every term and the constant by −1.
  mutating func negate() {
    constant = -constant
    terms.updateValues { $0 = -$0 }
  }

  /// Reads the row as `0 = constant + Σ terms` and rewrites it as `subject = …`.
  ///
  /// The subject must be one of the terms. The result has no term for the subject.
  mutating func solve(for subject: Symbol) {
    guard let coefficient = terms.removeValue(forKey: subject) else {
      preconditionFailure("solving a row for a symbol it does not hold")
    }
    let factor = -1 / coefficient
    constant *= factor
    terms.updateValues { $0 *= factor }
  }

  /// Replaces `symbol`, if the row holds it, by its definition `symbol = definition`.
  mutating func substitute(_ symbol: Symbol, by definition: Row) {
    if let coefficient = terms.removeValue(forKey: symbol) {
      add(definition, times: coefficient)
    }
  }
}
