import Foundation

/// The device's screen, as UIKit's `UIScreen`: the lesson's device (an iPhone 8's 375 × 667
/// points at scale 2 unless it names another), portrait unless the driver rotates it, with the
/// traits iOS reports for that device and orientation.
@MainActor
open class UIScreen: NSObject {
  /// The main screen.
  public static var main: UIScreen { shared }
  private static let shared = UIScreen()

  /// The device this screen belongs to.
  package private(set) var device = Device.standard
  public private(set) var bounds = CGRect(origin: .zero, size: Device.standard.portraitSize)
  public var scale: CGFloat { device.scale }
  public var nativeScale: CGFloat { device.scale }

  /// The screen in pixels, always in portrait.
  public var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: device.portraitSize.width * scale, height: device.portraitSize.height * scale)
  }

  var isLandscape: Bool { bounds.width > bounds.height }

  /// A full-screen window's safe-area insets in the current orientation.
  var safeAreaInsets: UIEdgeInsets { isLandscape ? device.landscapeSafeArea : device.portraitSafeArea }

  /// The device's traits in the current orientation (Device+Traits.swift).
  public private(set) var traitCollection = Device.standard.traits(landscape: false)

  /// Becomes `device`'s screen, in portrait (before launch).
  package func use(_ device: Device) {
    self.device = device
    ImageLookup.screenScale.change { $0 = device.scale }
    bounds = CGRect(origin: .zero, size: device.portraitSize)
    updateTraits()
  }

  /// Swaps width and height (the driver's `rotate`).
  package func setLandscape(_ landscape: Bool) {
    bounds = CGRect(origin: .zero, size: size(landscape: landscape))
    updateTraits()
  }

  /// The screen's size in points in an orientation.
  func size(landscape: Bool) -> CGSize {
    let size = device.portraitSize
    return landscape ? CGSize(width: size.height, height: size.width) : size
  }

  /// Takes the device's traits for the orientation; when they change, every trait environment is
  /// behind until the next layout pass brings it up to date.
  private func updateTraits() {
    let traits = device.traits(landscape: isLandscape)
    guard traits != traitCollection else { return }
    traitCollection = traits
    TraitGeneration.advance()
  }
}
