import CheckLanguage
import Foundation
import LessonKit
import Runner

/// `LESSON[/EXERCISE]` on the command line, resolved against the lessons, and the learner's
/// files for an exercise in the workspace (`WORKSPACE/LESSON/EXERCISE/NAME.swift`).
struct ExerciseSelection {
  var lesson: Lesson
  var exercises: [Exercise]
  /// The lesson's lint errors, when it has any: its exercises must not be checked or run.
  var broken: BrokenLesson?

  /// Finds the lesson and its exercises (all of them, or the one named) and the lesson's lint
  /// errors; an unknown name is an error listing the known ones.
  static func resolve(_ target: String, lessonsFolder: String) -> Result<ExerciseSelection, CommandError> {
    let parts = target.split(separator: "/", maxSplits: 1).map(String.init)
    let set = LessonSet.load(paths: [lessonsFolder])
    guard let name = parts.first, let lesson = set.lessons.first(where: { $0.id == name }) else {
      return .failure(.noLesson(parts.first ?? target, folder: lessonsFolder, known: set.lessons.map(\.id)))
    }
    let exercises = parts.count == 2 ? lesson.exercises.filter { $0.id == parts[1] } : lesson.exercises
    guard !exercises.isEmpty else {
      let asked = parts.count == 2 ? parts[1] : ""
      return .failure(.noExercise(asked, lesson: lesson))
    }
    return .success(
      ExerciseSelection(
        lesson: lesson, exercises: exercises, broken: BrokenLesson.find(lesson, in: set.diagnostics)))
  }

  /// `lesson L has no exercise "x"; did you mean L/y? (exercises: …)`, for the shell and the command line.
  static func noExercise(_ asked: String, in lesson: Lesson) -> String {
    let ids = lesson.exercises.map(\.id)
    let nearest = DidYouMean.nearest(to: asked, among: ids)
    return "lesson \(lesson.id) has no exercise \"\(asked)\""
      + (nearest.map { "; did you mean \(lesson.id)/\($0)?" } ?? "") + " (exercises: \(ids.joined(separator: ", ")))"
  }
}
