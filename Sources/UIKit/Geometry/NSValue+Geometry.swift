import Foundation

/// UIKit's boxes for geometry (`NSValue(cgRect:)`, `cgRectValue`, and the same for points and
/// sizes), as UIKit's NSValue additions: how keyboard notifications carry their frames.
extension NSValue {
  public convenience init(cgRect rect: CGRect) {
    self.init(rect: rect)
  }

  public convenience init(cgPoint point: CGPoint) {
    self.init(point: point)
  }

  public convenience init(cgSize size: CGSize) {
    self.init(size: size)
  }

  public var cgRectValue: CGRect { rectValue }
  public var cgPointValue: CGPoint { pointValue }
  public var cgSizeValue: CGSize { sizeValue }

  /// Whether the box holds a value of the same Objective-C type as `sample`'s.
  fileprivate func holdsSameType(as sample: NSValue) -> Bool {
    String(cString: objCType) == String(cString: sample.objCType)
  }
}

// On iOS a boxed rectangle casts both ways: `userInfo[key] as? CGRect` and `as? NSValue` find the
// same frame, because the Objective-C bridge pairs CGRect with NSValue. Swift on Linux has the same
// dynamic-cast machinery but Foundation declares no such pairing, so the first form would quietly
// find nil; these conformances supply it (and for points and sizes). An NSValue holding anything
// else (an NSNumber, a point when a rectangle is asked for) does not cast, as on iOS.

extension CGRect: @retroactive _ObjectiveCBridgeable {
  public typealias _ObjectType = NSValue

  public func _bridgeToObjectiveC() -> NSValue { NSValue(rect: self) }

  public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
    result = source.rectValue
  }

  public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
    result = source.holdsSameType(as: NSValue(rect: .zero)) ? source.rectValue : nil
    return result != nil
  }

  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect {
    source?.rectValue ?? .zero
  }
}

extension CGPoint: @retroactive _ObjectiveCBridgeable {
  public typealias _ObjectType = NSValue

  public func _bridgeToObjectiveC() -> NSValue { NSValue(point: self) }

  public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) {
    result = source.pointValue
  }

  public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) -> Bool {
    result = source.holdsSameType(as: NSValue(point: .zero)) ? source.pointValue : nil
    return result != nil
  }

  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGPoint {
    source?.pointValue ?? .zero
  }
}

extension CGSize: @retroactive _ObjectiveCBridgeable {
  public typealias _ObjectType = NSValue

  public func _bridgeToObjectiveC() -> NSValue { NSValue(size: self) }

  public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) {
    result = source.sizeValue
  }

  public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) -> Bool {
    result = source.holdsSameType(as: NSValue(size: .zero)) ? source.sizeValue : nil
    return result != nil
  }

  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGSize {
    source?.sizeValue ?? .zero
  }
}
