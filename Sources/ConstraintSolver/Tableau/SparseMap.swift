/// A key that is a small non-negative integer: a symbol's id or a row's slot.
protocol SmallIntegerKey: Comparable {
  /// The integer, at least zero.
  var id: Int32 { get }
  /// The key of an integer.
  init(id: Int32)
}

extension Int32: SmallIntegerKey {
  /// The integer itself.
  var id: Int32 { self }

  /// The integer itself.
  init(id: Int32) {
    self = id
  }
}

/// A bucket of a ``SparseMap``: a key (−1 when empty) and its value. Not generic, so that
/// allocating a table needs no type metadata looked up at run time.
struct SparseMapEntry {
  /// The key's integer, or −1.
  var key: Int32
  /// The key's value.
  var value: Double

  /// An empty bucket.
  static let empty = SparseMapEntry(key: -1, value: 0)
}

/// A hash table from small integer keys to numbers: the tableau's sparse rows, and (values unused)
/// its columns.
///
/// The tableau's hot loops do little else than look up, add and drop entries of these, so the
/// table is specialised for its keys: open addressing with linear probing in one flat array,
/// Fibonacci hashing of the integer (one multiplication, where `Dictionary` runs SipHash with a
/// per-process seed), and deletion by shifting later entries back, so there are no tombstones.
/// Iteration follows the buckets, which depend only on the keys and the order of insertions, so a
/// run of the solver is the same in every process.
struct SparseMap<Key: SmallIntegerKey>: Sequence {
  /// The values' type.
  typealias Value = Double

  /// The buckets; their number is zero or a power of two.
  private var entries: ContiguousArray<SparseMapEntry> = []
  /// How far to shift a key's product to get a bucket: 32 − log₂(bucket count).
  private var shift: UInt32 = 32
  /// How many buckets hold a key.
  private(set) var count = 0

  /// An empty map; it allocates nothing until the first insertion.
  init() {}

  /// Whether the map holds no key.
  var isEmpty: Bool { count == 0 }

  /// The keys, in bucket order.
  var keys: [Key] { map(\.key) }

  /// The value for `key`; setting nil removes the key.
  subscript(key: Key) -> Value? {
    get {
      guard let index = index(forKey: key) else { return nil }
      return entries[index].value
    }
    set {
      if let newValue {
        if let index = index(forKey: key) {
          entries[index].value = newValue
        } else {
          insertNew(key, newValue)
        }
      } else if let index = index(forKey: key) {
        remove(at: index)
      }
    }
  }

  /// The bucket holding `key`, if any.
  func index(forKey key: Key) -> Int? {
    guard count > 0 else { return nil }
    let mask = entries.count - 1
    var index = bucket(of: key.id)
    while true {
      let found = entries[index].key
      if found == key.id { return index }
      if found < 0 { return nil }
      index = (index + 1) & mask
    }
  }

  /// The value in a bucket that holds a key.
  func value(at index: Int) -> Value {
    entries[index].value
  }

  /// Replaces the value in a bucket that holds a key.
  mutating func setValue(_ value: Value, at index: Int) {
    entries[index].value = value
  }

  /// Adds a key the map does not hold.
  mutating func insertNew(_ key: Key, _ value: Value) {
    if (count + 1) * 4 > entries.count * 3 {
      grow()
    }
    let mask = entries.count - 1
    var index = bucket(of: key.id)
    while entries[index].key >= 0 {
      index = (index + 1) & mask
    }
    entries[index] = SparseMapEntry(key: key.id, value: value)
    count += 1
  }

  /// Removes the key in a bucket, moving back the entries after it that probed past it.
  mutating func remove(at index: Int) {
    let mask = entries.count - 1
    var hole = index
    var next = (hole + 1) & mask
    while entries[next].key >= 0 {
      let ideal = bucket(of: entries[next].key)
      if (next - ideal) & mask >= (next - hole) & mask {
        entries[hole] = entries[next]
        hole = next
      }
      next = (next + 1) & mask
    }
    entries[hole] = .empty
    count -= 1
  }

  /// Removes `key` and returns its value, if the map holds it.
  @discardableResult
  mutating func removeValue(forKey key: Key) -> Value? {
    guard let index = index(forKey: key) else { return nil }
    let value = entries[index].value
    remove(at: index)
    return value
  }

  /// Applies `transform` to every value in place.
  mutating func updateValues(_ transform: (inout Value) -> Void) {
    for index in entries.indices where entries[index].key >= 0 {
      transform(&entries[index].value)
    }
  }

  /// The entries, in bucket order.
  func makeIterator() -> Iterator {
    Iterator(entries: entries)
  }

  /// Walks the occupied buckets.
  struct Iterator: IteratorProtocol {
    fileprivate let entries: ContiguousArray<SparseMapEntry>
    fileprivate var index = 0

    /// The next key and value.
    mutating func next() -> (key: Key, value: Value)? {
      while index < entries.count {
        let entry = entries[index]
        index += 1
        if entry.key >= 0 { return (Key(id: entry.key), entry.value) }
      }
      return nil
    }
  }

  /// The bucket where `key`'s probe starts (Fibonacci hashing).
  private func bucket(of key: Int32) -> Int {
    Int((UInt32(bitPattern: key) &* 0x9E37_79B9) >> shift)
  }

  /// Makes room for `capacity` keys without growing.
  mutating func reserveCapacity(_ capacity: Int) {
    var buckets = Swift.max(8, entries.count)
    while buckets * 3 < capacity * 4 {
      buckets *= 2
    }
    if buckets > entries.count {
      rehash(buckets: buckets)
    }
  }

  /// Doubles the buckets (to eight at first).
  private mutating func grow() {
    rehash(buckets: Swift.max(8, entries.count * 2))
  }

  /// Re-inserts every entry into `buckets` buckets (a power of two).
  private mutating func rehash(buckets: Int) {
    let old = entries
    entries = ContiguousArray(repeating: .empty, count: buckets)
    shift = UInt32(32 - buckets.trailingZeroBitCount)
    count = 0
    for entry in old where entry.key >= 0 {
      insertNew(Key(id: entry.key), entry.value)
    }
  }
}

extension SparseMap {
  /// Adds `key` (with value zero) if the map does not hold it: the map as a set.
  mutating func insert(_ key: Key) {
    if index(forKey: key) == nil {
      insertNew(key, 0)
    }
  }

  /// Removes `key` if the map holds it.
  mutating func remove(_ key: Key) {
    removeValue(forKey: key)
  }
}
