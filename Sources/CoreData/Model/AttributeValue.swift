import Foundation
import UIKit

/// The Swift values an attribute of each type holds, and the conversions Core Data makes when a
/// value is set with `setValue(_:forKey:)`: any number for a numeric attribute, Foundation's
/// reference types for their value types. Anything else is Core Data's "Unacceptable type of
/// value" exception.
enum AttributeValue {
  /// `value` in the attribute's own Swift type (Int16/Int32/Int64, Double, Float, Decimal, Bool,
  /// String, Date, Data, UUID, URL), or nil when it does not fit.
  static func coerce(_ value: Any, to type: NSAttributeType) -> Any? {
    switch type {
    case .integer16AttributeType: return number(value).map { Int16(truncatingIfNeeded: $0.int64Value) }
    case .integer32AttributeType: return number(value).map { Int32(truncatingIfNeeded: $0.int64Value) }
    case .integer64AttributeType: return number(value).map { $0.int64Value }
    case .doubleAttributeType: return number(value).map { $0.doubleValue }
    case .floatAttributeType: return number(value).map { $0.floatValue }
    case .decimalAttributeType:
      if let decimal = value as? Decimal { return decimal }
      return number(value).map { Decimal($0.doubleValue) }
    case .booleanAttributeType: return number(value).map { $0.boolValue }
    case .stringAttributeType:
      if let string = value as? String { return string }
      return (value as? NSString).map { String(describing: $0) }
    case .dateAttributeType:
      if let date = value as? Date { return date }
      return (value as? NSDate).map { Date(timeIntervalSinceReferenceDate: $0.timeIntervalSinceReferenceDate) }
    case .binaryDataAttributeType:
      if let data = value as? Data { return data }
      if let bytes = value as? [UInt8] { return Data(bytes) }
      return (value as? NSData).map { Data(referencing: $0) }
    case .UUIDAttributeType:
      if let uuid = value as? UUID { return uuid }
      return (value as? NSUUID).map { UUID(uuidString: $0.uuidString) as Any }
    case .URIAttributeType:
      if let url = value as? URL { return url }
      return (value as? NSURL).flatMap { URL(string: $0.absoluteString) }
    case .transformableAttributeType:
      // Kept as a property list in the store: strings, numbers, dates, data, arrays, dictionaries.
      return PropertyListCheck.isPropertyList(value) ? value : nil
    case .undefinedAttributeType, .objectIDAttributeType: return value
    }
  }

  /// Any Swift or Foundation number (and Bool) as an NSNumber.
  static func number(_ value: Any) -> NSNumber? {
    switch value {
    case let number as NSNumber: number
    case let value as Int: NSNumber(value: value)
    case let value as Int16: NSNumber(value: value)
    case let value as Int32: NSNumber(value: value)
    case let value as Int64: NSNumber(value: value)
    case let value as Int8: NSNumber(value: value)
    case let value as UInt: NSNumber(value: value)
    case let value as UInt8: NSNumber(value: value)
    case let value as UInt16: NSNumber(value: value)
    case let value as UInt32: NSNumber(value: value)
    case let value as UInt64: NSNumber(value: value)
    case let value as Double: NSNumber(value: value)
    case let value as Float: NSNumber(value: value)
    case let value as Bool: NSNumber(value: value)
    case let value as Decimal: NSDecimalNumber(decimal: value)
    default: nil
    }
  }

  /// A model file's `defaultValueString` in the attribute's type.
  static func parseDefault(_ text: String, for type: NSAttributeType) -> Any? {
    switch type {
    case .booleanAttributeType: return text == "YES" || text == "1" || text.lowercased() == "true"
    case .stringAttributeType: return text
    case .UUIDAttributeType: return UUID(uuidString: text)
    case .URIAttributeType: return URL(string: text)
    case .dateAttributeType: return Double(text).map(Date.init(timeIntervalSinceReferenceDate:))
    default: return Double(text).flatMap { coerce($0, to: type) }
    }
  }

  /// How Core Data names a value's class in its exception messages.
  static func foundationClassName(of value: Any) -> String {
    switch value {
    case is String: "NSString"
    case is Date: "NSDate"
    case is Data: "NSData"
    case is UUID: "NSUUID"
    case is URL: "NSURL"
    case is NSManagedObject: String(describing: type(of: value))
    default: number(value) != nil ? "NSNumber" : String(describing: type(of: value))
    }
  }
}
