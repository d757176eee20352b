import Foundation

/// A JSON value as checks write them (`"Bob"`, `2`, `2.5`, `true`, `["a","b"]`, `{"k":1}`);
/// numbers compare by value.
package indirect enum JSONValue: Hashable, Sendable, CustomStringConvertible {
  case string(String)
  case number(Double)
  case bool(Bool)
  case null
  case array([JSONValue])
  case object([String: JSONValue])

  /// Parses JSON text (a top-level string or number is allowed); nil if it is not JSON.
  package init?(parsing text: String) {
    guard let data = text.data(using: .utf8),
      let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]),
      let value = JSONValue(foundationObject: object)
    else { return nil }
    self = value
  }

  /// Converts what JSONSerialization (or UserDefaults) produces.
  package init?(foundationObject object: Any) {
    switch object {
    case let string as String: self = .string(string)
    case let number as NSNumber:
      // Booleans are NSNumbers whose Objective-C type is "c" (char).
      if String(cString: number.objCType) == "c" {
        self = .bool(number.boolValue)
      } else {
        self = .number(number.doubleValue)
      }
    case is NSNull: self = .null
    case let array as [Any]:
      let values = array.compactMap(JSONValue.init(foundationObject:))
      guard values.count == array.count else { return nil }
      self = .array(values)
    case let dictionary as [String: Any]:
      var values: [String: JSONValue] = [:]
      for (key, item) in dictionary {
        guard let value = JSONValue(foundationObject: item) else { return nil }
        values[key] = value
      }
      self = .object(values)
    default: return nil
    }
  }

  package var description: String {
    switch self {
    case .string(let text): "\"\(text)\""
    case .number(let value): value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    case .bool(let value): String(value)
    case .null: "null"
    case .array(let values): "[" + values.map(\.description).joined(separator: ",") + "]"
    case .object(let values):
      "{" + values.keys.sorted().map { "\"\($0)\":\(values[$0]?.description ?? "null")" }.joined(separator: ",") + "}"
    }
  }
}
