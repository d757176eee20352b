import Testing

@testable import UIKit

/// layout.md rule 4: activating a constraint between views with no common ancestor stops the app
/// with UIKit's exception (NSGenericException, "Unable to activate constraint with anchors …
/// because they have no common ancestor.  Does the constraint or its anchors reference items in
/// different view hierarchies?  That's illegal."), at the line that activated it.
@MainActor
@Suite("Layout rule 4 — no common ancestor", .serialized)
struct CommonAncestorRuleTests {
  @Test("the exception's reason names both anchors, as UIKit's")
  func reason() {
    TestApp.reset()
    let label = UILabel()
    label.text = "Hi"
    let other = UIView()
    let constraint = label.centerXAnchor.constraint(equalTo: other.centerXAnchor)
    let reason = LayoutEngine.noCommonAncestorReason(constraint)
    #expect(
      reason
        == "Unable to activate constraint with anchors <NSLayoutXAxisAnchor:0x6 \"UILabel:0x1'Hi'.centerX\"> and"
        + " <NSLayoutXAxisAnchor:0x7 \"UIView:0x2.centerX\"> because they have no common ancestor.  Does the"
        + " constraint or its anchors reference items in different view hierarchies?  That's illegal.")
  }

  @Test("activating it stops the app with NSGenericException")
  func stopsTheApp() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        AppDriver.reset()
        let label = UILabel()
        let view = UIView()
        label.topAnchor.constraint(equalTo: view.bottomAnchor).isActive = true
      }
    }
    let output = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    #expect(output.contains("*** Terminating app due to uncaught exception 'NSGenericException', reason: 'Unable to"))
    #expect(output.contains("because they have no common ancestor."))
  }

  @Test("views in one hierarchy are fine, and a constraint to an unrelated view's guide is not")
  func guides() {
    TestApp.reset()
    let root = UIView()
    let child = UIView()
    root.addSubview(child)
    let fine = child.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor)
    fine.isActive = true
    #expect(root.constraints == [fine])
    #expect(LayoutEngine.commonAncestor(child, UIView().layoutMarginsGuide) == nil)
  }
}
