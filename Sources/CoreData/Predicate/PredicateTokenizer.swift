import Foundation

/// Why a predicate format did not parse.
struct PredicateFormatError: Error {
  var reason: String
}

/// A token of a predicate format. Format specifiers are replaced by their arguments here, so
/// argument values never pass through the format's text.
enum PredicateToken: Equatable {
  case word(String)
  case string(String)
  case number(Double, isInteger: Bool)
  case argument(PredicateArgument)
  case key(String)
  case symbol(String)
  case modifier(String)
}

/// An argument value, compared by identity for Equatable's sake only.
struct PredicateArgument: Equatable {
  var value: Any?
  static func == (lhs: PredicateArgument, rhs: PredicateArgument) -> Bool { false }
}

enum PredicateTokenizer {
  static func tokens(of format: String, arguments: [Any]) throws(PredicateFormatError) -> [PredicateToken] {
    let characters = Array(format)
    var tokens: [PredicateToken] = []
    var index = 0
    var nextArgument = 0
    func takeArgument() throws(PredicateFormatError) -> Any? {
      guard nextArgument < arguments.count else {
        throw PredicateFormatError(reason: "the format has more % specifiers than arguments")
      }
      defer { nextArgument += 1 }
      return arguments[nextArgument]
    }
    while index < characters.count {
      let character = characters[index]
      if character.isWhitespace {
        index += 1
      } else if character == "%" {
        var end = index + 1
        while end < characters.count, "lhq".contains(characters[end]) { end += 1 }
        guard end < characters.count else { throw PredicateFormatError(reason: "a % at the end of the format") }
        let specifier = characters[end]
        switch specifier {
        case "@": tokens.append(.argument(PredicateArgument(value: PredicateValue.normalize(try takeArgument()))))
        case "K":
          guard let key = PredicateValue.normalize(try takeArgument()) as? String else {
            throw PredicateFormatError(reason: "%K needs a String argument (a key)")
          }
          tokens.append(.key(key))
        case "d", "i", "u":
          let value = try takeArgument()
          guard let number = value.flatMap(AttributeValue.number) else {
            throw PredicateFormatError(reason: "%\(specifier) needs an integer argument")
          }
          tokens.append(.argument(PredicateArgument(value: number.int64Value)))
        case "f", "g", "e":
          let value = try takeArgument()
          guard let number = value.flatMap(AttributeValue.number) else {
            throw PredicateFormatError(reason: "%\(specifier) needs a number argument")
          }
          tokens.append(.argument(PredicateArgument(value: number.doubleValue)))
        case "%": tokens.append(.symbol("%"))
        default: throw PredicateFormatError(reason: "%\(specifier) is not a predicate format specifier")
        }
        index = end + 1
      } else if character == "\"" || character == "'" {
        var text = ""
        index += 1
        while index < characters.count, characters[index] != character {
          if characters[index] == "\\", index + 1 < characters.count { index += 1 }
          text.append(characters[index])
          index += 1
        }
        guard index < characters.count else { throw PredicateFormatError(reason: "a string is not closed") }
        index += 1
        tokens.append(.string(text))
      } else if character.isNumber
        || (character == "-" && index + 1 < characters.count
          && characters[index + 1].isNumber && !Self.endsOperand(tokens.last))
      {
        var end = index + 1
        while end < characters.count, characters[end].isNumber || characters[end] == "." || characters[end] == "e" {
          end += 1
        }
        let text = String(characters[index..<end])
        guard let number = Double(text) else { throw PredicateFormatError(reason: "\(text) is not a number") }
        tokens.append(.number(number, isInteger: !text.contains(".") && !text.contains("e")))
        index = end
      } else if character.isLetter || character == "_" || character == "$" || character == "@" || character == "#" {
        var end = index + 1
        while end < characters.count,
          characters[end].isLetter || characters[end].isNumber || "_.@$".contains(characters[end])
        {
          end += 1
        }
        tokens.append(.word(String(characters[index..<end])))
        index = end
      } else if character == "[" {
        guard let close = characters[index...].firstIndex(of: "]") else {
          throw PredicateFormatError(reason: "a [ is not closed")
        }
        tokens.append(.modifier(String(characters[(index + 1)..<close]).lowercased()))
        index = close + 1
      } else {
        let two = index + 1 < characters.count ? String(characters[index...(index + 1)]) : ""
        if ["==", "!=", "<>", "<=", ">=", "=<", "=>", "&&", "||"].contains(two) {
          tokens.append(.symbol(two))
          index += 2
        } else if "=<>!(){},".contains(character) {
          tokens.append(.symbol(String(character)))
          index += 1
        } else {
          throw PredicateFormatError(reason: "unexpected \"\(character)\"")
        }
      }
    }
    guard nextArgument == arguments.count else {
      throw PredicateFormatError(reason: "there are more arguments than % specifiers")
    }
    return tokens
  }

  private static func endsOperand(_ token: PredicateToken?) -> Bool {
    switch token {
    case .string?, .number?, .argument?, .key?, .symbol(")")?, .symbol("}")?: true
    case .word(let word)?: !PredicateParser.keywords.contains(word.uppercased())
    default: false
    }
  }
}

/// Argument values in the forms predicates compare: Foundation's reference types as Swift
/// values, collections as arrays.
enum PredicateValue {
  static func normalize(_ value: Any?) -> Any? {
    guard let value = NSManagedObject.unwrapped(value) else { return nil }
    switch value {
    case is NSNull: return nil
    case let text as String: return text
    case let text as NSString: return String(describing: text)
    case let date as NSDate: return Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate)
    case let uuid as NSUUID: return UUID(uuidString: uuid.uuidString)
    case let array as NSArray: return array.map { normalize($0) }
    case let set as NSSet: return set.allObjects.map { normalize($0) }
    case let array as [Any]: return array.map { normalize($0) }
    case is NSManagedObject, is NSManagedObjectID, is Date, is UUID, is URL, is Data: return value
    default: return AttributeValue.number(value) ?? value
    }
  }
}
