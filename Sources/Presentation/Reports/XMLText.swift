import Runner

/// Escapes text for XML attributes and elements. Characters that act (`VisibleText`) are written
/// visibly first, so nothing XML 1.0 forbids, no carriage return (which an XML reader would turn
/// into a line feed, or give back raw from `&#13;`) and no C1 control reaches the document; an
/// element keeps its line feeds and tabs, an attribute (read on one line) does not.
package enum XMLText {
  package static func escape(_ text: String, multiline: Bool = false) -> String {
    var result = ""
    for scalar in VisibleText.escape(text, keepingLineBreaks: multiline).unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
