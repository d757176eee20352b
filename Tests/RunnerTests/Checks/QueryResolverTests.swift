import CheckLanguage
import DriverProtocol
import Testing

@testable import Runner

/// Queries resolve against what a user could see (docs/check-language.md "Queries").
@Suite("QueryResolver")
struct QueryResolverTests {
  private static func node(
    _ id: Int, _ kind: ElementKind, text: String? = nil, title: String? = nil, identifier: String? = nil,
    visible: Bool = true
  ) -> ViewNode {
    ViewNode(
      id: id, className: "UI\(kind.rawValue.capitalized)", kind: kind,
      frame: Rect(x: 0, y: Double(id) * 50, width: 100, height: 44),
      isVisible: visible, text: text, title: title, accessibilityIdentifier: identifier)
  }

  private static let snapshot = AppSnapshot(
    clockMilliseconds: 0, applicationState: "active",
    window: ViewNode(
      id: 1, className: "UIWindow", kind: .window, frame: Rect(x: 0, y: 0, width: 375, height: 667),
      children: [
        node(2, .label, text: "207", identifier: "timeLeft"),
        node(3, .button, title: "Start"),
        node(4, .button, title: "Stop"),
        node(5, .button, title: "Stop"),
        node(6, .label, text: "Secret", visible: false),
        {
          var hidden = node(9, .label, text: "Offline", identifier: "error", visible: false)
          hidden.isHidden = true
          return hidden
        }(),
        node(7, .item, title: "Add"),
        node(8, .navigationTitle, text: "Our Egg Timer"),
      ]),
    controllers: nil, keyboard: KeyboardState(isShown: false, frame: nil), alert: nil, timers: [], log: [])

  private let resolver = QueryResolver(snapshot: snapshot)

  private func query(_ text: String) throws -> Query {
    let step = try #require(try CheckParser.parseLine("tap \(text)"))
    guard case .tap(let query) = step.action else { throw QueryResolver.Failure.noMatch(query: text, visibleTexts: []) }
    return query
  }

  @Test(
    "queries that name one element",
    arguments: [
      ("\"Start\"", 3), ("#timeLeft", 2), ("button \"Start\"", 3), ("label #timeLeft", 2), ("item \"Add\"", 7),
      ("button 2", 4), ("\"Stop\" 2", 5), ("label \"Our Egg Timer\"", 8),
    ])
  func resolves(text: String, id: Int) throws {
    #expect(try resolver.resolve(try query(text)).id == id)
  }

  @Test("hidden elements do not count")
  func hiddenDoNotCount() throws {
    #expect(throws: QueryResolver.Failure.self) { try resolver.resolve(try query("\"Secret\"")) }
  }

  @Test("an #identifier naming a hidden element says it is hidden, not that nothing matches")
  func hiddenIdentifierExplained() throws {
    do {
      _ = try resolver.resolve(try query("#error"))
      Issue.record("a hidden element resolved")
    } catch let failure as QueryResolver.Failure {
      #expect(failure.description == "#error is there but not visible: its isHidden is true")
    }
  }

  @Test("a query matching several elements is an error listing them")
  func ambiguous() throws {
    do {
      _ = try resolver.resolve(try query("\"Stop\""))
      Issue.record("resolved an ambiguous query")
    } catch let failure as QueryResolver.Failure {
      #expect(failure.description.hasPrefix("\"Stop\" matches 2 elements: UIButton button \"Stop\" at 0,200,100,44;"))
      #expect(failure.description.hasSuffix("add an ordinal (\"Stop\" 1) or an #identifier"))
    }
  }

  @Test("no match lists what is visible")
  func noMatch() throws {
    do {
      _ = try resolver.resolve(try query("\"Go\""))
      Issue.record("resolved a missing element")
    } catch let failure as QueryResolver.Failure {
      #expect(failure.description.hasPrefix("nothing on screen matches \"Go\"; visible: \"207\", \"Add\""))
      #expect(!failure.description.contains("Secret"))
    }
  }

  @Test("no match suggests the nearest identifier or text, and lists the ids on screen")
  func suggestions() throws {
    do {
      _ = try resolver.resolve(try query("\"Ad\""))
      Issue.record("resolved a missing element")
    } catch let failure as QueryResolver.Failure {
      #expect(failure.description.hasPrefix("nothing on screen matches \"Ad\"; did you mean \"Add\"?"))
    }
    let identifiers = resolver.window?.allNodes.filter(\.isVisible).compactMap(\.accessibilityIdentifier) ?? []
    let identifier = try #require(identifiers.first)  // "timeLeft"
    do {
      _ = try resolver.resolve(try query("#" + identifier.dropLast()))
      Issue.record("resolved a missing element")
    } catch let failure as QueryResolver.Failure {
      #expect(failure.description.contains("did you mean #\(identifier)?"))
      #expect(failure.description.contains("; ids: "))
    }
  }

  /// A screen with an alert over it: its box holds the title and message and two actions.
  private static let alertSnapshot = AppSnapshot(
    clockMilliseconds: 0, applicationState: "active",
    window: ViewNode(
      id: 1, className: "UIWindow", kind: .window, frame: Rect(x: 0, y: 0, width: 375, height: 667),
      children: [
        node(2, .button, title: "Delete"),
        ViewNode(
          id: 3, className: "AlertBoxView", kind: .alert, frame: Rect(x: 52, y: 250, width: 270, height: 150),
          children: [
            node(4, .alertText, text: "Delete this note?"), node(5, .alertText, text: "It cannot be undone."),
            node(6, .alertAction, title: "Cancel"), node(7, .alertAction, title: "Delete"),
          ]),
      ]),
    controllers: nil, keyboard: KeyboardState(isShown: false, frame: nil), alert: nil, timers: [], log: [])

  // check-language.md "Queries": in a step that acts, `alert "X"` is the alert's action titled X;
  // in an expectation, the alert whose title, message or an action shows X.
  @Test("alert \"Delete\": the action to act on, the alert to expect", arguments: ["Delete", "Cancel"])
  func alertQueries(title: String) throws {
    let query = try query("alert \"\(title)\"")
    let acting = QueryResolver(snapshot: Self.alertSnapshot, for: .acting)
    #expect(try acting.resolve(query).title == title)
    #expect(try acting.resolve(query).kind == .alertAction)
    let expecting = QueryResolver(snapshot: Self.alertSnapshot)
    #expect(try expecting.resolve(query).id == 3)
  }

  @Test("an expectation finds the alert by its title or message; acting on them is an error that says why")
  func alertTitleAndMessage() throws {
    let expecting = QueryResolver(snapshot: Self.alertSnapshot)
    #expect(try expecting.resolve(try query("alert \"Delete this note?\"")).id == 3)
    #expect(try expecting.resolve(try query("alert \"It cannot be undone.\"")).id == 3)
    let acting = QueryResolver(snapshot: Self.alertSnapshot, for: .acting)
    #expect(
      throws: QueryResolver.Failure.notAnElementQuery(
        query: "alert \"Delete this note?\"",
        reason: "matches nothing: \"Delete this note?\" is on screen, but not on an alert's action")
    ) { try acting.resolve(try query("alert \"Delete this note?\"")) }
    #expect(try acting.resolve(try query("alert")).id == 3, "a bare alert is the alert itself")
  }

  @Test("an ordinal past the matches is an error")
  func ordinalOutOfRange() throws {
    #expect(throws: QueryResolver.Failure.ordinalOutOfRange(query: "button 9", count: 3)) {
      try resolver.resolve(try query("button 9"))
    }
  }
}
