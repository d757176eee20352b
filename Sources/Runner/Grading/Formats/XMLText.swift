/// Escapes text for XML attributes and elements, dropping characters XML 1.0 cannot hold
/// (control characters other than tab, newline and carriage return).
enum XMLText {
  static func escape(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        if scalar.value >= 0x20 && !(0xFFFE...0xFFFF).contains(scalar.value) { result.unicodeScalars.append(scalar) }
      }
    }
    return result
  }
}
