import Foundation

/// The device the app runs on, as UIKit's `UIDevice`: the lesson's device (docs/lesson-format.md
/// `device:`), its idiom, and its orientation, which the driver's `rotate` changes before UIKit
/// tells the app's controllers (posting `orientationDidChangeNotification` while orientation
/// notifications are on; UIKit turns them on for every app). Landscape is landscape-left: the
/// device turned with its top to the left, the interface's `.landscapeRight`.
@MainActor
open class UIDevice: NSObject {
  /// The device the app runs on.
  public static var current: UIDevice { shared }
  private static var shared = UIDevice()

  public private(set) var orientation = UIDeviceOrientation.portrait
  private var orientationObservers = 1

  /// "iPhone" or "iPad", as devices report it.
  public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
  public var localizedModel: String { model }
  /// The device's name; devices report a generic one ("iPhone") to apps without the entitlement.
  public var name: String { model }
  public var systemName: String { userInterfaceIdiom == .pad ? "iPadOS" : "iOS" }
  public var userInterfaceIdiom: UIUserInterfaceIdiom { UIScreen.main.device.model == .iPad ? .pad : .phone }
  public var isMultitaskingSupported: Bool { true }

  public var isGeneratingDeviceOrientationNotifications: Bool { orientationObservers > 0 }

  public func beginGeneratingDeviceOrientationNotifications() {
    orientationObservers += 1
  }

  public func endGeneratingDeviceOrientationNotifications() {
    orientationObservers = max(orientationObservers - 1, 0)
  }

  /// The device turned (the driver's `rotate`).
  func setOrientation(_ newOrientation: UIDeviceOrientation) {
    guard newOrientation != orientation else { return }
    orientation = newOrientation
    guard isGeneratingDeviceOrientationNotifications else { return }
    NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: self)
  }

  /// A fresh world: portrait, notifications on.
  static func reset() {
    shared = UIDevice()
  }

  nonisolated public static let orientationDidChangeNotification = Notification.Name(
    "UIDeviceOrientationDidChangeNotification")
}

/// How the device is held, as UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// Which way the interface faces, as UIKit's `UIInterfaceOrientation` (a device turned to
/// landscape-left shows its interface landscape-right).
public enum UIInterfaceOrientation: Int, Sendable {
  case unknown = 0, portrait, portraitUpsideDown
  case landscapeLeft = 4, landscapeRight = 3

  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
