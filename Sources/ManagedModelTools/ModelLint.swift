import CheckLanguage
import LessonKit

/// `tutor lint` for the Core Data models a lesson gives (its ```` ```xml support|starter|solution
/// file=NAME.xcdatamodeld/…/contents ```` blocks): each exercise's models compiled as a build
/// would, without building, and every problem reported at its line in the lesson file.
package enum ModelLint {
  package static func diagnostics(for lesson: Lesson) -> [LessonDiagnostic] {
    var found: [LessonDiagnostic] = []
    for exercise in lesson.exercises {
      for files in [exercise.supports + exercise.solutions, exercise.supports + exercise.starters] {
        let models = files.filter { ModelCompiler.isModelFile($0.name) }
        guard !models.isEmpty else { continue }
        do {
          _ = try ModelCompiler.compile(
            Dictionary(models.map { ($0.name, $0.contents) }, uniquingKeysWith: { a, _ in a }))
        } catch {
          let file = models.first { $0.name == error.path } ?? models.first { $0.name.hasPrefix(error.path) }
          let line = (file?.location.line ?? exercise.location.line) + (error.line ?? 1) - 1
          let diagnostic = LessonDiagnostic(
            .error, file: lesson.file, at: SourceLocation(line: line, column: 1), "\(error.path): \(error.message)",
            fix: "write the model as Xcode saves it: <model> with <entity>, <attribute> and <relationship> elements")
          if !found.contains(diagnostic) { found.append(diagnostic) }
        }
      }
    }
    return found
  }
}
