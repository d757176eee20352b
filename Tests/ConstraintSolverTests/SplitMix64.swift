/// A small deterministic pseudo-random generator (SplitMix64), so that the property tests draw the
/// same cases on every run and a failing seed can be replayed.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  /// A generator whose sequence is fixed by `seed`.
  init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// One of `choices`.
  mutating func pick<Element>(_ choices: [Element]) -> Element {
    choices[Int(next() % UInt64(choices.count))]
  }

  /// A whole number in `range`, as a `Double`.
  mutating func number(in range: ClosedRange<Int>) -> Double {
    Double(range.lowerBound + Int(next() % UInt64(range.count)))
  }
}
