import Foundation

/// A property list value, as Xcode's files hold them: Info.plist (XML or binary), `project.pbxproj`
/// (old-style ASCII) and the app bundle's processed Info.plist.
///
/// Each value carries the 1-based line it starts at in its file when the format has lines (XML,
/// ASCII); values read from a binary property list, or made in code, have none. Dictionaries keep
/// their keys in the file's order. Equality compares lines too: make values in tests with
/// `line:` or compare `withoutLines`.
package indirect enum PropertyList: Sendable, Equatable {
  case string(String, line: Int? = nil)
  case integer(Int, line: Int? = nil)
  case real(Double, line: Int? = nil)
  case bool(Bool, line: Int? = nil)
  case date(Date, line: Int? = nil)
  case data(Data, line: Int? = nil)
  case array([PropertyList], line: Int? = nil)
  case dictionary([Entry], line: Int? = nil)

  /// The deepest nesting of dictionaries and arrays a reader accepts: Xcode's files nest a few
  /// levels; a file nested deeper (a learner's, say) is an error, not a stack overflow.
  package static let depthLimit = 256

  /// One key and its value in a dictionary, in the file's order.
  package struct Entry: Sendable, Equatable {
    package var key: String
    package var value: PropertyList

    package init(_ key: String, _ value: PropertyList) {
      self.key = key
      self.value = value
    }
  }

  /// The line the value starts at in its file, when the format has lines.
  package var line: Int? {
    switch self {
    case .string(_, let line), .integer(_, let line), .real(_, let line), .bool(_, let line), .date(_, let line),
      .data(_, let line), .array(_, let line), .dictionary(_, let line):
      line
    }
  }

  /// The same value with every line removed, for comparing values from different formats.
  package var withoutLines: PropertyList {
    switch self {
    case .string(let value, _): .string(value)
    case .integer(let value, _): .integer(value)
    case .real(let value, _): .real(value)
    case .bool(let value, _): .bool(value)
    case .date(let value, _): .date(value)
    case .data(let value, _): .data(value)
    case .array(let values, _): .array(values.map(\.withoutLines))
    case .dictionary(let entries, _): .dictionary(entries.map { Entry($0.key, $0.value.withoutLines) })
    }
  }

  /// The name of the value's kind as the XML format spells it (`string`, `dict` …), for messages.
  package var kindName: String {
    switch self {
    case .string: "string"
    case .integer: "integer"
    case .real: "real"
    case .bool: "boolean"
    case .date: "date"
    case .data: "data"
    case .array: "array"
    case .dictionary: "dictionary"
    }
  }
}
