import Foundation

/// A two-dimensional vector, as Core Graphics' `CGVector` (a spring's initial velocity, a
/// pan's direction); Foundation on Linux lacks it.
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
  public var dx: CGFloat
  public var dy: CGFloat

  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  public init() {
    self.init(dx: 0, dy: 0)
  }

  public static let zero = CGVector()

  public var description: String { "(\(dx), \(dy))" }
}
