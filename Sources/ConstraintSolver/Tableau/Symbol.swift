/// A column of the tableau: one of the solver's unknowns, named by a small integer.
///
/// The user's variables become external symbols; every constraint brings its own slack, error or
/// dummy symbols. Ids are reused once a symbol leaves the tableau, so the per-symbol arrays of
/// ``Tableau`` stay as long as the largest number of symbols alive at once.
struct Symbol: Hashable, Comparable, SmallIntegerKey {
  /// The symbol's index into the tableau's per-symbol arrays.
  var id: Int32

  /// The id as an array index.
  var index: Int { Int(id) }

  /// Orders symbols by id: the order every choice between symbols follows, so that the solver is
  /// deterministic (and, for pivoting, free of cycles: Bland's rule).
  static func < (left: Symbol, right: Symbol) -> Bool {
    left.id < right.id
  }
}

/// What a symbol stands for, which decides where it may appear and whether it may enter the basis.
enum SymbolKind: UInt8 {
  /// A variable of the user's: any value, positive or negative.
  case external
  /// The slack of an inequality, `expression + slack = 0`: never negative.
  case slack
  /// How far an optional constraint is from holding: never negative, and weighted in the objective.
  case error
  /// The marker of a required equality: always zero, so it never enters the basis.
  case dummy
  /// An id no symbol uses, waiting to be reused.
  case unused

  /// Whether the symbol's value may be negative (only an external's may).
  var isRestricted: Bool { self != .external }

  /// Whether the simplex method may bring the symbol into the basis.
  var isPivotable: Bool { self == .slack || self == .error }
}
