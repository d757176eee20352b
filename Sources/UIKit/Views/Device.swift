package import DriverProtocol
import Foundation

/// The device an app runs on (docs/lesson-format.md `device:`): its screen in points and pixels per
/// point, and the safe-area insets its status bar and home indicator take, per orientation.
/// Figures are Apple's published screen sizes and safe areas for these devices.
package struct Device: Equatable, Sendable {
  package static func == (lhs: Device, rhs: Device) -> Bool { lhs.model == rhs.model }

  package var model: DeviceModel
  package var portraitSize: CGSize
  package var scale: CGFloat
  /// Safe-area insets of a full-screen window in portrait and in landscape.
  package var portraitSafeArea: UIEdgeInsets
  package var landscapeSafeArea: UIEdgeInsets
  /// The system keyboard's height with its predictive bar, in portrait and in landscape. The
  /// keys take the same room on every phone; the predictive bar and the home-indicator area
  /// below the keys make the difference (figures as devices report them in
  /// `keyboardFrameEndUserInfoKey`).
  package var keyboardHeights: (portrait: CGFloat, landscape: CGFloat)

  /// The screen of `model`.
  package init(_ model: DeviceModel) {
    switch model {
    case .iPhoneSE:
      // iPhone SE (1st generation): 320 × 568, status bar 20, hidden in landscape.
      self.init(
        model: model, portraitSize: CGSize(width: 320, height: 568), scale: 2,
        portraitSafeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscapeSafeArea: .zero,
        keyboardHeights: (253, 193))
    case .iPhone8:
      // iPhone 8 (and SE 2nd/3rd generation): 375 × 667, status bar 20, hidden in landscape.
      self.init(
        model: model, portraitSize: CGSize(width: 375, height: 667), scale: 2,
        portraitSafeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscapeSafeArea: .zero,
        keyboardHeights: (260, 200))
    case .iPhone15:
      // iPhone 15: 393 × 852 at 3×; the Dynamic Island and home indicator take 59 and 34 points
      // in portrait, 59 at each side and 21 at the bottom in landscape.
      self.init(
        model: model, portraitSize: CGSize(width: 393, height: 852), scale: 3,
        portraitSafeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), keyboardHeights: (336, 209))
    case .iPad:
      // iPad (9.7-inch): 768 × 1024, a 20-point status bar in both orientations.
      self.init(
        model: model, portraitSize: CGSize(width: 768, height: 1024), scale: 2,
        portraitSafeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), keyboardHeights: (313, 398))
    }
  }

  private init(
    model: DeviceModel, portraitSize: CGSize, scale: CGFloat, portraitSafeArea: UIEdgeInsets,
    landscapeSafeArea: UIEdgeInsets, keyboardHeights: (portrait: CGFloat, landscape: CGFloat)
  ) {
    self.model = model
    self.portraitSize = portraitSize
    self.scale = scale
    self.portraitSafeArea = portraitSafeArea
    self.landscapeSafeArea = landscapeSafeArea
    self.keyboardHeights = keyboardHeights
  }

  /// The default device, as docs/lesson-format.md says.
  package static let standard = Device(.standard)
}
