import Foundation

/// Compiler errors in the learner's terms: their file name and line, the source line with a
/// caret under the column, the first few errors only. Errors in the lesson's own code (support
/// files, Swift checks) are shown as the lesson's, at its file and line; errors in the code the
/// runner generates are explained by what the learner's code lacks.
package struct CompilerDiagnostics: Equatable, Sendable {
  package struct Diagnostic: Equatable, Sendable {
    package var file: String
    package var line: Int
    package var column: Int
    package var message: String
  }

  /// A declaration of the learner's that code generated after their file's last line is about
  /// (InterfaceRegistration): an error in that code is reported at the declaration.
  package struct GeneratedDeclaration: Equatable, Sendable {
    package var line: Int
    package var column: Int
    /// `the outlet timeLeftLabel of ViewController`.
    package var description: String
  }

  /// Errors in the learner's files.
  package var errors: [Diagnostic]
  /// Errors in the lesson's support files and Swift checks (named by the lesson file).
  package var lessonErrors: [Diagnostic]
  /// What the generated code could not find in the learner's code, e.g. a class a check launches.
  package var missing: [String]

  package var isEmpty: Bool { errors.isEmpty && lessonErrors.isEmpty && missing.isEmpty }

  /// Reads swiftc's output; `learnerFiles` maps the paths it was given to the learner's files,
  /// `generatedFile` is the path of the runner's generated file; `appended` gives, by path and
  /// line, the declaration each line generated after a learner's file is about.
  package init(
    compilerOutput: String, learnerFiles: [String: SourceFile], generatedFile: String = "",
    appended: [String: [Int: GeneratedDeclaration]] = [:]
  ) {
    var errors: [Diagnostic] = []
    var generatedErrors: [Diagnostic] = []
    var lessonErrors: [Diagnostic] = []
    var missing: [String] = []
    for line in compilerOutput.split(separator: "\n") {
      let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
      guard parts.count == 5, parts[3].trimmingCharacters(in: .whitespaces) == "error",
        let lineNumber = Int(parts[1]), let column = Int(parts[2])
      else { continue }
      let path = String(parts[0])
      let message = parts[4].trimmingCharacters(in: .whitespaces)
      if let file = learnerFiles[path], let generated = appended[path],
        lineNumber > InterfaceRegistration.lineCount(of: file.contents)
      {
        // The generated code's internals are never shown: the error is the declaration's.
        if let declaration = generated[lineNumber] {
          let detail = message.contains("_tutor") ? "" : ": \(message)"
          generatedErrors.append(
            Diagnostic(
              file: file.name, line: declaration.line, column: declaration.column,
              message: "Interface Builder cannot connect \(declaration.description)\(detail)"))
        } else {
          missing.append("Tutor could not connect the outlets and actions of \(file.name).")
        }
      } else if let file = learnerFiles[path] {
        errors.append(Diagnostic(file: file.name, line: lineNumber, column: column, message: message))
      } else if path == generatedFile {
        missing.append(Self.explainGenerated(message))
      } else {
        lessonErrors.append(Diagnostic(file: path, line: lineNumber, column: column, message: message))
      }
    }
    // An error of the learner's at the declaration itself is the one that matters.
    let learnerLines = Set(errors.map { "\($0.file):\($0.line)" })
    errors += generatedErrors.filter { !learnerLines.contains("\($0.file):\($0.line)") }
    let originals = learnerFiles.values.reduce(into: [:]) { $0[$1.name] = $1.contents }
    self.errors = Self.unique(SelectorDiagnostics.retell(errors, sources: originals))
    self.lessonErrors = Self.unique(lessonErrors)
    var seen: Set<String> = []
    self.missing = missing.filter { seen.insert($0).inserted }
    self.sources = learnerFiles.values.reduce(into: [:]) { $0[$1.name] = $1.contents }
  }

  /// Errors found in the learner's files before compiling them (LearnerCodeRules), shown as
  /// the compiler's are.
  package init(learnerErrors: [Diagnostic], learnerFiles: [SourceFile]) {
    errors = learnerErrors
    lessonErrors = []
    missing = []
    sources = learnerFiles.reduce(into: [:]) { $0[$1.name] = $1.contents }
  }

  private let sources: [String: String]

  /// `EggTimer.swift:12:9: error: …`, the line, a caret; at most `limit` errors. The learner's
  /// own errors come first; the lesson's are shown only when theirs are fixed.
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
    guard errors.isEmpty else { return lines.joined(separator: "\n") }
    lines += missing
    if !lessonErrors.isEmpty {
      lines.append("The lesson's own code (a support file or a Swift check) does not compile with yours:")
      for error in lessonErrors.prefix(limit) {
        lines.append("\(error.file):\(error.line):\(error.column): error: \(error.message)")
      }
      if lessonErrors.count > limit { lines.append("… and \(lessonErrors.count - limit) more error(s)") }
    }
    return lines.joined(separator: "\n")
  }

  /// The generated file only names the controllers checks launch; its errors mean one is missing
  /// or is not a view controller.
  private static func explainGenerated(_ message: String) -> String {
    let quoted = message.split(separator: "'", omittingEmptySubsequences: false)
    if message.hasPrefix("cannot find"), quoted.count >= 3 {
      return
        "The checks launch \(quoted[1]), but your code has no class of that name; keep the name the exercise gives."
    }
    if message.contains("UIViewController"), quoted.count >= 3 {
      return "The checks launch \(quoted[1]) as a screen, so it must be a subclass of UIViewController."
    }
    return "The checks cannot use your code: \(message)"
  }

  private static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    var seen: Set<String> = []
    return diagnostics.filter { seen.insert("\($0.file):\($0.line):\($0.column):\($0.message)").inserted }
  }

  package static func == (lhs: CompilerDiagnostics, rhs: CompilerDiagnostics) -> Bool {
    lhs.errors == rhs.errors && lhs.lessonErrors == rhs.lessonErrors && lhs.missing == rhs.missing
  }
}
