/// What app code may not do although Swift would let it, because the learner's code, the
/// lesson's Swift checks and the app host are compiled into one module and run in one process:
///
/// - import Tutor's own modules (AppHost, DriverProtocol, …: their `.swiftmodule`s sit in the
///   folder the app is compiled against), which would reach the driver's and the checks'
///   internals; UIKit, CoreData and the toolchain's modules (Foundation, Dispatch, Glibc…) are the
///   app's to import;
/// - use names starting with `_tutor` (in any case), which belong to the code Tutor generates and
///   to the runtime's entry points for it, so a learner cannot shadow or call them;
/// - bind functions by symbol name (`@_silgen_name`, `@_cdecl`, `@_extern`) or place code in
///   sections (`@_section`, `@_used`): the easy ways to call the runtime's internals (the driver's
///   token, the checks' recorder) or to run before the app host. No book or template uses them;
/// - move the compiler's idea of where code is (`#sourceLocation`), which would blame compiler
///   errors and crash reports on other lines, or on the lesson's files. No book uses it either.
///
/// Only code is read — comments and string literals are skipped, the code interpolated into a
/// string is read (SwiftTextScanner) — and every
/// spelling of an import counts: attributes and access levels before it, `import struct M.X`,
/// `import M.Sub`, comments between the words. Findings read as the compiler's errors, at the
/// learner's file, line and column. The lesson's own files (support files, checks) are not
/// subject to these rules.
struct LearnerCodeRules {
  /// The package's targets other than the two app code imports (UIKit and CoreData).
  static let tutorModules: Set<String> = [
    "AppHost", "DriverProtocol", "CAppSandbox", "CRuntimeSupport", "FoundationOriginals", "ManagedModelFile",
    "SQLiteDatabase", "CSQLite", "Runner", "CheckLanguage", "LessonKit", "Shell", "CMark", "CEditLine",
    "CProcessSpawn", "tutor",
  ]
  /// The runtime's modules that are the app's: what `import UIKit` and `import CoreData` give on iOS.
  static let appModules: Set<String> = ["UIKit", "CoreData"]
  /// The prefix of the names the generated code and the runtime's entry points for it use.
  static let reservedPrefix = "_tutor"
  /// Attributes that bind symbols by name or place code in sections.
  static let symbolAttributes: Set<String> = ["_silgen_name", "_cdecl", "_extern", "_section", "_used"]
  /// Attributes that open a module's internals to an import (`@testable import UIKit` would reach
  /// the runtime's driver).
  static let internalsAttributes: Set<String> = ["testable", "_private", "_spi"]

  /// Why attribute `name` is refused in app code (the end of the error), or nil when it is allowed.
  static func forbiddenAttribute(_ name: String) -> String? {
    if symbolAttributes.contains(name) { return "(it reaches code by its symbol name, around UIKit's API)" }
    if internalsAttributes.contains(name) { return "(it opens a module's internals); import modules as they are" }
    return nil
  }

  /// The modules app code may not import.
  var internalModules: Set<String>

  /// Rules for an app built against modules named `builtModules` (the runtime's Modules folder):
  /// all of them but UIKit and CoreData are internal, as are the package's own targets.
  init(builtModules: Set<String> = []) {
    internalModules = Self.tutorModules.union(builtModules).subtracting(Self.appModules)
  }

  /// Every breach of the rules in `file`, in order.
  func violations(in file: SourceFile) -> [CompilerDiagnostics.Diagnostic] {
    let tokens = SwiftToken.tokens(in: file.contents)
    var found: [CompilerDiagnostics.Diagnostic] = []
    for (index, token) in tokens.enumerated() {
      if token.isKeyword("import"), index == 0 || tokens[index - 1].text != ".",
        let module = Self.importedModule(after: index, in: tokens), internalModules.contains(module.text)
      {
        found.append(
          CompilerDiagnostics.Diagnostic(
            file: file.name, line: module.line, column: module.column,
            message: "no such module '\(module.text)' (Tutor's own modules cannot be imported by app code)"))
      }
      if token.isIdentifier, index > 0, tokens[index - 1].text == "@", let why = Self.forbiddenAttribute(token.text) {
        found.append(
          CompilerDiagnostics.Diagnostic(
            file: file.name, line: token.line, column: token.column - 1,
            message: "'@\(token.text)' is not available to app code \(why)"))
      }
      if token.isKeyword("sourceLocation"), index > 0, tokens[index - 1].text == "#" {
        found.append(
          CompilerDiagnostics.Diagnostic(
            file: file.name, line: token.line, column: token.column - 1,
            message: "'#sourceLocation' is not available to app code (it would show compiler errors and crashes "
              + "at other lines than yours)"))
      }
      if token.isIdentifier, token.text.lowercased().hasPrefix(Self.reservedPrefix) {
        found.append(
          CompilerDiagnostics.Diagnostic(
            file: file.name, line: token.line, column: token.column,
            message: "'\(token.text)' is reserved: names starting with \(Self.reservedPrefix) belong to the code "
              + "Tutor generates"))
      }
    }
    return found
  }

  /// The first component of the module path an `import` at `index` names: `import M`,
  /// `import M.Sub`, `import struct M.Type`.
  private static func importedModule(after index: Int, in tokens: [SwiftToken]) -> SwiftToken? {
    let kinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]
    var next = index + 1
    if next + 1 < tokens.count, kinds.contains(tokens[next].text), !tokens[next].isBackticked,
      tokens[next + 1].isIdentifier
    {
      next += 1
    }
    guard next < tokens.count, tokens[next].isIdentifier else { return nil }
    return tokens[next]
  }
}

/// A word or a punctuation mark of Swift code, where it starts (line and column from 1); the
/// text of comments and string literals yields none.
struct SwiftToken: Equatable {
  var text: String
  var isIdentifier: Bool
  /// Written between backticks (`` `import` ``): a name, never a keyword.
  var isBackticked = false
  var line: Int
  var column: Int

  func isKeyword(_ keyword: String) -> Bool { isIdentifier && !isBackticked && text == keyword }

  static func tokens(in source: String) -> [SwiftToken] {
    var scanner = SwiftTextScanner(Array(source.unicodeScalars))
    var tokens: [SwiftToken] = []
    var line = 1
    var column = 1
    func advance(over scalar: Unicode.Scalar) {
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    while let region = scanner.nextRegion() {
      guard case .code(let code) = region else {
        if case .verbatim(let text) = region { text.forEach(advance(over:)) }
        continue
      }
      var index = 0
      while index < code.count {
        let scalar = code[index]
        let (start, startColumn) = (index, column)
        if isIdentifierStart(scalar) || scalar == "`" || isDigit(scalar) {
          let backticked = scalar == "`"
          index += 1
          while index < code.count, isIdentifierPart(code[index]) { index += 1 }
          if backticked, index < code.count, code[index] == "`" { index += 1 }
          let word = code[start..<index].filter { $0 != "`" }
          tokens.append(
            SwiftToken(
              text: String(String.UnicodeScalarView(word)), isIdentifier: !isDigit(scalar),
              isBackticked: backticked, line: line, column: startColumn + (backticked ? 1 : 0)))
          code[start..<index].forEach(advance(over:))
          continue
        }
        if !scalar.properties.isWhitespace {
          tokens.append(SwiftToken(text: String(scalar), isIdentifier: false, line: line, column: column))
        }
        advance(over: scalar)
        index += 1
      }
    }
    return tokens
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

  private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isXIDStart
  }

  private static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isXIDContinue
  }
}
