import Foundation

/// Compiler errors in the learner's terms: their file name and line, the source line with a
/// caret under the column, the first few errors only; errors in code the runner added are not
/// blamed on them.
package struct CompilerDiagnostics: Equatable, Sendable {
  package struct Diagnostic: Equatable, Sendable {
    package var file: String
    package var line: Int
    package var column: Int
    package var message: String
  }

  package var errors: [Diagnostic]

  /// Reads swiftc's output; `files` maps the paths it was given to the learner's file names and
  /// contents.
  package init(compilerOutput: String, files: [String: (name: String, contents: String)]) {
    errors = compilerOutput.split(separator: "\n").compactMap { line in
      let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
      guard parts.count == 5, parts[3].trimmingCharacters(in: .whitespaces) == "error",
        let file = files[String(parts[0])], let lineNumber = Int(parts[1]), let column = Int(parts[2])
      else { return nil }
      return Diagnostic(
        file: file.name, line: lineNumber, column: column, message: parts[4].trimmingCharacters(in: .whitespaces))
    }
    var seen: Set<String> = []
    errors = errors.filter { seen.insert("\($0.file):\($0.line):\($0.column):\($0.message)").inserted }
    self.sources = files.values.reduce(into: [:]) { $0[$1.name] = $1.contents }
  }

  private let sources: [String: String]

  /// `EggTimer.swift:12:9: error: …`, the line, a caret; at most `limit` errors.
  package func rendered(limit: Int = 3) -> String {
    var lines: [String] = []
    for error in errors.prefix(limit) {
      lines.append("\(error.file):\(error.line):\(error.column): error: \(error.message)")
      let source = sources[error.file]?.split(separator: "\n", omittingEmptySubsequences: false) ?? []
      if error.line >= 1, error.line <= source.count {
        let text = String(source[error.line - 1])
        lines.append("    " + text)
        lines.append("    " + String(repeating: " ", count: max(error.column - 1, 0)) + "^")
      }
    }
    if errors.count > limit { lines.append("… and \(errors.count - limit) more error(s)") }
    return lines.joined(separator: "\n")
  }

  package static func == (lhs: CompilerDiagnostics, rhs: CompilerDiagnostics) -> Bool { lhs.errors == rhs.errors }
}
