import Testing

@testable import UIKit

/// `UIView.transform` applies about the centre: `center` and `bounds` stay, `frame` becomes the
/// bounding box of the transformed bounds; `CGAffineTransform` composes as Core Graphics does.
@MainActor
@Suite("UIView.transform and CGAffineTransform", .serialized)
struct TransformTests {
  @Test("a scale keeps center and bounds and grows the frame about the centre")
  func scaleAboutCentre() {
    TestApp.reset()
    let view = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 20))
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(view.center == CGPoint(x: 125, y: 110))
    #expect(view.bounds.size == CGSize(width: 50, height: 20))
    #expect(view.frame == CGRect(x: 75, y: 90, width: 100, height: 40))
    view.transform = .identity
    #expect(view.frame == CGRect(x: 100, y: 100, width: 50, height: 20))
  }

  @Test("a translation moves the frame but not the centre")
  func translation() {
    TestApp.reset()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.transform = CGAffineTransform(translationX: 30, y: 0)
    #expect(view.center == CGPoint(x: 5, y: 5))
    #expect(view.frame.size == CGSize(width: 10, height: 10))
  }

  @Test("composition, inversion and applying to points")
  func composition() {
    let transform = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)
    #expect(CGPoint(x: 0, y: 0).applying(transform) == CGPoint(x: 2, y: 3))
    #expect(transform.concatenating(transform.inverted()).isIdentity)
    let quarter = CGAffineTransform(rotationAngle: .pi / 2)
    let rotated = CGPoint(x: 1, y: 0).applying(quarter)
    #expect(abs(rotated.x) < 1e-9 && abs(rotated.y - 1) < 1e-9)
  }
}
