import CheckLanguage
import DriverProtocol
import Testing

@testable import Runner

/// Queries of collection views' items (docs/check-language.md "Queries"): `cell N` in the first
/// table or collection view on screen, `item N` in the first collection view, `#grid cell S:N` and
/// `#grid item S:N` in the one named; an item out of view or out of range, or `item N` with no
/// collection view on screen, is an error that says what to do.
@Suite("QueryResolver — collection views")
struct CollectionQueryTests {
  private static func cell(_ id: Int, section: Int, item: Int, visible: Bool = true) -> ViewNode {
    ViewNode(
      id: id, className: "UICollectionViewListCell", kind: .cell,
      frame: Rect(x: 0, y: Double(id) * 44, width: 375, height: 44), isVisible: visible, text: "Cell \(id)",
      indexPath: [section, item])
  }

  private static func snapshot(withCollection: Bool = true) -> AppSnapshot {
    let table = ViewNode(
      id: 2, className: "UITableView", kind: .table, frame: Rect(x: 0, y: 0, width: 375, height: 300),
      accessibilityIdentifier: "t", rowCounts: [2],
      children: [
        ViewNode(
          id: 3, className: "UITableViewCell", kind: .cell, frame: Rect(x: 0, y: 0, width: 375, height: 44),
          text: "Row 1", indexPath: [0, 1])
      ])
    let grid = ViewNode(
      id: 10, className: "UICollectionView", kind: .collection, frame: Rect(x: 0, y: 300, width: 375, height: 367),
      accessibilityIdentifier: "grid", rowCounts: [3, 20],
      children: [
        cell(11, section: 0, item: 1), cell(12, section: 1, item: 3), cell(13, section: 1, item: 19, visible: false),
      ])
    return AppSnapshot(
      clockMilliseconds: 0, applicationState: "active",
      window: ViewNode(
        id: 1, className: "UIWindow", kind: .window, frame: Rect(x: 0, y: 0, width: 375, height: 667),
        children: withCollection ? [table, grid] : [table]),
      controllers: nil, keyboard: KeyboardState(isShown: false, frame: nil), alert: nil, timers: [], log: [])
  }

  private func query(_ text: String) throws -> Query {
    let step = try #require(try CheckParser.parseLine("tap \(text)"))
    guard case .tap(let query) = step.action else { throw QueryResolver.Failure.noMatch(query: text, visibleTexts: []) }
    return query
  }

  @Test(
    "cell N takes the first list on screen; item N the first collection view; #grid names one",
    arguments: [("cell 1", 3), ("item 1", 11), ("#grid cell 1", 11), ("#grid item 1:3", 12), ("item 1:3", 12)])
  func resolves(text: String, id: Int) throws {
    #expect(try QueryResolver(snapshot: Self.snapshot()).resolve(try query(text)).id == id)
  }

  @Test("expect collection finds the collection view; expect rows counts its items")
  func collectionKind() throws {
    let resolver = QueryResolver(snapshot: Self.snapshot())
    #expect(try resolver.resolve(try query("collection")).id == 10)
    #expect(try resolver.table(named: "grid").rowCounts == [3, 20])
  }

  @Test("an item out of view says how to scroll to it; one out of range lists the sections' items")
  func notInView() throws {
    let resolver = QueryResolver(snapshot: Self.snapshot())
    do {
      _ = try resolver.resolve(try query("#grid item 1:19"))
      Issue.record("an item out of view resolved")
    } catch {
      #expect(String(describing: error).contains("`scroll #grid to row 1:19` brings it in first"))
    }
    do {
      _ = try resolver.resolve(try query("item 7"))
      Issue.record("an item out of range resolved")
    } catch {
      #expect(
        String(describing: error).contains(
          "is not an item of the collection view (section 0: 3 items, section 1: 20 items)"))
    }
  }

  @Test("item N with no collection view on screen says how to name a bar button item instead")
  func noCollection() throws {
    do {
      _ = try QueryResolver(snapshot: Self.snapshot(withCollection: false)).resolve(try query("item 2"))
      Issue.record("item 2 resolved without a collection view")
    } catch {
      #expect(String(describing: error).contains("names an item of a collection view, and none is on screen"))
    }
  }
}
