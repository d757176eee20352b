import Testing

@testable import Runner

/// What app code may not do although Swift allows it (LearnerCodeRules): import Tutor's own
/// modules, in any spelling, or use the names reserved for the code Tutor generates. Comments and
/// strings are not code.
@Suite("Learner code rules")
struct LearnerCodeRulesTests {
  private static let rules = LearnerCodeRules(builtModules: ["UIKit", "CoreData", "AppHost", "EggTimer"])

  private static func violations(_ code: String) -> [CompilerDiagnostics.Diagnostic] {
    rules.violations(in: SourceFile(name: "Hack.swift", contents: code))
  }

  @Test(
    "an import of one of Tutor's modules is an error at the module's name, however it is spelled",
    arguments: [
      ("import DriverProtocol", "DriverProtocol", 1, 8),
      ("@testable import AppHost", "AppHost", 1, 18),
      ("@_implementationOnly import CSQLite", "CSQLite", 1, 29),
      ("internal import AppHost", "AppHost", 1, 17),
      ("@_exported public import Runner", "Runner", 1, 26),
      ("@preconcurrency @_spi(Driver) import AppHost", "AppHost", 1, 38),
      ("import struct AppHost.AppHostMain", "AppHost", 1, 15),
      ("import func AppHost.expect", "AppHost", 1, 13),
      ("import AppHost.Sub", "AppHost", 1, 8),
      ("import /* the host */ AppHost", "AppHost", 1, 23),
      ("import // the host\n  AppHost", "AppHost", 2, 3),
      ("import `AppHost`", "AppHost", 1, 9),
      ("import UIKit\n\nimport FoundationOriginals", "FoundationOriginals", 3, 8),
      ("import EggTimer", "EggTimer", 1, 8),
    ])
  func forbiddenImport(code: String, module: String, line: Int, column: Int) {
    // (An attribute opening internals, as @testable, is a second error of its own.)
    #expect(
      Self.violations(code).filter { $0.message.hasPrefix("no such module") } == [
        CompilerDiagnostics.Diagnostic(
          file: "Hack.swift", line: line, column: column,
          message: "no such module '\(module)' (Tutor's own modules cannot be imported by app code)")
      ])
  }

  @Test(
    "an import that opens a module's internals is an error, UIKit's too",
    arguments: ["@testable import UIKit", "@_private(sourceFile: \"x\") import UIKit", "@_spi(Driver) import CoreData"])
  func internalsImport(code: String) {
    let found = Self.violations(code)
    #expect(found.count == 1 && found[0].column == 1, "\(found)")
    #expect(found.first?.message.contains("is not available to app code (it opens a module's internals)") == true)
  }

  @Test(
    "the app's modules, and imports inside comments and strings, are allowed",
    arguments: [
      "import UIKit", "import CoreData", "@preconcurrency import Dispatch", "import Foundation\nimport Glibc",
      "import struct Foundation.Date", "import Observation", "// import AppHost", "/* import /* nested */ AppHost */",
      #"let hint = "import AppHost""#, "let text = \"\"\"\nimport DriverProtocol\n\"\"\"",
      ##"let raw = #"import AppHost"#"##, "let value = thing.import(AppHost)", "let `import` = 1",
    ])
  func allowedImport(code: String) {
    #expect(Self.violations(code).isEmpty)
  }

  @Test(
    "names starting with _tutor, in any case, are reserved for the generated code",
    arguments: [
      ("func _tutorRegisterSwiftCheck(_ n: Int) {}", "_tutorRegisterSwiftCheck", 1, 6),
      ("enum Fake { static let x = 1 }\nlet _TutorRecord = 1", "_TutorRecord", 2, 5),
      ("let `_tutorRecord` = 1", "_tutorRecord", 1, 6),
      ("_tutorRegisterSwiftCheck(0) {}", "_tutorRegisterSwiftCheck", 1, 1),
    ])
  func reservedName(code: String, name: String, line: Int, column: Int) {
    #expect(
      Self.violations(code) == [
        CompilerDiagnostics.Diagnostic(
          file: "Hack.swift", line: line, column: column,
          message: "'\(name)' is reserved: names starting with _tutor belong to the code Tutor generates")
      ])
  }

  @Test("names that merely contain tutor, and _tutor in comments and strings, are fine")
  func unreservedNames() {
    #expect(Self.violations("let tutor = 1\nlet my_tutorial = 2 // _tutorX\nprint(\"_tutor\")").isEmpty)
  }

  /// Each hides `import AppHost` (or a reserved name) from a scanner that treats string
  /// literals as opaque, or ends a literal where the compiler does not (issue 13).
  @Test(
    "code inside an interpolation, or after a literal only the compiler reads right, is read",
    arguments: [
      (#"let q = "\("\"")"; import AppHost"#, "no such module 'AppHost'"),
      (#"let q = "\("x")"; import AppHost"#, "no such module 'AppHost'"),
      (#"let s = "\(1 /* " */)"; import AppHost"#, "no such module 'AppHost'"),
      (#"let s = "\( "\( "\("x")" )" )"; import AppHost"#, "no such module 'AppHost'"),
      (##"let s = #"\#("\"")"#; import AppHost"##, "no such module 'AppHost'"),
      (##"let s = #"\#("\"#")"#; import AppHost"##, "no such module 'AppHost'"),
      (##"let s = #"""#; import AppHost"##, "no such module 'AppHost'"),
      ("let s = \"\"\"\n  \\(\"\"\"\n    a\n    \"\"\" + _tutorSecret)\n  \"\"\"", "'_tutorSecret' is reserved"),
      ("// a note\rimport AppHost", "no such module 'AppHost'"),
      (##"let r = #/"/#; import AppHost"##, "no such module 'AppHost'"),
      (#"let `a"b` = 1; import AppHost; let `c"d` = 2"#, "no such module 'AppHost'"),
      (#"let s = "\(_tutorRecord)""#, "'_tutorRecord' is reserved"),
      (#"let s = "\({ @_silgen_name("getenv") func f() {} }())""#, "'@_silgen_name' is not available"),
      (#"#sourceLocation(file: "Other.swift", line: 1)"#, "'#sourceLocation' is not available"),
    ])
  func hiddenInLiterals(code: String, message: String) {
    #expect(Self.violations(code).contains { $0.message.hasPrefix(message) })
  }

  @Test(
    "interpolations whose literal parts name forbidden things are fine",
    arguments: [
      #"let value = 1; print("import AppHost \(value)")"#,
      ##"let s = "\(a) \("import AppHost") \(#"_tutor"#)""##,
      ##"let s = #"\(import AppHost)"#"##,
      #"let s = "\\(import AppHost)""#,
      "let s = \"\"\"\n  \\(x) import AppHost\n  \"\"\"",
      ##"let r = #/import AppHost/#"##,
      #"let s = "\( "a" + /* import AppHost */ "b" )""#,
      "let s = \"\"\"\n  \\(x // import AppHost\n  )\n  \"\"\"",
      "let `import AppHost` = 1",
      ##"let s = #"""#; let t = "_tutor""##,
      ##"let r = #/a\/#import AppHost/#"##,
      ##"let line = #line; let here = "#sourceLocation""##,
    ])
  func benignInterpolation(code: String) {
    #expect(Self.violations(code).isEmpty)
  }

  @Test("#sourceLocation is an error at its #, as the compiler's would be")
  func sourceLocation() {
    #expect(
      Self.violations("let a = 1\n  #sourceLocation(file: \"Other.swift\", line: 1)") == [
        CompilerDiagnostics.Diagnostic(
          file: "Hack.swift", line: 2, column: 3,
          message: "'#sourceLocation' is not available to app code (it would show compiler errors and crashes at "
            + "other lines than yours)")
      ])
  }

  @Test("the runtime's modules are internal except UIKit and CoreData")
  func internalModules() {
    #expect(Self.rules.internalModules.contains("EggTimer"))
    #expect(Self.rules.internalModules.isSuperset(of: ["AppHost", "DriverProtocol", "CRuntimeSupport", "Shell"]))
    #expect(!Self.rules.internalModules.contains("UIKit") && !Self.rules.internalModules.contains("CoreData"))
  }

  @Test("a rule's error reads as the compiler's: the learner's file and line, the source and a caret")
  func rendered() {
    let file = SourceFile(name: "Hack.swift", contents: "import UIKit\n// fine\nimport DriverProtocol\n")
    let diagnostics = CompilerDiagnostics(learnerErrors: Self.rules.violations(in: file), learnerFiles: [file])
    #expect(
      diagnostics.rendered() == """
        Hack.swift:3:8: error: no such module 'DriverProtocol' (Tutor's own modules cannot be imported by app code)
            import DriverProtocol
                   ^
        """)
  }
}
