import Foundation
import InterfaceModel
import Testing

@testable import UIKit

/// A storyboard's collection view controller as Interface Builder writes it: the flow layout from
/// `<collectionViewFlowLayout key="collectionViewLayout">`, prototype cells under `<cells>` with
/// their content view's subviews, a section header (`collectionReusableView` keyed
/// `sectionHeaderView`), the data source and delegate outlets, and a segue performed when a cell is
/// selected (before `didSelectItemAt`, as on iOS).
@MainActor
@Suite("Storyboards — collection views", .serialized)
struct StoryboardCollectionTests {
  private func element(_ name: String, _ attributes: [String: String] = [:], _ children: [InterfaceElement] = [])
    -> InterfaceElement
  {
    InterfaceElement(name: name, attributes: attributes, children: children, line: 1)
  }

  private func launchGrid() throws -> (UINavigationController, StoryboardGridController) {
    TestApp.reset()
    AppInfo.dictionary = ["CFBundleExecutable": "UIKitTests"]
    let label = element(
      "label", ["id": "LABEL", "tag": "1", "text": "Photo"],
      [
        element("rect", ["key": "frame", "x": "0", "y": "0", "width": "100", "height": "20"])
      ])
    let cell = element(
      "collectionViewCell", ["id": "CELL", "reuseIdentifier": "Photo"],
      [
        element(
          "collectionViewCellContentView", ["key": "contentView", "id": "CONTENT"],
          [
            element("subviews", [:], [label])
          ]),
        element("connections", [:], [element("segue", ["destination": "OPEN", "kind": "show", "identifier": "open"])]),
      ])
    let header = element(
      "collectionReusableView", ["key": "sectionHeaderView", "id": "HEADER", "reuseIdentifier": "Header"])
    let layout = element(
      "collectionViewFlowLayout",
      ["key": "collectionViewLayout", "id": "LAYOUT", "minimumLineSpacing": "5", "minimumInteritemSpacing": "5"],
      [
        element("size", ["key": "itemSize", "width": "100", "height": "100"]),
        element("size", ["key": "headerReferenceSize", "width": "0.0", "height": "30"]),
        element("inset", ["key": "sectionInset", "minX": "10", "minY": "0.0", "maxX": "10", "maxY": "0.0"]),
      ])
    let collection = element(
      "collectionView", ["key": "view", "id": "GRID", "dataMode": "prototypes"],
      [
        layout, element("cells", [:], [cell]), header,
        element(
          "connections", [:],
          [
            element("outlet", ["property": "dataSource", "destination": "LIST"]),
            element("outlet", ["property": "delegate", "destination": "LIST"]),
          ]),
      ])
    let list = element(
      "collectionViewController", ["id": "LIST", "customClass": "StoryboardGridController"], [collection])
    let navigation = element(
      "navigationController", ["id": "NAV"],
      [
        element(
          "connections", [:],
          [element("segue", ["destination": "LIST", "kind": "relationship", "relationship": "rootViewController"])])
      ])
    let open = element(
      "viewController", ["id": "OPEN", "title": "Open"], [element("view", ["key": "view", "id": "OV"])])
    let scenes = [navigation, list, open].map { element("scene", [:], [element("objects", [:], [$0])]) }
    UIStoryboard.given["Grid"] = InterfaceDocument(
      kind: .storyboard, fileName: "Grid.storyboard",
      root: element("document", ["initialViewController": "NAV"], [element("scenes", [:], scenes)]))
    let root = try #require(
      UIStoryboard(name: "Grid", bundle: nil).instantiateInitialViewController() as? UINavigationController)
    TestApp.launch(root)
    AppDriver.advance(seconds: 1)
    return (root, try #require(root.topViewController as? StoryboardGridController))
  }

  @Test("the flow layout, the prototype cells and the header come from the storyboard")
  func layoutAndPrototypes() throws {
    let (_, grid) = try launchGrid()
    let layout = try #require(grid.collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
    #expect(layout.itemSize == CGSize(width: 100, height: 100))
    #expect(layout.minimumInteritemSpacing == 5)
    #expect(layout.sectionInset == UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
    let cell = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect((cell.contentView.viewWithTag(1) as? UILabel)?.text == "Mars")
    // Below the 30-point header, three items across the 355 points between the insets.
    #expect(cell.frame.minY == 30)
    #expect(
      grid.collectionView.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.reuseIdentifier
        == "Header")
  }

  @Test("selecting a cell performs its segue, then didSelectItemAt")
  func selectionSegue() throws {
    let (navigation, grid) = try launchGrid()
    AppDriver.tap(try #require(grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))))
    AppDriver.advance(seconds: 1)
    #expect(grid.events == ["prepare open", "didSelect 0"])
    #expect(navigation.topViewController?.title == "Open")
  }
}

@MainActor
final class StoryboardGridController: UICollectionViewController {
  var events: [String] = []

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
    (cell.contentView.viewWithTag(1) as? UILabel)?.text = ["Venus", "Mars", "Ceres", "Io"][indexPath.item]
    return cell
  }

  override func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
  }

  override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    events.append("didSelect \(indexPath.item)")
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    events.append("prepare \(segue.identifier ?? "")")
  }
}
