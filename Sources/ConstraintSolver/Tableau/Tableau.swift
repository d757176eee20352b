/// The simplex tableau of the Cassowary algorithm: the rows, the objective, and an index of which
/// rows hold each symbol.
///
/// Each row defines one basic symbol over parametric ones (see ``Row``). Restricted symbols
/// (slacks, errors, dummies) are never negative, so a row whose basic symbol is restricted has a
/// constant of at least zero whenever the tableau is feasible; external symbols (the user's
/// variables) may take any value and only ever appear in rows of external basic symbols.
///
/// Rows live in numbered slots that do not move when a pivot changes a row's basic symbol, and
/// ``columns`` lists, for every symbol, the slots whose rows hold it. So substituting a symbol
/// visits only the rows that hold it, not the whole tableau, which keeps one edit or one added
/// constraint proportional to the rows it touches. Symbols and slots are small integers indexing
/// flat arrays; only the rows themselves are dictionaries.
struct Tableau {
  // Per symbol, indexed by `Symbol.id`.
  /// What each symbol stands for.
  var kinds: [SymbolKind] = []
  /// The slot of each basic symbol's row, or −1 for a parametric symbol.
  var slotOfSymbol: [Int32] = []
  /// For each symbol, the slots of the rows that hold it as a parametric term.
  var columns: [SparseMap<Int32>] = []
  /// Ids free for reuse.
  var unusedSymbols: [Symbol] = []
  /// Whether each symbol is in ``changedExternals``.
  var isListedAsChanged: [Bool] = []
  /// External symbols whose value may have changed since ``takeChangedExternals()``, so that
  /// updating the user's variables after a small change writes a few, not all.
  var changedExternals: [Symbol] = []

  // Per slot.
  /// The rows; a free slot holds an empty row.
  var rows: [Row] = []
  /// Each slot's basic symbol (meaningless for a free slot).
  var basicSymbols: [Symbol] = []
  /// Slots free for reuse.
  var freeSlots: [Int32] = []

  /// The optional constraints' errors, by priority.
  var objective = Objective()
  /// Phase one's objective while a required constraint is added through an artificial variable.
  var artificial: Row?
  /// Basic symbols whose rows may have turned negative, for the dual simplex method.
  var infeasibleSymbols: [Symbol] = []

  /// The current value of `symbol`: its row's constant if it is basic, zero otherwise.
  func value(of symbol: Symbol) -> Double {
    let slot = slotOfSymbol[symbol.index]
    return slot < 0 ? 0 : rows[Int(slot)].constant
  }

  /// Whether `symbol` heads a row.
  func isBasic(_ symbol: Symbol) -> Bool {
    slotOfSymbol[symbol.index] >= 0
  }

  /// The row defining a basic symbol.
  func row(of symbol: Symbol) -> Row? {
    let slot = slotOfSymbol[symbol.index]
    return slot < 0 ? nil : rows[Int(slot)]
  }

  /// A new parametric symbol of `kind`, in no row.
  mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
    let symbol: Symbol
    if let unused = unusedSymbols.popLast() {
      symbol = unused
      kinds[symbol.index] = kind
    } else {
      symbol = Symbol(id: Int32(kinds.count))
      kinds.append(kind)
      slotOfSymbol.append(-1)
      columns.append(SparseMap())
      isListedAsChanged.append(false)
    }
    noteValueChange(of: symbol)
    return symbol
  }

  /// Notes that an external symbol's value may have changed.
  mutating func noteValueChange(of symbol: Symbol) {
    guard kinds[symbol.index] == .external, !isListedAsChanged[symbol.index] else { return }
    isListedAsChanged[symbol.index] = true
    changedExternals.append(symbol)
  }

  /// The external symbols whose value may have changed since the last call (some may have left
  /// the tableau since).
  mutating func takeChangedExternals() -> [Symbol] {
    let changed = changedExternals
    changedExternals = []
    for symbol in changed {
      isListedAsChanged[symbol.index] = false
    }
    return changed
  }

  /// Removes a symbol that is zero for good from the tableau and frees its id: its row goes if it
  /// is basic, its terms go from every row and from the objectives.
  mutating func discard(_ symbol: Symbol) {
    let slot = slotOfSymbol[symbol.index]
    if slot >= 0 {
      _ = removeRow(in: slot)
    }
    for (slot, _) in columns[symbol.index] {
      rows[Int(slot)].terms[symbol] = nil
    }
    columns[symbol.index] = SparseMap()
    objective.remove(symbol)
    artificial?.terms[symbol] = nil
    kinds[symbol.index] = .unused
    unusedSymbols.append(symbol)
  }

  /// Puts `row` in a free slot as the definition of `basic`.
  @discardableResult
  mutating func insertRow(_ row: Row, basic: Symbol) -> Int32 {
    let slot: Int32
    if let free = freeSlots.popLast() {
      slot = free
      rows[Int(slot)] = row
      basicSymbols[Int(slot)] = basic
    } else {
      slot = Int32(rows.count)
      rows.append(row)
      basicSymbols.append(basic)
    }
    for (symbol, _) in row.terms {
      columns[symbol.index].insert(slot)
    }
    slotOfSymbol[basic.index] = slot
    noteValueChange(of: basic)
    return slot
  }

  /// Takes the row out of `slot`, whose basic symbol becomes parametric, and frees the slot.
  mutating func removeRow(in slot: Int32) -> Row {
    var row = Row()
    swap(&row, &rows[Int(slot)])
    for (symbol, _) in row.terms {
      columns[symbol.index].remove(slot)
    }
    slotOfSymbol[basicSymbols[Int(slot)].index] = -1
    noteValueChange(of: basicSymbols[Int(slot)])
    freeSlots.append(slot)
    return row
  }

  /// Makes `entering` (a parametric symbol of the row in `slot`) basic in that row, and the row's
  /// basic symbol parametric: one pivot of the simplex method.
  mutating func pivot(slot: Int32, entering: Symbol) {
    let leaving = basicSymbols[Int(slot)]
    var row = Row()
    swap(&row, &rows[Int(slot)])
    // leaving = constant + Σ terms  ⇒  0 = constant + Σ terms − leaving  ⇒  entering = …
    row.terms.insertNew(leaving, -1)
    row.solve(for: entering)
    columns[entering.index].remove(slot)
    columns[leaving.index].insert(slot)
    slotOfSymbol[leaving.index] = -1
    slotOfSymbol[entering.index] = slot
    basicSymbols[Int(slot)] = entering
    noteValueChange(of: leaving)
    noteValueChange(of: entering)
    substitute(entering, by: row)
    rows[Int(slot)] = row
  }

  /// Replaces the parametric `symbol` by its definition in every row that holds it and in the
  /// objectives; rows of restricted symbols that turn negative are noted for the dual simplex.
  mutating func substitute(_ symbol: Symbol, by definition: Row) {
    var slots = SparseMap<Int32>()
    swap(&slots, &columns[symbol.index])
    for (slot, _) in slots {
      substitute(symbol, by: definition, inSlot: slot)
    }
    objective.substitute(symbol, by: definition)
    artificial?.substitute(symbol, by: definition)
  }

  /// Replaces `symbol` by its definition in the row in `slot`, keeping ``columns`` in step.
  private mutating func substitute(_ symbol: Symbol, by definition: Row, inSlot slot: Int32) {
    var row = Row()
    swap(&row, &rows[Int(slot)])
    defer { swap(&row, &rows[Int(slot)]) }
    guard let factor = row.terms.removeValue(forKey: symbol) else { return }
    row.constant += factor * definition.constant
    for (term, coefficient) in definition.terms {
      let added = factor * coefficient
      if let index = row.terms.index(forKey: term) {
        let sum = row.terms.value(at: index) + added
        if Row.isZero(sum, afterAdding: added) {
          row.terms.remove(at: index)
          columns[term.index].remove(slot)
        } else {
          row.terms.setValue(sum, at: index)
        }
      } else if abs(added) >= Row.epsilon {
        row.terms.insertNew(term, added)
        columns[term.index].insertNew(slot, 0)
      }
    }
    let basic = basicSymbols[Int(slot)]
    noteValueChange(of: basic)
    if row.constant < -Row.epsilon && kinds[basic.index].isRestricted {
      infeasibleSymbols.append(basic)
    }
  }

  /// Adds `delta` to the constant of the row in `slot`, noting it if it turns negative.
  mutating func shiftConstant(inSlot slot: Int32, by delta: Double) {
    rows[Int(slot)].constant += delta
    let basic = basicSymbols[Int(slot)]
    noteValueChange(of: basic)
    if rows[Int(slot)].constant < -Row.epsilon && kinds[basic.index].isRestricted {
      infeasibleSymbols.append(basic)
    }
  }
}
