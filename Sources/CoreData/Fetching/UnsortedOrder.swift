/// The order of a fetch without sort descriptors.
///
/// Core Data promises none: `NSFetchRequest.sortDescriptors` is what orders results, and nil means
/// no ordering. A store that handed rows back as they were inserted would let code that forgets
/// its sort descriptors look right by luck, so this runtime keeps the order deterministic (the same
/// store gives the same order every time) but not the insertion order: saved objects come by a
/// 32-bit multiplicative hash of their row's primary key (Knuth's constant), unsaved ones after
/// them by the same hash of when they were inserted. Two rows inserted one after the other come
/// back the other way round; more come back shuffled.
enum UnsortedOrder {
  /// Knuth's multiplicative hash constant, ⌊2³² / φ⌋.
  static let multiplier: Int64 = 2_654_435_761

  /// The SQL `ORDER BY` terms that give saved rows this order (the product stays within SQLite's
  /// 64-bit integers for any primary key below 2³³).
  static let sql = "((t0.Z_PK * \(multiplier)) % 4294967296), t0.Z_PK"

  /// Where `object` comes in an unsorted fetch: saved objects first, each group by its hash.
  static func key(of object: NSManagedObject) -> (group: Int, hash: Int64, tiebreak: Int64) {
    if let primaryKey = object.objectID.primaryKey { return (0, scrambled(primaryKey), primaryKey) }
    let inserted = Int64(object.insertionOrder)
    return (1, scrambled(inserted), inserted)
  }

  /// The hash, as the SQL computes it: the key times the constant, modulo 2³².
  static func scrambled(_ key: Int64) -> Int64 {
    (key &* multiplier) & 0xFFFF_FFFF
  }

  /// Whether `first` comes before `second` in an unsorted fetch.
  static func precedes(_ first: NSManagedObject, _ second: NSManagedObject) -> Bool {
    key(of: first) < key(of: second)
  }
}
