import Foundation
import InterfaceModel
import Testing

@testable import UIKit

/// User Defined Runtime Attributes, as UIKit's nib loading sets them with
/// `setValue(_:forKeyPath:)` after `init(coder:)` and before `awakeFromNib`: UIKit's key paths
/// (`layer.cornerRadius`), a learner's `@IBInspectable` properties; a key nothing answers is
/// UIKit's "Failed to set (…) user defined inspected property" log line; a colour given to
/// `layer.borderColor` has no effect, as on iOS (a UIColor is not the CGColor the layer takes).
@MainActor
@Suite("Storyboards — user defined runtime attributes", .serialized)
struct RuntimeAttributeTests {
  private func element(
    _ name: String, _ attributes: [String: String] = [:], _ children: [InterfaceElement] = [], line: Int = 1
  ) -> InterfaceElement {
    InterfaceElement(name: name, attributes: attributes, children: children, line: line)
  }

  private func attribute(_ keyPath: String, _ type: String, _ value: [InterfaceElement] = [], text: String? = nil)
    -> InterfaceElement
  {
    var attributes = ["type": type, "keyPath": keyPath]
    attributes["value"] = text
    return element("userDefinedRuntimeAttribute", attributes, value, line: 7)
  }

  private func load() throws -> InspectableBadge {
    TestApp.reset()
    AppInfo.dictionary = ["CFBundleExecutable": "UIKitTests"]
    InspectableBadge.register()
    let badge = element(
      "view", ["id": "BADGE", "customClass": "InspectableBadge"],
      [
        element(
          "userDefinedRuntimeAttributes", [:],
          [
            attribute("layer.cornerRadius", "number", [element("integer", ["key": "value", "value": "10"])]),
            attribute("layer.masksToBounds", "boolean", text: "YES"),
            attribute("glow", "number", [element("real", ["key": "value", "value": "0.5"])]),
            attribute("layer.borderColor", "color", [element("color", ["key": "value", "white": "0", "alpha": "1"])]),
            attribute("sparkle", "boolean", text: "YES"),
          ])
      ])
    UINib.given["Badge"] = InterfaceDocument(
      kind: .xib, fileName: "Badge.xib", root: element("document", [:], [element("objects", [:], [badge])]))
    return try #require(UINib(nibName: "Badge", bundle: nil).instantiate(withOwner: nil).first as? InspectableBadge)
  }

  @Test("UIKit's key paths and an @IBInspectable property are set before awakeFromNib")
  func applied() throws {
    let badge = try load()
    #expect(badge.layer.cornerRadius == 10)
    #expect(badge.layer.masksToBounds)
    #expect(badge.glowAtAwake == 0.5)
    #expect(badge.layer.borderColor == nil)
  }

  @Test("a key nothing answers is UIKit's log line; a border colour is said to have no effect")
  func warnings() throws {
    _ = try load()
    let log = EventLog.shared.entries
    #expect(
      log.contains(
        "Warning: Failed to set (sparkle) user defined inspected property on (InspectableBadge): "
          + "[<InspectableBadge> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key "
          + "sparkle."))
    #expect(log.contains { $0.contains("Badge.xib:7: layer.borderColor set in Interface Builder is a UIColor") })
  }
}

@MainActor
final class InspectableBadge: UIView {
  var glow: CGFloat = 0
  var glowAtAwake: CGFloat?

  override func awakeFromNib() {
    super.awakeFromNib()
    glowAtAwake = glow
  }

  static func register() {
    _tutorRegisterInspectable(InspectableBadge.self, "glow") { owner, value in
      guard let owner = owner as? InspectableBadge, let value = _tutorInspectableValue(value, as: CGFloat.self) else {
        return false
      }
      owner.glow = value
      return true
    }
  }
}
