import Foundation

/// Writes a value as an XML property list, laid out as Xcode and `plutil -convert xml1` write
/// it (tab indentation, Apple's DOCTYPE), for the app bundle's processed Info.plist.
package enum PropertyListXMLWriter {
  /// The XML document for `value`, keys in the value's order.
  package static func write(_ value: PropertyList) -> Data {
    var text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">

      """
    append(value, depth: 0, to: &text)
    text += "</plist>\n"
    return Data(text.utf8)
  }

  private static func append(_ value: PropertyList, depth: Int, to text: inout String) {
    let indent = String(repeating: "\t", count: depth)
    switch value {
    case .string(let string, _): text += "\(indent)<string>\(escaped(string))</string>\n"
    case .integer(let integer, _): text += "\(indent)<integer>\(integer)</integer>\n"
    case .real(let real, _): text += "\(indent)<real>\(PropertyListXMLValue.text(of: real))</real>\n"
    case .bool(let bool, _): text += "\(indent)<\(bool)/>\n"
    case .date(let date, _): text += "\(indent)<date>\(PropertyListXMLValue.text(of: date))</date>\n"
    case .data(let data, _): text += "\(indent)<data>\n\(indent)\(data.base64EncodedString())\n\(indent)</data>\n"
    case .array(let values, _) where values.isEmpty: text += "\(indent)<array/>\n"
    case .array(let values, _):
      text += "\(indent)<array>\n"
      for element in values { append(element, depth: depth + 1, to: &text) }
      text += "\(indent)</array>\n"
    case .dictionary(let entries, _) where entries.isEmpty: text += "\(indent)<dict/>\n"
    case .dictionary(let entries, _):
      text += "\(indent)<dict>\n"
      for entry in entries {
        text += "\(indent)\t<key>\(escaped(entry.key))</key>\n"
        append(entry.value, depth: depth + 1, to: &text)
      }
      text += "\(indent)</dict>\n"
    }
  }

  /// Text with XML's special characters written as entities.
  private static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      default: result.append(character)
      }
    }
    return result
  }
}
