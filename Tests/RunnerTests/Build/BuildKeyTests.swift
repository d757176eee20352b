import Testing

@testable import Runner

/// The build cache's key is SHA-256 (FIPS 180-4): the standard's test vectors, and fields that
/// cannot be shifted into one another.
@Suite("Build keys")
struct BuildKeyTests {
  @Test(
    "FIPS 180-4 test vectors",
    arguments: [
      ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
      ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
      (
        "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
      ),
      (String(repeating: "a", count: 1_000), "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3"),
    ])
  func vectors(text: String, digest: String) {
    var key = BuildKey()
    key.combine(bytes: Array(text.utf8))
    #expect(key.hex == digest)
  }

  @Test("fields are length-prefixed: moving text from one field to the next changes the key")
  func fields() {
    var first = BuildKey()
    first.combine("Counter.swift")
    first.combine("code")
    var second = BuildKey()
    second.combine("Counter.swiftc")
    second.combine("ode")
    #expect(first.hex != second.hex)
  }
}
