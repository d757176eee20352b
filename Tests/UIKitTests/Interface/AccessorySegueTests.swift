import Foundation
import InterfaceModel
import Testing

@testable import UIKit

/// A cell's detail accessory as UIKit's: the info button ("More Info") does not select the row;
/// it performs the segue whose trigger is the cell's accessory action (`trigger="accessoryAction"`
/// in the storyboard) and calls `tableView(_:accessoryButtonTappedForRowWith:)`, while a tap on
/// the row performs the selection segue (Apple's UITableViewDelegate documentation).
@MainActor
@Suite("Storyboards — accessory action segues", .serialized)
struct AccessorySegueTests {
  private func element(_ name: String, _ attributes: [String: String] = [:], _ children: [InterfaceElement] = [])
    -> InterfaceElement
  {
    InterfaceElement(name: name, attributes: attributes, children: children, line: 1)
  }

  private func launchList() throws -> (UINavigationController, PlanetListController) {
    TestApp.reset()
    AppInfo.dictionary = ["CFBundleExecutable": "UIKitTests"]
    let cell = element(
      "tableViewCell",
      ["id": "CELL", "reuseIdentifier": "Planet", "accessoryType": "detailDisclosureButton", "textLabel": "x"],
      [
        element("tableViewCellContentView", ["key": "contentView", "id": "CONTENT"]),
        element(
          "connections", [:],
          [
            element(
              "segue", ["destination": "INFO", "kind": "show", "identifier": "info", "trigger": "accessoryAction"]),
            element("segue", ["destination": "OPEN", "kind": "show", "identifier": "open"]),
          ]),
      ])
    let table = element(
      "tableView", ["key": "view", "id": "TABLE", "style": "plain"],
      [
        element("prototypes", [:], [cell]),
        element(
          "connections", [:],
          [
            element("outlet", ["property": "dataSource", "destination": "LIST"]),
            element("outlet", ["property": "delegate", "destination": "LIST"]),
          ]),
      ])
    let list = element("tableViewController", ["id": "LIST", "customClass": "PlanetListController"], [table])
    let navigation = element(
      "navigationController", ["id": "NAV"],
      [
        element(
          "connections", [:],
          [element("segue", ["destination": "LIST", "kind": "relationship", "relationship": "rootViewController"])])
      ])
    let info = element(
      "viewController", ["id": "INFO", "title": "Info"], [element("view", ["key": "view", "id": "IV"])])
    let open = element(
      "viewController", ["id": "OPEN", "title": "Open"], [element("view", ["key": "view", "id": "OV"])])
    let scenes = [navigation, list, info, open].map { element("scene", [:], [element("objects", [:], [$0])]) }
    UIStoryboard.given["Planets"] = InterfaceDocument(
      kind: .storyboard, fileName: "Planets.storyboard",
      root: element("document", ["initialViewController": "NAV"], [element("scenes", [:], scenes)]))
    let root = try #require(
      UIStoryboard(name: "Planets", bundle: nil).instantiateInitialViewController() as? UINavigationController)
    TestApp.launch(root)
    AppDriver.advance(seconds: 1)
    return (root, try #require(root.topViewController as? PlanetListController))
  }

  @Test("the info button performs the accessory segue and tells the delegate, without selecting the row")
  func infoButton() throws {
    let (navigation, list) = try launchList()
    let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    let button = try #require(cell.subviews.first { $0 is DetailAccessoryButton })
    #expect(button.accessibilityLabel == "More Info")
    AppDriver.tap(button)
    AppDriver.advance(seconds: 1)
    #expect(list.accessoryTaps == [IndexPath(row: 1, section: 0)])
    #expect(list.prepared == ["info"])
    #expect(list.tableView.indexPathForSelectedRow == nil)
    #expect(navigation.topViewController?.title == "Info")
  }

  @Test("a tap on the row performs the selection segue only")
  func rowTap() throws {
    let (navigation, list) = try launchList()
    AppDriver.tap(try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))))
    AppDriver.advance(seconds: 1)
    #expect(list.accessoryTaps.isEmpty)
    #expect(list.prepared == ["open"])
    #expect(navigation.topViewController?.title == "Open")
  }
}

@MainActor
final class PlanetListController: UITableViewController {
  var accessoryTaps: [IndexPath] = []
  var prepared: [String] = []

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Planet", for: indexPath)
    cell.textLabel?.text = ["Mercury", "Venus"][indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
    accessoryTaps.append(indexPath)
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    prepared.append(segue.identifier ?? "")
  }
}
