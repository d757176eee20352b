import Foundation
import ManagedModelTools

/// The Swift file the runner adds to every app: host registrations, the lesson's Swift checks
/// (each a function whose lines keep their lesson-file line numbers through `#sourceLocation`),
/// and, when the learner's code has no entry point of its own, one that starts the app host.
enum GeneratedSupport {
  static let fileName = "TutorSupport.swift"

  /// The types UIKit declares again (on the virtual clock) under Foundation's and Dispatch's names.
  static let shadowedNames = [
    "Timer", "RunLoop", "DispatchQueue", "DispatchTime", "DispatchGroup", "DispatchSemaphore", "DispatchWorkItem",
    "UserDefaults", "FileManager",
    // FoundationNetworking's, which learner code does not import: UIKit's run on the virtual network.
    "URLSession", "URLSessionConfiguration", "URLSessionTask", "URLSessionDataTask", "URLSessionDelegate",
    "URLSessionTaskDelegate", "URLSessionDataDelegate", "URLRequest", "URLResponse", "HTTPURLResponse",
  ]

  /// Whether a file says `import Foundation` or `import Dispatch` (with any attribute before it).
  static func importsFoundationDirectly(_ files: [SourceFile]) -> Bool {
    imports(["Foundation", "Dispatch"], in: files)
  }

  /// Whether a file imports one of `modules` (with any attribute before `import`).
  static func imports(_ modules: Set<String>, in files: [SourceFile]) -> Bool {
    files.contains { file in
      let tokens = SwiftLexer.tokens(in: file.contents).filter(\.isSignificant)
      return tokens.indices.contains { index in
        tokens[index].isWord("import") && (index == 0 || tokens[index - 1].text != ".")
          && SwiftLexer.importedModule(after: index, in: tokens).map { modules.contains($0.name) } == true
      }
    }
  }

  /// The types CoreData declares again under Foundation's names.
  static let coreDataNames = ["NSPredicate", "NSCompoundPredicate", "NSSortDescriptor"]

  /// Whether the files give the app its entry point: a `main.swift`, or `@main` or
  /// `@UIApplicationMain` in code (not in a comment or a string).
  static func hasEntryPoint(_ files: [SourceFile]) -> Bool {
    files.contains { file in
      isSwift(file.name)
        && ((file.name as NSString).lastPathComponent == "main.swift"
          || SwiftLexer.tokens(in: file.contents).contains {
            $0.kind == .attribute && ($0.text == "@main" || $0.text == "@UIApplicationMain")
          })
    }
  }

  /// The names of the classes `sources` declare (`class Item: NSManagedObject`).
  static func declaredClasses(in sources: [String]) -> Set<String> {
    var names: Set<String> = []
    for source in sources {
      let tokens = SwiftLexer.tokens(in: source).filter(\.isSignificant)
      for (index, token) in tokens.enumerated().dropLast() where token.isWord("class") {
        if tokens[index + 1].kind == .identifier { names.insert(tokens[index + 1].name) }
      }
    }
    return names
  }

  /// Whether a file is Swift code (anything else is a resource of the app: a Core Data model,
  /// JSON, a property list, an image).
  static func isSwift(_ name: String) -> Bool { name.hasSuffix(".swift") }

  /// The Core Data model files among the app's files (`NAME.xcdatamodeld/…`) by path, the
  /// learner's over the lesson's: they are compiled into the app's code, as Xcode generates
  /// their classes, so they are part of the executable's build key; every other resource is
  /// laid out in the app bundle (AppBundle).
  static func modelFiles(of sources: AppSources) -> [String: String] {
    var models: [String: String] = [:]
    for file in sources.supportFiles where ModelCompiler.isModelFile(file.name) { models[file.name] = file.contents }
    for file in sources.learnerFiles where ModelCompiler.isModelFile(file.name) { models[file.name] = file.contents }
    return models
  }

  /// The generated file for `sources`, whose models compiled to `compiled` (each `NAME.momd` is
  /// registered, as Core Data reads it, and its classes generated).
  static func contents(for sources: AppSources, models compiled: ModelCompiler.Compiled) -> String {
    let hosts = Set(sources.hosts).sorted().map { "    _tutorRegisterHostController(\"\($0)\") { \($0)() }" }
    let swiftTexts =
      sources.learnerFiles.filter { isSwift($0.name) }.map(\.contents)
      + sources.supportFiles.filter { isSwift($0.name) }.map(\.contents)
    let interfaces = swiftTexts.enumerated().compactMap { file, contents in
      let found = InterfaceRegistration.declarations(in: contents)
      return found.outlets.isEmpty && found.actions.isEmpty
        ? nil : "    MainActor.assumeIsolated { \(InterfaceRegistration.functionName(file: file))() }"
    }
    let checks = sources.swiftChecks.keys.sorted().map {
      "    _tutorRegisterSwiftCheck(\($0), _tutorSwiftCheck\($0))"
    }
    let registeredResources = compiled.resources.keys.sorted().map { path in
      "    _tutorRegisterResource(\(stringLiteral(path)), \(stringLiteral(compiled.resources[path] ?? "")))"
    }
    let learnerSwift = sources.learnerFiles.filter { isSwift($0.name) }
    let usesCoreData = !compiled.models.isEmpty || imports(["CoreData"], in: learnerSwift)
    let declared = declaredClasses(
      in: learnerSwift.map(\.contents) + sources.supportFiles.filter { isSwift($0.name) }.map(\.contents))
    let generated = ManagedObjectCodegen.source(for: compiled.models, declaredClasses: declared)
    // The learner's code is in this module and may declare any name but `_tutor…`
    // (LearnerCodeRules), so what the registrations and the checks rely on is named `_tutor…`.
    var text = """
      // Generated by Tutor: registers the app's compiled Core Data models, the controllers checks
      // launch by name, the outlets and actions of the learner's files, the Swift checks and the Core Data classes, and generates the classes Xcode would.
      import AppHost
      import UIKit\(usesCoreData ? "\nimport CoreData" : "")

      @_cdecl("tutor_register_host_controllers")
      public func _tutorRegisterGeneratedCode() {
      \((registeredResources + generated.registrations + hosts + interfaces + checks).joined(separator: "\n"))
      }

      /// `#selector` of a method no action has the shape of, or of a property (SourceLowering):
      /// a selector known by its name, the reference checked by the compiler.
      func _tutorSelector<Reference>(_ reference: Reference, _ name: String) -> Selector { Selector(name) }

      /// NSLog prints to the app's console, as in Xcode (Foundation's writes to standard error here).
      func NSLog(_ format: String, _ args: CVarArg...) { _tutorNSLog(format, args) }

      """
    if importsFoundationDirectly(learnerSwift) || usesCoreData {
      text += """

        // The learner's code imports Foundation (or Dispatch, or CoreData, which brings
        // Foundation) beside UIKit, which makes these names ambiguous; in this module they mean
        // UIKit's, on the virtual clock, as they do when UIKit is the only import.
        \(shadowedNames.map { "typealias \($0) = UIKit.\($0)" }.joined(separator: "\n"))

        """
    }
    if usesCoreData {
      text += """

        // Foundation on Linux declares these too, without Core Data's behaviour.
        \(coreDataNames.map { "typealias \($0) = CoreData.\($0)" }.joined(separator: "\n"))
        \(generated.declarations)
        """
    }
    for (number, check) in sources.swiftChecks.sorted(by: { $0.key < $1.key }) {
      text += swiftCheck(number, check)
    }
    // A lesson may give the entry point itself (an app delegate with @main in a support file).
    let supportSwift = sources.supportFiles.filter { isSwift($0.name) }.map {
      SourceFile(name: $0.name, contents: $0.contents)
    }
    if !hasEntryPoint(sources.learnerFiles + supportSwift) {
      text += """

        @main
        enum _TutorAppEntry {
          static func main() {
            _tutorRunAppHost()
          }
        }

        """
    }
    return text
  }

  /// Swift check `number` as a function of the expectation recorder AppHost passes it. Its
  /// `expect` is a local function — a local declaration shadows any the learner's code makes at
  /// the top level — forwarding to the recorder, a parameter, which nothing outside can shadow.
  /// The author's lines keep their lesson-file line numbers.
  static func swiftCheck(_ number: Int, _ check: LessonCode) -> String {
    """

    @MainActor
    func _tutorSwiftCheck\(number)(_ _tutorRecord: @escaping @MainActor (Bool, String, String, Int) -> Void) throws {
      func expect(
        _ condition: @autoclosure () throws -> Bool, _ message: String, file: String = #filePath, line: Int = #line
      ) rethrows {
        _tutorRecord(try condition(), message, file, line)
      }
    #sourceLocation(file: \(stringLiteral(check.lessonFile)), line: \(check.line))
    \(check.contents)
    #sourceLocation()
    }

    """
  }

  /// A lesson's support file, its lines numbered as in the lesson.
  static func contents(of support: LessonCode) -> String {
    "#sourceLocation(file: \(stringLiteral(support.lessonFile)), line: \(support.line))\n\(support.contents)"
  }

  /// `text` as a Swift string literal, any character included.
  static func stringLiteral(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": literal += "\\\\"
      case "\"": literal += "\\\""
      case "\n": literal += "\\n"
      case "\r": literal += "\\r"
      case "\t": literal += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          literal += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          literal.unicodeScalars.append(scalar)
        }
      }
    }
    return literal + "\""
  }
}
