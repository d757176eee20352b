import Foundation

extension PropertyList {
  /// The text of a string value; nil for every other kind.
  package var string: String? {
    if case .string(let value, _) = self { return value }
    return nil
  }

  /// The elements of an array; nil for every other kind.
  package var array: [PropertyList]? {
    if case .array(let values, _) = self { return values }
    return nil
  }

  /// The entries of a dictionary in the file's order; nil for every other kind.
  package var entries: [Entry]? {
    if case .dictionary(let entries, _) = self { return entries }
    return nil
  }

  /// The value of a dictionary's key (the last one when the file repeats it); nil when the value is
  /// not a dictionary or has no such key.
  package subscript(key: String) -> PropertyList? {
    entries?.last { $0.key == key }?.value
  }

  /// The dictionary with `value` set for `key`: replaced where the key is, appended otherwise.
  /// Other kinds are returned unchanged.
  package func setting(_ key: String, to value: PropertyList) -> PropertyList {
    guard case .dictionary(var entries, let line) = self else { return self }
    if let index = entries.lastIndex(where: { $0.key == key }) {
      entries[index].value = value
    } else {
      entries.append(Entry(key, value))
    }
    return .dictionary(entries, line: line)
  }

  /// The value with `transform` applied to every string inside it (dictionary keys excepted).
  package func mappingStrings(_ transform: (String) -> String) -> PropertyList {
    switch self {
    case .string(let value, let line): .string(transform(value), line: line)
    case .array(let values, let line): .array(values.map { $0.mappingStrings(transform) }, line: line)
    case .dictionary(let entries, let line):
      .dictionary(entries.map { Entry($0.key, $0.value.mappingStrings(transform)) }, line: line)
    case .integer, .real, .bool, .date, .data: self
    }
  }
}
