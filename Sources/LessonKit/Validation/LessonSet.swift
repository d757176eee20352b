import CheckLanguage
import Foundation

/// The lessons found at some paths (files, or folders of `NN-id.md` files and `NN-id/lesson.md`
/// folders), parsed and checked together: ids are unique and `requires` names known lessons.
package struct LessonSet: Sendable {
  package var lessons: [Lesson]
  package var diagnostics: [LessonDiagnostic]

  /// Loads every lesson under `paths`, in order (`order:` first, then file name).
  package static func load(paths: [String], fileManager: FileManager = .default) -> LessonSet {
    var diagnostics: [LessonDiagnostic] = []
    var files: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        diagnostics.append(
          LessonDiagnostic(
            .error, file: path, at: SourceLocation(line: 1, column: 1), "no such file or folder",
            fix: "give the path of a lesson file or of a folder of lessons"))
        continue
      }
      let found = isDirectory.boolValue ? lessonFiles(in: path, fileManager: fileManager) : [path]
      if found.isEmpty {
        diagnostics.append(
          LessonDiagnostic(
            .error, file: path, at: SourceLocation(line: 1, column: 1), "no lessons in this folder",
            fix: "add NN-id.md lesson files, or create one with `tutor new LESSON-ID`"))
      }
      files += found
    }
    var lessons: [Lesson] = []
    for file in files {
      guard let data = fileManager.contents(atPath: file), let source = String(data: data, encoding: .utf8) else {
        diagnostics.append(
          LessonDiagnostic(
            .error, file: file, at: SourceLocation(line: 1, column: 1), "cannot be read as UTF-8 text",
            fix: "save the lesson as UTF-8 Markdown"))
        continue
      }
      let (lesson, lessonDiagnostics) = LessonParser.parse(source: source, file: file)
      diagnostics += lessonDiagnostics
      if let lesson { lessons.append(lesson) }
    }
    diagnostics += crossLessonDiagnostics(lessons, alsoKnown: siblingIDs(of: paths, excluding: files, fileManager))
    lessons.sort { ($0.order ?? Int.max, $0.file) < ($1.order ?? Int.max, $1.file) }
    return LessonSet(lessons: lessons, diagnostics: diagnostics)
  }

  /// `NN-id.md` files and `NN-id/lesson.md` files directly inside `folder`, by name.
  static func lessonFiles(in folder: String, fileManager: FileManager) -> [String] {
    let names = (try? fileManager.contentsOfDirectory(atPath: folder)) ?? []
    return names.sorted().compactMap { name in
      let path = (folder as NSString).appendingPathComponent(name)
      if name.hasSuffix(".md"), name != "README.md" { return path }
      let nested = (path as NSString).appendingPathComponent("lesson.md")
      return fileManager.fileExists(atPath: nested) ? nested : nil
    }
  }

  /// The ids of the lessons beside the lesson files named one by one (`tutor lint Lessons/06-storage.md`),
  /// so that a single lesson's `requires` may name the lessons of its own folder.
  private static func siblingIDs(of paths: [String], excluding files: [String], _ fileManager: FileManager) -> Set<
    String
  > {
    var ids: Set<String> = []
    for path in paths where path.hasSuffix(".md") {
      let folder = (path as NSString).deletingLastPathComponent
      for sibling in lessonFiles(in: folder.isEmpty ? "." : folder, fileManager: fileManager)
      where !files.contains(sibling) && !files.contains((sibling as NSString).standardizingPath) {
        guard let data = fileManager.contents(atPath: sibling), let source = String(data: data, encoding: .utf8),
          let lesson = LessonParser.parse(source: source, file: sibling).0
        else { continue }
        ids.insert(lesson.id)
      }
    }
    return ids
  }

  private static func crossLessonDiagnostics(_ lessons: [Lesson], alsoKnown: Set<String>) -> [LessonDiagnostic] {
    var diagnostics: [LessonDiagnostic] = []
    var firstFile: [String: String] = [:]
    for lesson in lessons {
      if let other = firstFile[lesson.id] {
        diagnostics.append(
          LessonDiagnostic(
            .error, file: lesson.file, at: SourceLocation(line: 1, column: 1),
            "the lesson id \"\(lesson.id)\" is also used by \(other)", fix: "give each lesson its own id"))
      } else {
        firstFile[lesson.id] = lesson.file
      }
    }
    for lesson in lessons {
      for required in lesson.requires where firstFile[required] == nil && !alsoKnown.contains(required) {
        diagnostics.append(
          LessonDiagnostic(
            .error, file: lesson.file, at: SourceLocation(line: 1, column: 1),
            "requires names no lesson: \"\(required)\"",
            fix: "use the id of a lesson in this set (\(firstFile.keys.sorted().joined(separator: ", ")))"))
      }
    }
    return diagnostics
  }
}
