import Foundation
import SQLiteDatabase

/// How attribute values are kept in the store's columns (see StoreNaming for the schema).
enum StoreValue {
  static func sql(_ value: Any?, type: NSAttributeType) -> SQLValue {
    guard let value else { return .null }
    if type == .transformableAttributeType {
      let data = try? PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
      return data.map(SQLValue.blob) ?? .null
    }
    switch value {
    case let flag as Bool: return .integer(flag ? 1 : 0)
    case let number as Int16: return .integer(Int64(number))
    case let number as Int32: return .integer(Int64(number))
    case let number as Int64: return .integer(number)
    case let number as Int: return .integer(Int64(number))
    case let number as Double: return .real(number)
    case let number as Float: return .real(Double(number))
    case let number as Decimal: return .real(NSDecimalNumber(decimal: number).doubleValue)
    case let text as String: return .text(text)
    case let date as Date: return .real(date.timeIntervalSinceReferenceDate)
    case let data as Data: return .blob(data)
    case let uuid as UUID: return .blob(withUnsafeBytes(of: uuid.uuid) { Data($0) })
    case let url as URL: return .text(url.absoluteString)
    case let object as NSManagedObject: return object.objectID.primaryKey.map(SQLValue.integer) ?? .null
    case let id as NSManagedObjectID: return id.primaryKey.map(SQLValue.integer) ?? .null
    default:
      if let number = AttributeValue.number(value) { return .real(number.doubleValue) }
      return .text(String(describing: value))
    }
  }

  static func value(_ sql: SQLValue, type: NSAttributeType) -> Any? {
    switch (sql, type) {
    case (.null, _): return nil
    case (.integer(let number), .integer16AttributeType): return Int16(truncatingIfNeeded: number)
    case (.integer(let number), .integer32AttributeType): return Int32(truncatingIfNeeded: number)
    case (.integer(let number), .booleanAttributeType): return number != 0
    // A whole number of seconds is stored as an integer (the column's numeric affinity).
    case (.integer(let number), .dateAttributeType): return Date(timeIntervalSinceReferenceDate: Double(number))
    case (.integer(let number), _): return AttributeValue.coerce(number, to: type)
    case (.real(let number), .dateAttributeType): return Date(timeIntervalSinceReferenceDate: number)
    case (.real(let number), _): return AttributeValue.coerce(number, to: type)
    case (.text(let text), .URIAttributeType): return URL(string: text)
    case (.text(let text), _): return text
    case (.blob(let data), .UUIDAttributeType):
      guard data.count == 16 else { return nil }
      let bytes = [UInt8](data)
      return UUID(
        uuid: (
          bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9],
          bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
        ))
    case (.blob(let data), .transformableAttributeType):
      return try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    case (.blob(let data), _): return data
    }
  }
}
