import DriverProtocol
import Foundation
import Testing

@testable import UIKit

/// How the virtual network picks a fixture: by method and URL, query included; a prefix with
/// `*`; an exact URL before a prefix; several fixtures for one URL answer in turn, the last
/// repeating (network.md "Fixtures").
@Suite("Virtual network — fixture matching")
struct FixtureMatchingTests {
  private static func fixture(_ url: String, method: String = "GET", body: String) -> NetworkFixture {
    NetworkFixture(
      method: method, url: url.hasSuffix("*") ? String(url.dropLast()) : url, isPrefix: url.hasSuffix("*"), body: body)
  }

  @Test("the method must match: a GET fixture does not answer a POST")
  func method() {
    var table = FixtureTable([Self.fixture("https://a.example/x", body: "get")])
    #expect(table.answer(method: "GET", url: "https://a.example/x")?.body == "get")
    #expect(table.answer(method: "POST", url: "https://a.example/x") == nil)
    var posts = FixtureTable([Self.fixture("https://a.example/x", method: "POST", body: "post")])
    #expect(posts.answer(method: "post", url: "https://a.example/x")?.body == "post")
  }

  @Test("an empty path is the root path: https://a.example and https://a.example/ are one address, either way round")
  func rootPath() {
    var slash = FixtureTable([Self.fixture("https://a.example/", body: "home")])
    #expect(slash.answer(method: "GET", url: "https://a.example")?.body == "home")
    #expect(slash.answer(method: "GET", url: "https://a.example?q=1") == nil)
    var bare = FixtureTable([Self.fixture("https://a.example", body: "home")])
    #expect(bare.answer(method: "GET", url: "https://a.example/")?.body == "home")
    #expect(bare.answer(method: "GET", url: "https://a.example/about") == nil)
  }

  @Test("the query is part of the URL: ?page=2 is another fixture than ?page=1")
  func query() {
    var table = FixtureTable([
      Self.fixture("https://a.example/items?page=1", body: "one"),
      Self.fixture("https://a.example/items?page=2", body: "two"),
    ])
    #expect(table.answer(method: "GET", url: "https://a.example/items?page=2")?.body == "two")
    #expect(table.answer(method: "GET", url: "https://a.example/items") == nil)
  }

  @Test("url=…* matches every URL that starts with it; an exact URL wins over it, a longer prefix over a shorter")
  func prefix() {
    var table = FixtureTable([
      Self.fixture("https://a.example/*", body: "any"),
      Self.fixture("https://a.example/users/*", body: "user"),
      Self.fixture("https://a.example/users/1", body: "first"),
    ])
    #expect(table.answer(method: "GET", url: "https://a.example/users/1")?.body == "first")
    #expect(table.answer(method: "GET", url: "https://a.example/users/7?x=1")?.body == "user")
    #expect(table.answer(method: "GET", url: "https://a.example/photos")?.body == "any")
  }

  @Test("several fixtures for one URL answer in turn, and the last keeps answering")
  func inTurn() {
    var table = FixtureTable([
      Self.fixture("https://a.example/retry", body: "fails"),
      Self.fixture("https://a.example/other", body: "other"),
      Self.fixture("https://a.example/retry", body: "works"),
    ])
    let answers = (0..<4).map { _ in table.answer(method: "GET", url: "https://a.example/retry")?.body }
    #expect(answers == ["fails", "works", "works", "works"])
  }

  @Test("a host is known when some fixture is on it")
  func knownHost() throws {
    let table = FixtureTable([Self.fixture("https://api.example.com/todos", body: "[]")])
    #expect(table.knowsHost(of: try #require(URL(string: "https://API.example.com/users"))))
    #expect(!table.knowsHost(of: try #require(URL(string: "https://example.org/todos"))))
  }
}
