/// A device a lesson may run on (docs/lesson-format.md `device:`), by the name lessons and the driver
/// protocol write: the one list of devices, shared by the lesson parser, the runner and the
/// runtime, which looks up each one's screen (UIKit's `Device`).
public enum DeviceModel: String, CaseIterable, Codable, Sendable {
  /// iPhone SE (1st generation): 320 × 568 points.
  case iPhoneSE = "iphone-se"
  /// iPhone 8 (and SE 2nd/3rd generation): 375 × 667 points.
  case iPhone8 = "iphone-8"
  /// iPhone 15: 393 × 852 points, with the Dynamic Island and a home indicator.
  case iPhone15 = "iphone-15"
  /// iPad (9.7-inch): 768 × 1024 points.
  case iPad = "ipad"

  /// The device of a lesson that names none.
  public static let standard = DeviceModel.iPhone8

  /// Every device's name, as a list a person reads: `iphone-se, iphone-8, iphone-15, ipad`.
  public static var names: String {
    allCases.map(\.rawValue).joined(separator: ", ")
  }
}
