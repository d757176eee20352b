import Foundation

/// The device's screen, as UIKit's `UIScreen`: an iPhone SE (3rd generation), 375 × 667 points
/// at scale 2, portrait unless the driver rotates it.
@MainActor
open class UIScreen: NSObject {
  /// The main screen.
  public static var main: UIScreen { shared }
  private static let shared = UIScreen()

  static let portraitSize = CGSize(width: 375, height: 667)
  /// Height of the status bar on this device (no notch).
  static let statusBarHeight: CGFloat = 20

  public private(set) var bounds = CGRect(origin: .zero, size: UIScreen.portraitSize)
  public let scale: CGFloat = 2
  public let nativeScale: CGFloat = 2

  public var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: UIScreen.portraitSize.width * scale, height: UIScreen.portraitSize.height * scale)
  }

  /// Swaps width and height (the driver's `rotate`).
  package func setLandscape(_ landscape: Bool) {
    let size = UIScreen.portraitSize
    bounds = CGRect(
      x: 0, y: 0, width: landscape ? size.height : size.width, height: landscape ? size.width : size.height)
  }
}
