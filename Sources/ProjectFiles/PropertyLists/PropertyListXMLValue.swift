import Foundation

/// The text of XML property list leaves (`<integer>`, `<date>` …) read as values and written back,
/// shared by the reader and the writer so that what one writes the other reads.
enum PropertyListXMLValue {
  /// The value of a leaf element of `kind` holding `text`.
  static func value(kind: String, text: String, location: ProjectFileLocation) throws(ProjectFileError)
    -> PropertyList
  {
    let line = location.line
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    switch kind {
    case "string": return .string(text, line: line)
    case "true": return .bool(true, line: line)
    case "false": return .bool(false, line: line)
    case "integer":
      guard let value = integer(trimmed) else { throw .invalidValue(kind: kind, text: trimmed, location: location) }
      return .integer(value, line: line)
    case "real":
      guard let value = Double(trimmed) ?? special(trimmed) else {
        throw .invalidValue(kind: kind, text: trimmed, location: location)
      }
      return .real(value, line: line)
    case "date":
      guard let value = date(trimmed) else {
        throw .invalidValue(kind: "date (write it as 2024-05-01T09:30:00Z)", text: trimmed, location: location)
      }
      return .date(value, line: line)
    default:
      let base64 = trimmed.filter { !$0.isWhitespace }
      guard let value = Data(base64Encoded: base64) else {
        throw .invalidValue(kind: "base64 <data>", text: trimmed, location: location)
      }
      return .data(value, line: line)
    }
  }

  /// A decimal integer, or a hexadecimal one written `0x…`, as CoreFoundation reads them.
  private static func integer(_ text: String) -> Int? {
    let negative = text.hasPrefix("-")
    let digits = negative || text.hasPrefix("+") ? String(text.dropFirst()) : text
    let magnitude =
      digits.lowercased().hasPrefix("0x") ? Int(digits.dropFirst(2), radix: 16) : Int(digits, radix: 10)
    return magnitude.map { negative ? -$0 : $0 }
  }

  /// The spellings of infinity and not-a-number CoreFoundation writes.
  private static func special(_ text: String) -> Double? {
    switch text.lowercased() {
    case "nan": .nan
    case "inf", "+inf", "infinity", "+infinity": .infinity
    case "-inf", "-infinity": -.infinity
    default: nil
    }
  }

  /// A date as the format writes it: ISO 8601 in UTC, `2024-05-01T09:30:00Z`.
  static func date(_ text: String) -> Date? {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.date(from: text)
  }

  /// The text of a date, as the reader reads it back.
  static func text(of date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.string(from: date)
  }

  /// The text of a real: an integer-valued one without a fraction, as CoreFoundation writes it.
  static func text(of real: Double) -> String {
    if real.isNaN { return "nan" }
    if real.isInfinite { return real < 0 ? "-infinity" : "+infinity" }
    if real == real.rounded(), abs(real) < 1e15 { return String(Int(real)) }
    return String(real)
  }
}
