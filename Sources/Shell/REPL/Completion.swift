/// Helpers for Tab completion.
package enum Completion {
  /// The longest prefix all `candidates` share.
  package static func commonPrefix(_ candidates: [String]) -> String {
    guard var prefix = candidates.first else { return "" }
    for candidate in candidates.dropFirst() {
      while !candidate.hasPrefix(prefix) { prefix.removeLast() }
    }
    return prefix
  }

  /// The `names` that start with `word`, sorted.
  package static func matching(_ word: String, in names: [String]) -> [String] {
    Array(Set(names.filter { $0.hasPrefix(word) })).sorted()
  }
}
