/// What app code may not do although Swift would let it, because the learner's code, the
/// lesson's Swift checks and the app host are compiled into one module and run in one process:
///
/// - import Tutor's own modules (AppHost, DriverProtocol, …: their `.swiftmodule`s sit in the
///   folder the app is compiled against), which would reach the driver's and the checks'
///   internals; UIKit, CoreData, WebKit, SafariServices and the toolchain's modules (Foundation,
///   Dispatch, Glibc…) are the app's to import;
/// - use names starting with `_tutor` (in any case), which belong to the code Tutor generates and
///   to the runtime's entry points for it, so a learner cannot shadow or call them;
/// - bind functions by symbol name (`@_silgen_name`, `@_cdecl`, `@_extern`) or place code in
///   sections (`@_section`, `@_used`): the easy ways to call the runtime's internals (the driver's
///   token, the checks' recorder) or to run before the app host. No book or template uses them;
/// - move the compiler's idea of where code is (`#sourceLocation`), which would blame compiler
///   errors and crash reports on other lines, or on the lesson's files. No book uses it either.
///
/// Only code is read — comments and string literals are skipped, the code interpolated into a
/// string is read (SwiftLexer) — and every
/// spelling of an import counts: attributes and access levels before it, `import struct M.X`,
/// `import M.Sub`, comments between the words. Findings read as the compiler's errors, at the
/// learner's file, line and column. The lesson's own files (support files, checks) are not
/// subject to these rules.
struct LearnerCodeRules {
  /// The package's targets other than the ones app code imports (appModules).
  static let tutorModules: Set<String> = [
    "AppHost", "DriverProtocol", "CAppSandbox", "CRuntimeSupport", "FoundationOriginals", "ManagedModelFile",
    "SQLiteDatabase", "CSQLite", "Runner", "CheckLanguage", "LessonKit", "Shell", "CMark", "CEditLine",
    "CProcessSpawn", "tutor", "WebPage", "CLibXML2",
  ]
  /// The runtime's modules that are the app's: what `import UIKit`, `import CoreData`,
  /// `import WebKit` and `import SafariServices` give on iOS.
  static let appModules: Set<String> = ["UIKit", "CoreData", "WebKit", "SafariServices"]
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
  /// all of them but appModules are internal, as are the package's own targets.
  init(builtModules: Set<String> = []) {
    internalModules = Self.tutorModules.union(builtModules).subtracting(Self.appModules)
  }

  /// Every breach of the rules in `file`, in order.
  func violations(in file: SourceFile) -> [CompilerDiagnostics.Diagnostic] {
    let tokens = SwiftLexer.tokens(in: file.contents).filter(\.isSignificant)
    var found: [CompilerDiagnostics.Diagnostic] = []
    func report(_ token: SwiftLexer.Token, _ message: String) {
      found.append(
        CompilerDiagnostics.Diagnostic(
          file: file.name, line: token.line, column: token.column + (token.isBackticked ? 1 : 0), message: message))
    }
    for (index, token) in tokens.enumerated() {
      if token.isWord("import"), index == 0 || tokens[index - 1].text != ".",
        let module = SwiftLexer.importedModule(after: index, in: tokens), internalModules.contains(module.name)
      {
        report(module, "no such module '\(module.name)' (Tutor's own modules cannot be imported by app code)")
      }
      // `@name`, or `@` and the name apart (which Swift 5 mode accepts with a warning).
      let attribute =
        token.kind == .attribute
        ? String(token.text.dropFirst())
        : token.text == "@" && index + 1 < tokens.count && tokens[index + 1].isName ? tokens[index + 1].name : nil
      if let attribute, let why = Self.forbiddenAttribute(attribute) {
        report(token, "'@\(attribute)' is not available to app code \(why)")
      }
      let pound =
        token.kind == .poundKeyword
        ? String(token.text.dropFirst())
        : token.text == "#" && index + 1 < tokens.count && tokens[index + 1].isName ? tokens[index + 1].name : nil
      if pound == "sourceLocation" {
        report(
          token,
          "'#sourceLocation' is not available to app code (it would show compiler errors and crashes "
            + "at other lines than yours)")
      }
      let name = token.kind == .attribute || token.kind == .poundKeyword ? String(token.text.dropFirst()) : token.name
      if token.kind != .string, token.kind != .regex, token.kind != .number,
        name.lowercased().hasPrefix(Self.reservedPrefix)
      {
        report(
          token,
          "'\(name)' is reserved: names starting with \(Self.reservedPrefix) belong to the code Tutor generates")
      }
    }
    return found
  }
}
