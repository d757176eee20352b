import Foundation

/// Compiler errors on a line holding `#selector(…)`, which SourceLowering compiles as a typed
/// `Selector(Type.method, name:)`, told as Swift tells them on iOS: `#selector(tock)` naming no
/// method is "cannot find 'tock' in scope", a property is "argument of '#selector' does not refer
/// to an '@objc' method, property, or initializer" — never the lowering's generic parameters,
/// initializers or `Self` — at the column of the `#selector` in the learner's line.
enum SelectorDiagnostics {
  typealias Diagnostic = CompilerDiagnostics.Diagnostic

  /// `errors` with those on selector lines retold, in the compiler's order; `sources` are the
  /// learner's files by name.
  static func retell(_ errors: [Diagnostic], sources: [String: String]) -> [Diagnostic] {
    var result: [Diagnostic] = []
    var done: Set<String> = []
    for error in errors {
      guard let line = selectorLine(of: error, sources: sources) else {
        result.append(error)
        continue
      }
      let place = "\(error.file):\(error.line)"
      guard done.insert(place).inserted else { continue }
      // Every error of this line at once: the ones Swift would give, or one saying what is wrong.
      let messages = errors.filter { "\($0.file):\($0.line)" == place }.compactMap { retold($0.message) }
      var seen: Set<String> = []
      let unique = messages.filter { seen.insert($0).inserted }
      let told =
        unique.isEmpty
        ? [
          "argument of '#selector' does not refer to a method Tutor can send as an action (one taking no "
            + "argument, the sender, or the sender and the event)"
        ] : unique
      for message in told {
        result.append(
          Diagnostic(file: error.file, line: error.line, column: column(of: message, in: line), message: message))
      }
    }
    return result
  }

  /// The learner's line `error` is on, when it holds a `#selector`.
  private static func selectorLine(of error: Diagnostic, sources: [String: String]) -> String? {
    guard let source = sources[error.file] else { return nil }
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    guard error.line >= 1, error.line <= lines.count, lines[error.line - 1].contains("#selector") else { return nil }
    return String(lines[error.line - 1])
  }

  /// The message as Swift would give it for the `#selector`, or nil for the lowering's own noise.
  private static func retold(_ message: String) -> String? {
    if let name = quoted(message, after: "type 'Self' has no member ") { return "cannot find '\(name)' in scope" }
    if message.hasPrefix("instance member '"), message.contains("cannot be used on type") {
      return "argument of '#selector' does not refer to an '@objc' method, property, or initializer"
    }
    let noise = [
      "generic parameter 'Target' could not be inferred", "generic parameter 'Sender' could not be inferred",
      "generic parameter 'Result' could not be inferred", "requires that '()' be a class type",
      "to expected argument type '(", "no exact matches in call to initializer", "_tutorSelector",
      "Selector(_:name:)", "init(_:name:)",
    ]
    return noise.contains(where: message.contains) ? nil : message
  }

  /// The text inside the quotes that follow `prefix` at the start of `message`.
  private static func quoted(_ message: String, after prefix: String) -> String? {
    guard message.hasPrefix(prefix + "'") else { return nil }
    let rest = message.dropFirst(prefix.count + 1)
    return rest.firstIndex(of: "'").map { String(rest[..<$0]) }
  }

  /// The 1-based column of the `#selector` naming what `message` quotes, else the line's first.
  private static func column(of message: String, in line: String) -> Int {
    let name = message.split(separator: "'").dropFirst().first.map(String.init) ?? ""
    var search = line.startIndex
    var first: String.Index?
    while let found = line.range(of: "#selector", range: search..<line.endIndex) {
      first = first ?? found.lowerBound
      let rest = line[found.upperBound...]
      let argument = rest.prefix { $0 != ")" }
      if !name.isEmpty, argument.contains(name) {
        return line.distance(from: line.startIndex, to: found.lowerBound) + 1
      }
      search = found.upperBound
    }
    return first.map { line.distance(from: line.startIndex, to: $0) + 1 } ?? 1
  }
}
