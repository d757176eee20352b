import CheckLanguage
import Foundation
import InterfaceFiles
import InterfaceModel
import LessonKit
import ProjectFiles

/// `tutor lint` for the storyboards and xibs a lesson gives (interface-files.md "For authors"):
/// each ```` ```xml support|starter|solution file=…/NAME.storyboard ```` (or `.xib`) block read
/// and checked as the build compiles it, every problem reported at its line in the lesson; a
/// `customClass` that no Swift block of the exercise declares; and a storyboard the exercise's
/// Info.plist names (`UIMainStoryboardFile`, a scene's `UISceneStoryboardFile`) that the
/// exercise does not have.
package enum InterfaceFileLint {
  package static func diagnostics(for lesson: Lesson) -> [LessonDiagnostic] {
    var found: [LessonDiagnostic] = []
    func add(_ diagnostic: LessonDiagnostic) {
      if !found.contains(diagnostic) { found.append(diagnostic) }
    }
    for exercise in lesson.exercises {
      let files = exercise.supports + exercise.starters + exercise.solutions
      let declared = Set(files.filter { $0.name.hasSuffix(".swift") }.flatMap { declaredClasses(in: $0.contents) })
      for file in files where InterfaceFile.isInterfaceFile(file.name) {
        func at(_ line: Int?) -> SourceLocation {
          SourceLocation(line: file.location.line + (line ?? 1) - 1, column: 1)
        }
        let document: InterfaceDocument
        do {
          document = try InterfaceXMLReader.read(Data(file.contents.utf8), fileName: file.name)
        } catch {
          add(
            LessonDiagnostic(.error, file: lesson.file, at: at(error.line), "\(file.name): \(error.message)", fix: fix))
          continue
        }
        for problem in InterfaceDocumentValidator.problems(in: document) {
          add(
            LessonDiagnostic(
              .error, file: lesson.file, at: at(problem.line), "\(file.name): \(problem.message)", fix: fix))
        }
        for element in document.root.allElements {
          guard let name = element["customClass"], !isFrameworkClass(name), !declared.contains(name) else { continue }
          add(
            LessonDiagnostic(
              .warning, file: lesson.file, at: at(element.line),
              "\(file.name): the \(element.name) has custom class \(name), which no Swift file of the exercise "
                + "declares; at run time UIKit logs \"Unknown class \(name) in Interface Builder file.\" "
                + "and makes a plain \(element.name)",
              fix: "declare class \(name) in the exercise's Swift files, or correct customClass=\"\(name)\""))
        }
      }
      if exercise.project == nil {
        for diagnostic in missingStoryboards(files: files, lessonFile: lesson.file) { add(diagnostic) }
      }
    }
    return found
  }

  private static let fix =
    "interface files are written by Xcode: make the change in Interface Builder and paste the file again"

  /// The storyboards the exercise's Info.plist names that no block of the exercise gives.
  private static func missingStoryboards(files: [ExerciseFile], lessonFile: String)
    -> [LessonDiagnostic]
  {
    let storyboards = Set(
      files.map { $0.name.split(separator: "/").last.map(String.init) ?? $0.name }.filter {
        $0.hasSuffix(".storyboard")
      })
    var found: [LessonDiagnostic] = []
    for plistFile in files where plistFile.name == "Info.plist" {
      // A property list that does not read is ProjectFileLint's to report.
      guard let plist = try? PropertyList.read(Data(plistFile.contents.utf8), fileName: plistFile.name) else {
        continue
      }
      for (key, value) in storyboardNames(in: plist) {
        guard let name = value.string, !name.contains("$("), !storyboards.contains("\(name).storyboard") else {
          continue
        }
        let line = plistFile.location.line + (value.line ?? 1) - 1
        found.append(
          LessonDiagnostic(
            .error, file: lessonFile, at: SourceLocation(line: line, column: 1),
            "Info.plist names the storyboard \"\(name)\" (\(key)), but the exercise has no \(name).storyboard; "
              + "at launch UIKit would stop with \"Could not find a storyboard named '\(name)'\"",
            fix: "add the storyboard as a block (```xml support file=Base.lproj/\(name).storyboard), "
              + "or remove \(key) from the Info.plist"))
      }
    }
    return found
  }

  /// `UIMainStoryboardFile` and each application scene configuration's `UISceneStoryboardFile`.
  private static func storyboardNames(in plist: PropertyList) -> [(key: String, value: PropertyList)] {
    var names: [(String, PropertyList)] = []
    if let main = plist["UIMainStoryboardFile"] { names.append(("UIMainStoryboardFile", main)) }
    let configurations =
      plist["UIApplicationSceneManifest"]?["UISceneConfigurations"]?["UIWindowSceneSessionRoleApplication"]?.array ?? []
    for configuration in configurations {
      if let scene = configuration["UISceneStoryboardFile"] { names.append(("UISceneStoryboardFile", scene)) }
    }
    return names
  }

  /// The names of the classes `source` declares (`class Name`, `final class Name: Base`), read
  /// simply: a `class` keyword followed by a name. `class func` and `class var` are not classes.
  package static func declaredClasses(in source: String) -> [String] {
    let keywords: Set<String> = [
      "func", "var", "let", "subscript", "override", "final", "public", "private", "internal", "open", "fileprivate",
      "static", "convenience", "required",
    ]
    return source.matches(of: #/\bclass\s+([A-Za-z_][A-Za-z0-9_]*)/#).map { String($0.output.1) }.filter {
      !keywords.contains($0)
    }
  }

  /// Whether a custom class is one of Apple's (a `UITableViewCell`, the first responder's
  /// `UIResponder`): the runtime's, not the exercise's to declare.
  private static func isFrameworkClass(_ name: String) -> Bool {
    ["UI", "NS", "MK", "WK", "AV"].contains { name.hasPrefix($0) }
  }
}
