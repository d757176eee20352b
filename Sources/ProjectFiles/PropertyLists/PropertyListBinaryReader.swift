import Foundation

/// Reads a binary property list (`bplist00`, as `plutil -convert binary1` and some tools save
/// Info.plist) through Foundation's PropertyListSerialization.
///
/// The format has no lines, so no value carries one; dictionaries come back with their keys in
/// alphabetical order, as the format does not keep an order either.
package enum PropertyListBinaryReader {
  /// Whether `data` starts as a binary property list does.
  package static func isBinary(_ data: Data) -> Bool {
    data.starts(with: Array("bplist".utf8))
  }

  /// Reads `data`; `fileName` is used in the error when it does not decode.
  package static func read(_ data: Data, fileName: String) throws(ProjectFileError) -> PropertyList {
    guard BinaryPropertyListNesting.isWithin(PropertyList.depthLimit, Array(data)) else {
      throw .invalidBinaryPropertyList(file: fileName)
    }
    let object: Any
    do {
      object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    } catch {
      throw .invalidBinaryPropertyList(file: fileName)
    }
    guard let value = convert(object) else { throw .invalidBinaryPropertyList(file: fileName) }
    return value
  }

  /// Foundation's object as a value; nil for an object no property list holds.
  private static func convert(_ object: Any) -> PropertyList? {
    // Foundation gives booleans as Bool, numbers as NSNumber (which `as? Bool` would also match).
    if type(of: object) == Bool.self, let bool = object as? Bool { return .bool(bool) }
    switch object {
    case let string as String: return .string(string)
    case let data as Data: return .data(data)
    case let date as Date: return .date(date)
    case let array as [Any]:
      var values: [PropertyList] = []
      for element in array {
        guard let value = convert(element) else { return nil }
        values.append(value)
      }
      return .array(values)
    case let dictionary as [String: Any]:
      var entries: [PropertyList.Entry] = []
      for key in dictionary.keys.sorted() {
        guard let element = dictionary[key], let value = convert(element) else { return nil }
        entries.append(.init(key, value))
      }
      return .dictionary(entries)
    case let number as NSNumber: return convert(number)
    default: return nil
    }
  }

  /// A number as the kind it was written as: a boolean, an integer or a real.
  private static func convert(_ number: NSNumber) -> PropertyList {
    switch String(cString: number.objCType) {
    case "c", "B": return .bool(number.boolValue)
    case "f", "d": return .real(number.doubleValue)
    default: return .integer(number.intValue)
    }
  }
}
