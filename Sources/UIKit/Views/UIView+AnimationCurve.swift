extension UIView {
  /// Animation timing curves, as UIKit's `UIView.AnimationCurve`.
  ///
  /// UIKit declares it with `NS_ENUM`, and Swift imports such an enumeration open: its
  /// `init(rawValue:)` never fails, so the keyboard's own curve (7, in its notifications'
  /// userInfo) makes a value too — `UIView.AnimationCurve(rawValue: curve)!` is common keyboard
  /// code. A value with no name of its own is a `switch`'s `@unknown default` (here the case
  /// `_unknown`, not to be named); its `rawValue` is the number it was made from. Two curves are
  /// equal when their raw values are.
  public enum AnimationCurve: RawRepresentable, Hashable, Sendable {
    case easeInOut, easeIn, easeOut, linear
    /// A curve UIKit has no public name for, such as the keyboard's 7.
    case _unknown(Int)

    public init?(rawValue: Int) {
      switch rawValue {
      case 0: self = .easeInOut
      case 1: self = .easeIn
      case 2: self = .easeOut
      case 3: self = .linear
      default: self = ._unknown(rawValue)
      }
    }

    public var rawValue: Int {
      switch self {
      case .easeInOut: 0
      case .easeIn: 1
      case .easeOut: 2
      case .linear: 3
      case ._unknown(let value): value
      }
    }

    public static func == (lhs: AnimationCurve, rhs: AnimationCurve) -> Bool { lhs.rawValue == rhs.rawValue }

    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
  }
}
