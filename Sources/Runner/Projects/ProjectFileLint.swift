import CheckLanguage
import Foundation
import LessonKit
import ProjectFiles

/// `tutor lint` for the project files a lesson gives: each property list block (```` ```xml
/// support file=Info.plist ````, any `*.plist`) read as the build reads it, a problem reported at
/// its line in the lesson; and each exercise's Xcode project (```` ```text project ````) read
/// from its `project.pbxproj`, a problem reported at the block with the project file's line; and
/// each storyboard and xib, by InterfaceFileLint.
package enum ProjectFileLint {
  package static func diagnostics(for lesson: Lesson) -> [LessonDiagnostic] {
    var found: [LessonDiagnostic] = []
    for exercise in lesson.exercises {
      for file in exercise.supports + exercise.starters + exercise.solutions where file.name.hasSuffix(".plist") {
        do {
          _ = try PropertyList.read(Data(file.contents.utf8), fileName: file.name)
        } catch {
          let line = file.location.line + (error.location?.line ?? 1) - 1
          let diagnostic = LessonDiagnostic(
            .error, file: lesson.file, at: SourceLocation(line: line, column: 1), "\(file.name): \(error.message)",
            fix: "write the property list as Xcode saves it: <plist><dict> with <key> and a value for each key")
          if !found.contains(diagnostic) { found.append(diagnostic) }
        }
      }
      if let project = exercise.project {
        do {
          _ = try ProjectApp.load(path: project.folder, target: project.target)
        } catch {
          found.append(
            LessonDiagnostic(
              .error, file: lesson.file, at: project.location, "the project \(project.path) cannot be built: \(error)",
              fix: "open the project in Xcode and check that it builds, or name its app target with target: NAME"))
        }
      }
    }
    for diagnostic in InterfaceFileLint.diagnostics(for: lesson) where !found.contains(diagnostic) {
      found.append(diagnostic)
    }
    return found
  }
}
