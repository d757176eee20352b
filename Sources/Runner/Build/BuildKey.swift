import Foundation

/// The cache key of an app build: SHA-256 (FIPS 180-4, written here: Foundation on Linux has no
/// hash of its own) over every input, each field prefixed with its length so that no two lists
/// of fields give the same bytes. Learners share cached apps through this key, so it must be
/// infeasible to make one's inputs hash like another's.
struct BuildKey {
  private var state: [UInt32] = [
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
  ]
  private var pending: [UInt8] = []
  private var length: UInt64 = 0

  /// Adds one field.
  mutating func combine(_ text: String) {
    let bytes = Array(text.utf8)
    var count = UInt64(bytes.count).bigEndian
    withUnsafeBytes(of: &count) { update(Array($0)) }
    update(bytes)
  }

  /// Adds bytes as they are, without a length (for the standard's test vectors, and a file's
  /// digest of its own).
  mutating func combine(bytes: [UInt8]) { update(bytes) }

  /// The SHA-256 of `data` as 64 hexadecimal digits.
  static func digest(of data: Data) -> String {
    var key = BuildKey()
    data.withUnsafeBytes { key.update($0) }
    return key.hex
  }

  /// The digest as 64 hexadecimal digits.
  var hex: String {
    var copy = self
    let bits = copy.length &* 8
    copy.update([0x80])
    while copy.pending.count != 56 { copy.update([0]) }
    copy.update((0..<8).map { UInt8(truncatingIfNeeded: bits >> (56 - 8 * UInt64($0))) })
    return copy.state.map { word in
      let digits = String(word, radix: 16)
      return String(repeating: "0", count: 8 - digits.count) + digits
    }.joined()
  }

  private mutating func update(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { update($0) }
  }

  /// Adds bytes, compressing each full block where it lies (a resource may be megabytes).
  private mutating func update(_ bytes: UnsafeRawBufferPointer) {
    length &+= UInt64(bytes.count)
    var offset = 0
    if !pending.isEmpty {
      let taken = min(64 - pending.count, bytes.count)
      pending.append(contentsOf: bytes[0..<taken])
      offset = taken
      guard pending.count == 64 else { return }
      pending.withUnsafeBytes { compress($0) }
      pending.removeAll(keepingCapacity: true)
    }
    while bytes.count - offset >= 64 {
      compress(UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + 64]))
      offset += 64
    }
    pending.append(contentsOf: bytes[offset...])
  }

  private static let rounds: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
    0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
    0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
    0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
    0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
    0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
    0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
  ]

  /// Compresses one 64-byte block into the state. Written with buffers and no calls, so that the
  /// tool's debug build still hashes a megabyte in a few hundredths of a second.
  private mutating func compress(_ block: UnsafeRawBufferPointer) {
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { words in
      Self.rounds.withUnsafeBufferPointer { rounds in
        state.withUnsafeMutableBufferPointer { state in
          Self.compress(block, into: state, words: words, rounds: rounds)
        }
      }
    }
  }

  private static func compress(
    _ block: UnsafeRawBufferPointer, into state: UnsafeMutableBufferPointer<UInt32>,
    words: UnsafeMutableBufferPointer<UInt32>, rounds: UnsafeBufferPointer<UInt32>
  ) {
    var index = 0
    while index < 16 {
      let byte = index &* 4
      words[index] =
        UInt32(block[byte]) << 24 | UInt32(block[byte &+ 1]) << 16 | UInt32(block[byte &+ 2]) << 8
        | UInt32(block[byte &+ 3])
      index &+= 1
    }
    while index < 64 {
      let early = words[index &- 15]
      let late = words[index &- 2]
      let low = (early >> 7 | early << 25) ^ (early >> 18 | early << 14) ^ (early >> 3)
      let high = (late >> 17 | late << 15) ^ (late >> 19 | late << 13) ^ (late >> 10)
      words[index] = words[index &- 16] &+ low &+ words[index &- 7] &+ high
      index &+= 1
    }
    var (a, b, c, d, e, f, g, h) = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
    index = 0
    while index < 64 {
      let sum1 = (e >> 6 | e << 26) ^ (e >> 11 | e << 21) ^ (e >> 25 | e << 7)
      let first = h &+ sum1 &+ ((e & f) ^ (~e & g)) &+ rounds[index] &+ words[index]
      let sum0 = (a >> 2 | a << 30) ^ (a >> 13 | a << 19) ^ (a >> 22 | a << 10)
      let second = sum0 &+ ((a & b) ^ (a & c) ^ (b & c))
      h = g
      g = f
      f = e
      e = d &+ first
      d = c
      c = b
      b = a
      a = first &+ second
      index &+= 1
    }
    state[0] &+= a
    state[1] &+= b
    state[2] &+= c
    state[3] &+= d
    state[4] &+= e
    state[5] &+= f
    state[6] &+= g
    state[7] &+= h
  }
}
