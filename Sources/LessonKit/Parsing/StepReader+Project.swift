import CheckLanguage
import Foundation
import ProjectFiles

extension StepReader {
  /// The project of a ```` ```text project path=Examples/Weather ```` block at `start`: the path is
  /// relative to the lesson file's folder and must be a folder holding an `.xcodeproj` (or the
  /// `.xcodeproj` itself); a `target: NAME` line in the block chooses the app target. Whether
  /// the project reads and builds is `tutor lint --run`'s to prove.
  func readProject(
    _ fence: FenceInfo, text: String, at start: SourceLocation, into diagnostics: inout [LessonDiagnostic]
  ) -> ExerciseProject? {
    guard let path = fence.values["path"], !path.isEmpty else {
      diagnostics.append(
        LessonDiagnostic(
          .error, file: file, at: start, "a project block needs the project folder's path",
          fix: "write the info string as ```text project path=Examples/Weather"))
      return nil
    }
    let lessonFolder = (file as NSString).deletingLastPathComponent
    let folder =
      path.hasPrefix("/")
      ? path
      : ((lessonFolder as NSString).appendingPathComponent(path) as NSString)
        .standardizingPath
    guard XcodeProject.isProjectFolder(folder) else {
      diagnostics.append(
        LessonDiagnostic(
          .error, file: file, at: start, "\(path) is not an Xcode project folder beside the lesson",
          fix: "give the path, from the lesson's folder, of a folder holding an .xcodeproj"))
      return nil
    }
    var target: String?
    for line in text.split(separator: "\n") where line.hasPrefix("target:") {
      target = line.dropFirst("target:".count).trimmingCharacters(in: .whitespaces)
    }
    return ExerciseProject(path: path, folder: folder, target: target, location: start)
  }
}
