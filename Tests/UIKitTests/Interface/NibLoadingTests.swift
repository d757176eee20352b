import Foundation
import InterfaceModel
import Testing

@testable import UIKit

/// interface-files.md: `UINib(nibName:bundle:)`, `instantiate(withOwner:options:)`,
/// `loadNibNamed(_:owner:options:)`, `init(nibName:bundle:)` loading `NAME.xib`, and
/// `register(_: UINib, forCellReuseIdentifier:)` — File's Owner is the owner given.
@MainActor
@Suite("Nibs — loading", .serialized)
struct NibLoadingTests {
  private func element(_ name: String, _ attributes: [String: String] = [:], _ children: [InterfaceElement] = [])
    -> InterfaceElement
  {
    InterfaceElement(name: name, attributes: attributes, children: children, line: 1)
  }

  /// `ProfileViewController.xib`: File's Owner's `view` outlet and a `nameLabel` outlet.
  private var controllerNib: InterfaceDocument {
    let owner = element(
      "placeholder", ["placeholderIdentifier": "IBFilesOwner", "id": "-1", "customClass": "ProfileViewController"],
      [
        element(
          "connections", [:],
          [
            element("outlet", ["property": "view", "destination": "ROOT"]),
            element("outlet", ["property": "nameLabel", "destination": "NAME"]),
          ])
      ])
    let root = element(
      "view", ["id": "ROOT"],
      [element("subviews", [:], [element("label", ["id": "NAME", "text": "Ada"])])])
    return InterfaceDocument(
      kind: .xib, fileName: "ProfileViewController.xib",
      root: element("document", [:], [element("objects", [:], [owner, root])]))
  }

  @Test("a controller's view from the nib named after its class; File's Owner's outlets are the controller's")
  func controllerNibView() {
    TestApp.reset()
    ProfileViewController.register()
    UINib.given["ProfileViewController"] = controllerNib
    let controller = ProfileViewController(nibName: nil, bundle: nil)
    #expect(controller.nameLabel == nil)
    controller.loadViewIfNeeded()
    #expect(controller.nameLabel?.text == "Ada")
    #expect(controller.view.subviews.first === controller.nameLabel)
  }

  @Test("a table makes its cells from a registered nib, one per dequeue")
  func cellNib() throws {
    TestApp.reset()
    let cell = element(
      "tableViewCell", ["id": "CELL", "reuseIdentifier": "Person", "style": "IBUITableViewCellStyleSubtitle"],
      [element("tableViewCellContentView", ["key": "contentView", "id": "CONTENT"])])
    UINib.given["PersonCell"] = InterfaceDocument(
      kind: .xib, fileName: "PersonCell.xib",
      root: element("document", [:], [element("objects", [:], [cell])]))
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(UINib(nibName: "PersonCell", bundle: nil), forCellReuseIdentifier: "Person")
    let first = try #require(table.dequeueReusableCell(withIdentifier: "Person"))
    let second = try #require(table.dequeueReusableCell(withIdentifier: "Person"))
    #expect(first !== second)
    #expect(first.reuseIdentifier == "Person")
    #expect(first.detailTextLabel != nil)
  }

  @Test("loadNibNamed answers the top-level objects, File's Owner standing for the owner")
  func loadNibNamed() throws {
    TestApp.reset()
    ProfileViewController.register()
    UINib.given["ProfileViewController"] = controllerNib
    let owner = ProfileViewController(nibName: "Unused", bundle: nil)
    let objects = try #require(Bundle.main.loadNibNamed("ProfileViewController", owner: owner))
    #expect(objects.count == 1)
    #expect(owner.nameLabel?.text == "Ada")
  }
}

@MainActor
final class ProfileViewController: UIViewController {
  var nameLabel: UILabel?

  static func register() {
    _tutorRegisterOutlet(ProfileViewController.self, "nameLabel") { owner, value in
      guard let owner = owner as? ProfileViewController, let value = value as? UILabel else { return false }
      owner.nameLabel = value
      return true
    }
  }
}
