import Foundation
import InterfaceModel
import Testing

@testable import UIKit

/// interface-files.md "Segues": `presentation` presents with its style, `embed` puts a child
/// controller in its container view at load (with `prepare(for:sender:)`), `relationship` gives a
/// tab bar controller its tabs; outlet collections arrive as one array; a `customClass` the app
/// lacks is UIKit's "Unknown class X in Interface Builder file." and the element's class.
@MainActor
@Suite("Storyboards — segue kinds and connections", .serialized)
struct SegueKindTests {
  private func element(_ name: String, _ attributes: [String: String] = [:], _ children: [InterfaceElement] = [])
    -> InterfaceElement
  {
    InterfaceElement(name: name, attributes: attributes, children: children, line: 1)
  }

  private func scene(_ controller: InterfaceElement) -> InterfaceElement {
    element("scene", [:], [element("objects", [:], [controller])])
  }

  private func storyboard(initial: String, _ controllers: [InterfaceElement]) -> UIStoryboard {
    TestApp.reset()
    AppInfo.dictionary = ["CFBundleExecutable": "UIKitTests"]
    PanelController.register()
    let root = element(
      "document", ["initialViewController": initial], [element("scenes", [:], controllers.map(scene))])
    UIStoryboard.given["Kinds"] = InterfaceDocument(kind: .storyboard, fileName: "Kinds.storyboard", root: root)
    return UIStoryboard(name: "Kinds", bundle: nil)
  }

  private func button(_ id: String, _ title: String, _ connections: [InterfaceElement]) -> InterfaceElement {
    element(
      "button", ["id": id],
      [
        element("rect", ["key": "frame", "x": "20", "y": "100", "width": "200", "height": "44"]),
        element("state", ["key": "normal", "title": title]), element("connections", [:], connections),
      ])
  }

  @Test("presentation: the destination is presented with the storyboard's style")
  func presentation() throws {
    let source = element(
      "viewController", ["id": "A", "customClass": "PanelController"],
      [
        element(
          "view", ["key": "view", "id": "AV"],
          [
            element(
              "subviews", [:],
              [
                button(
                  "GO", "Go",
                  [
                    element(
                      "segue",
                      ["destination": "B", "kind": "presentation", "modalPresentationStyle": "fullScreen", "id": "S1"])
                  ])
              ])
          ])
      ])
    let destination = element("viewController", ["id": "B"], [element("view", ["key": "view", "id": "BV"])])
    let first = try #require(storyboard(initial: "A", [source, destination]).instantiateInitialViewController())
    TestApp.launch(first)
    AppDriver.tap(try #require(AppDriver.allViews(in: first.view).first { $0 is UIButton }))
    AppDriver.advance(seconds: 1)
    let presented = try #require(first.presentedViewController)
    #expect(presented.modalPresentationStyle == .fullScreen)
  }

  @Test("embed: the container's child controller is added at load, and prepare(for:sender:) sees it")
  func embed() throws {
    let parent = element(
      "viewController", ["id": "P", "customClass": "PanelController"],
      [
        element(
          "view", ["key": "view", "id": "PV"],
          [
            element(
              "subviews", [:],
              [
                element(
                  "containerView", ["id": "BOX"],
                  [
                    element("rect", ["key": "frame", "x": "0", "y": "100", "width": "320", "height": "200"]),
                    element("connections", [:], [element("segue", ["destination": "C", "kind": "embed", "id": "E1"])]),
                  ])
              ])
          ])
      ])
    let child = element(
      "viewController", ["id": "C", "title": "Child", "customClass": "EmbeddedController"],
      [element("view", ["key": "view", "id": "CV"])])
    let controller = try #require(
      storyboard(initial: "P", [parent, child]).instantiateInitialViewController() as? PanelController)
    controller.loadViewIfNeeded()
    #expect(controller.children.count == 1)
    #expect(controller.children.first?.title == "Child")
    #expect(controller.prepared.first == "embed Child")
    // prepare(for:sender:) comes before the child's view loads, so what it passed is there.
    #expect((controller.children.first as? EmbeddedController)?.seenInViewDidLoad == "from the parent")
  }

  @Test("unwind from a presented screen in a tab: found through the tab bar, presented screen dismissed")
  func unwindAcrossPresentation() throws {
    let tabs = element(
      "tabBarController", ["id": "T"],
      [
        element(
          "connections", [:],
          [
            element(
              "segue", ["destination": "N", "kind": "relationship", "relationship": "viewControllers", "id": "R1"])
          ])
      ])
    let navigation = element(
      "navigationController", ["id": "N"],
      [
        element(
          "connections", [:],
          [
            element(
              "segue", ["destination": "L", "kind": "relationship", "relationship": "rootViewController", "id": "R2"])
          ])
      ])
    let list = element(
      "viewController", ["id": "L", "customClass": "PanelController"],
      [
        element(
          "view", ["key": "view", "id": "LV"],
          [
            element(
              "subviews", [:],
              [button("ADD", "Add", [element("segue", ["destination": "A", "kind": "presentation", "id": "S1"])])])
          ])
      ])
    let add = element(
      "viewController", ["id": "A"],
      [
        element(
          "view", ["key": "view", "id": "AV"],
          [
            element(
              "subviews", [:],
              [
                button(
                  "SAVE", "Save",
                  [
                    element(
                      "segue", ["destination": "X", "kind": "unwind", "unwindAction": "unwindToList:", "id": "U1"])
                  ])
              ])
          ])
      ])
    let root = try #require(storyboard(initial: "T", [tabs, navigation, list, add]).instantiateInitialViewController())
    TestApp.launch(root)
    let panel = try #require(
      ((root as? UITabBarController)?.viewControllers?.first as? UINavigationController)?.topViewController
        as? PanelController)
    AppDriver.tap(try #require(AppDriver.allViews(in: panel.view).first { $0 is UIButton }))
    AppDriver.advance(seconds: 1)
    let presented = try #require(root.presentedViewController ?? panel.presentedViewController)
    AppDriver.tap(try #require(AppDriver.allViews(in: presented.view).first { $0 is UIButton }))
    AppDriver.advance(seconds: 1)
    #expect(panel.unwound == 1)
    #expect(root.presentedViewController == nil)
  }

  @Test("relationship: a tab bar controller's tabs, in order")
  func tabs() throws {
    let tabs = element(
      "tabBarController", ["id": "T"],
      [
        element(
          "connections", [:],
          [
            element(
              "segue", ["destination": "ONE", "kind": "relationship", "relationship": "viewControllers", "id": "R1"]),
            element(
              "segue", ["destination": "TWO", "kind": "relationship", "relationship": "viewControllers", "id": "R2"]),
          ])
      ])
    let one = element("viewController", ["id": "ONE", "title": "One"], [element("view", ["key": "view", "id": "V1"])])
    let two = element("viewController", ["id": "TWO", "title": "Two"], [element("view", ["key": "view", "id": "V2"])])
    let controller = try #require(
      storyboard(initial: "T", [tabs, one, two]).instantiateInitialViewController() as? UITabBarController)
    #expect(controller.viewControllers?.map(\.title) == ["One", "Two"])
  }

  @Test("an outlet collection arrives as one array, in the storyboard's order; an unknown class falls back")
  func collectionAndUnknownClass() throws {
    let panel = element(
      "viewController", ["id": "P", "customClass": "PanelController"],
      [
        element(
          "view", ["key": "view", "id": "PV"],
          [
            element(
              "subviews", [:],
              [
                button("B1", "One", []), button("B2", "Two", []),
                element("view", ["id": "ODD", "customClass": "NoSuchView"]),
              ])
          ]),
        element(
          "connections", [:],
          [
            element(
              "outletCollection", ["property": "buttons", "destination": "B1", "collectionClass": "NSMutableArray"]),
            element(
              "outletCollection", ["property": "buttons", "destination": "B2", "collectionClass": "NSMutableArray"]),
          ]),
      ])
    let controller = try #require(
      storyboard(initial: "P", [panel]).instantiateInitialViewController() as? PanelController)
    controller.loadViewIfNeeded()
    #expect(controller.buttons.map { $0.title(for: .normal) } == ["One", "Two"])
    #expect(TestApp.log.contains("Warning: Unknown class NoSuchView in Interface Builder file."))
    #expect(controller.view.subviews.contains { type(of: $0) == UIView.self })
  }
  @Test("a static table: the storyboard's sections and cells, with a cell's segue and an outlet into a cell")
  func staticTable() throws {
    func cell(_ id: String, _ text: String, _ connections: [InterfaceElement] = []) -> InterfaceElement {
      element(
        "tableViewCell", ["id": id, "style": "IBUITableViewCellStyleDefault"],
        [
          element(
            "tableViewCellContentView", ["key": "contentView", "id": "\(id)-C"],
            [element("subviews", [:], [element("label", ["key": "textLabel", "id": "\(id)-L", "text": text])])]),
          element("connections", [:], connections),
        ])
    }
    let settings = element(
      "tableViewController", ["id": "S", "customClass": "SettingsController"],
      [
        element(
          "tableView", ["key": "view", "id": "TV", "dataMode": "static", "style": "grouped"],
          [
            element(
              "sections", [:],
              [
                element(
                  "tableViewSection", ["headerTitle": "Account", "id": "S1"],
                  [element("cells", [:], [cell("C1", "Name"), cell("C2", "Email")])]),
                element(
                  "tableViewSection", ["headerTitle": "About", "id": "S2"],
                  [
                    element(
                      "cells", [:],
                      [cell("C3", "Version", [element("segue", ["destination": "V", "kind": "show", "id": "G"])])])
                  ]),
              ]),
            element(
              "connections", [:],
              [
                element("outlet", ["property": "dataSource", "destination": "S"]),
                element("outlet", ["property": "delegate", "destination": "S"]),
              ]),
          ]),
        element("connections", [:], [element("outlet", ["property": "nameLabel", "destination": "C1-L"])]),
      ])
    let version = element(
      "viewController", ["id": "V", "title": "Version"], [element("view", ["key": "view", "id": "VV"])])
    SettingsController.register()
    let board = storyboard(
      initial: "N",
      [
        element(
          "navigationController", ["id": "N"],
          [
            element(
              "connections", [:],
              [
                element(
                  "segue",
                  ["destination": "S", "kind": "relationship", "relationship": "rootViewController", "id": "R"])
              ])
          ]),
        settings, version,
      ])
    SettingsController.register()
    let navigation = try #require(board.instantiateInitialViewController() as? UINavigationController)
    TestApp.launch(navigation)
    let controller = try #require(navigation.topViewController as? SettingsController)
    let table = try #require(controller.tableView)
    #expect(table.numberOfSections == 2)
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(controller.tableView(table, titleForHeaderInSection: 1) == "About")
    #expect(controller.nameLabel?.text == "Name")
    let versionCell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
    AppDriver.tap(versionCell)
    AppDriver.advance(seconds: 1)
    #expect(navigation.topViewController?.title == "Version")
  }
}

@MainActor
final class SettingsController: UITableViewController {
  var nameLabel: UILabel?

  static func register() {
    _tutorRegisterOutlet(SettingsController.self, "nameLabel") { owner, value in
      guard let owner = owner as? SettingsController, let value = value as? UILabel else { return false }
      owner.nameLabel = value
      return true
    }
  }
}

@MainActor
final class EmbeddedController: UIViewController {
  var message = ""
  var seenInViewDidLoad = ""

  override func viewDidLoad() {
    super.viewDidLoad()
    seenInViewDidLoad = message
  }
}

@MainActor
final class PanelController: UIViewController {
  var buttons: [UIButton] = []
  var prepared: [String] = []
  var unwound = 0

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    prepared.append("\(segue.identifier ?? "embed") \(segue.destination.title ?? "")")
    (segue.destination as? EmbeddedController)?.message = "from the parent"
  }

  static func register() {
    _tutorRegisterAction(PanelController.self, "unwindToList:") { owner, _, _ in
      (owner as? PanelController)?.unwound += 1
      return true
    }
    _tutorRegisterOutlet(PanelController.self, "buttons", isCollection: true) { owner, value in
      guard let owner = owner as? PanelController, let value = value as? [AnyObject] else { return false }
      owner.buttons = value.compactMap { $0 as? UIButton }
      return true
    }
  }
}
