import CheckLanguage
import Foundation
import LessonKit

/// One of an app's files by its path in the exercise: Swift code, or a resource the app bundle
/// carries (a storyboard, JSON, a property list, a Core Data model — text — or a PNG, which is not).
package struct SourceFile: Equatable, Sendable {
  /// What the file holds: text (all Swift code, most resources) or bytes that are not UTF-8.
  package enum Body: Equatable, Sendable {
    case text(String)
    case binary(Data)
  }

  package var name: String
  package var body: Body

  package init(name: String, contents: String) {
    self.name = name
    body = .text(contents)
  }

  /// A file read as bytes: text when they are UTF-8, else binary.
  package init(name: String, data: Data) {
    self.name = name
    body = String(validating: data, as: UTF8.self).map(Body.text) ?? .binary(data)
  }

  /// The file as text. Only Swift files are read as code, and those are always text; a binary
  /// resource reads with replacement characters.
  package var contents: String {
    switch body {
    case .text(let text): text
    case .binary(let data): String(decoding: data, as: UTF8.self)
    }
  }

  /// The file's bytes, as the app bundle carries them.
  package var data: Data {
    switch body {
    case .text(let text): Data(text.utf8)
    case .binary(let data): data
    }
  }
}

/// Code the lesson contributes to an app, with where it is written in the lesson file, so the
/// compiler's messages about it point there and are never blamed on the learner.
package struct LessonCode: Equatable, Sendable {
  package var name: String
  package var contents: String
  /// The lesson file and the line of the code's first line in it.
  package var lessonFile: String
  package var line: Int

  package init(name: String, contents: String, lessonFile: String, line: Int) {
    self.name = name
    self.contents = contents
    self.lessonFile = lessonFile
    self.line = line
  }
}

/// Everything compiled into one exercise's app: the learner's files, the lesson's support files
/// and Swift checks, and the controllers checks launch by class name.
package struct AppSources: Equatable, Sendable {
  package var learnerFiles: [SourceFile]
  package var supportFiles: [LessonCode] = []
  /// Swift checks by their number among the exercise's checks.
  package var swiftChecks: [Int: LessonCode] = [:]
  package var hosts: [String] = []
  /// The product the app is built as: a lesson's `App`, or a project target's.
  package var product: AppProduct = .lessonApp

  package init(
    learnerFiles: [SourceFile], supportFiles: [LessonCode] = [], swiftChecks: [Int: LessonCode] = [:],
    hosts: [String] = [], product: AppProduct = .lessonApp
  ) {
    self.learnerFiles = learnerFiles
    self.supportFiles = supportFiles
    self.swiftChecks = swiftChecks
    self.hosts = hosts
    self.product = product
  }

  /// The app for `exercise` of the lesson in `lessonFile`, with `learnerFiles` as the learner's
  /// code (their workspace, or the starter or solution when proving a lesson). Hidden Swift
  /// checks are compiled in too; which checks run is the caller's choice.
  package init(exercise: Exercise, lessonFile: String, learnerFiles: [SourceFile]) {
    self.learnerFiles = learnerFiles
    supportFiles = exercise.supports.map {
      LessonCode(name: $0.name, contents: $0.contents, lessonFile: lessonFile, line: $0.location.line)
    }
    for (number, check) in exercise.checks.enumerated() {
      guard case .swift(let body) = check.body else { continue }
      swiftChecks[number] = LessonCode(
        name: check.title, contents: body, lessonFile: lessonFile, line: check.location.line + 1)
    }
    hosts = Self.hosts(in: exercise)
  }

  /// The learner's copies of the exercise's starter files in `workspace`
  /// (`WORKSPACE/LESSON/EXERCISE/NAME`), read as WorkspaceFile reads them, or the first problem:
  /// a missing file, a link, a file too large, Swift code that is not UTF-8 text.
  package static func workspaceFiles(of exercise: Exercise, lessonID: String, workspace: String) -> Result<
    [SourceFile], WorkspaceFile.Problem
  > {
    let folder = (workspace as NSString).appendingPathComponent("\(lessonID)/\(exercise.id)")
    var files: [SourceFile] = []
    var size = 0
    for starter in exercise.starters {
      // Swift code must be text; a resource may be anything (a PNG the learner drew).
      let read =
        GeneratedSupport.isSwift(starter.name)
        ? WorkspaceFile.read(name: starter.name, folder: folder, workspace: workspace).map {
          SourceFile(name: starter.name, contents: $0)
        }
        : WorkspaceFile.readBytes(name: starter.name, folder: folder, workspace: workspace).map {
          SourceFile(name: starter.name, data: $0)
        }
      switch read {
      case .success(let file):
        size += file.data.count
        guard size <= WorkspaceFile.exerciseLimit else { return .failure(.exerciseTooLarge(size: size)) }
        files.append(file)
      case .failure(let problem): return .failure(problem)
      }
    }
    return .success(files)
  }

  /// The files of `exercise` as the learner would have them: `files` (starters or solutions).
  package static func files(_ files: [ExerciseFile]) -> [SourceFile] {
    files.map { SourceFile(name: $0.name, contents: $0.contents) }
  }

  /// What a plain `launch` starts for `exercise`: its `host:` (`Class` or `Class in navigation`,
  /// parsed by LessonKit), or nil for the learner's own app delegate.
  package static func defaultLaunch(for exercise: Exercise) -> CheckStep.LaunchTarget? {
    exercise.host.map { .host($0) }
  }

  /// How `tutor run` and the shell's `run` start the exercise's app: as a plain `launch` when
  /// the exercise has a `host:` or the learner's code has an entry point, else as its first
  /// visible check launches it.
  package static func initialLaunch(for exercise: Exercise, learnerFiles: [SourceFile]) -> CheckStep.LaunchTarget {
    if defaultLaunch(for: exercise) != nil || GeneratedSupport.hasEntryPoint(learnerFiles) { return .app }
    for check in exercise.checks where !check.isHidden {
      guard case .steps(let steps) = check.body else { continue }
      for step in steps {
        if case .launch(let target) = step.action { return target }
      }
    }
    return .app
  }

  /// The controller classes an exercise's checks launch by name, and its `host:`.
  package static func hosts(in exercise: Exercise) -> [String] {
    var names: [String] = []
    if case .host(let host)? = defaultLaunch(for: exercise) { names.append(host.className) }
    for check in exercise.checks {
      guard case .steps(let steps) = check.body else { continue }
      for step in steps {
        switch step.action {
        case .launch(.host(let host)): names.append(host.className)
        case .launch(.tabs(let tabs)): names += tabs.map(\.className)
        default: break
        }
      }
    }
    return names
  }
}
