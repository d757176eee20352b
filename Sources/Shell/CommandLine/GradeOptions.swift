import CheckLanguage
import Foundation
import Presentation
import Runner

/// The command line of `tutor grade`, checked: every option of docs/architecture.md "Grading", with a clear error
/// (exit 2) for anything else.
struct GradeOptions {
  var lessonsFolder: String
  var workspace: String?
  var submissionsFolder: String?
  var only: [String] = []
  var format = ReportFormat.text
  var output: String?
  var jobs = ProcessInfo.processInfo.activeProcessorCount
  var shard = (index: 1, count: 1)
  var timeout: Int64 = 20
  var merge: [String] = []
  /// `--quiet`: no progress; `--verbose`: a line per exercise even on a terminal.
  var quiet = false
  var verbose = false

  static func parse(_ arguments: [String], environment: [String: String]) -> Result<GradeOptions, CommandOutcome> {
    var options = GradeOptions(lessonsFolder: environment["TUTOR_LESSONS"] ?? LessonsLocation.bundled())
    var index = 0
    func value(_ option: String, _ example: String) -> Result<String, CommandOutcome> {
      guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") else {
        return .failure(.usageError("\(option) needs a value: \(option) \(example)"))
      }
      index += 1
      return .success(arguments[index])
    }
    while index < arguments.count {
      let argument = arguments[index]
      var result: Result<String, CommandOutcome> = .success("")
      switch argument {
      case "--lessons":
        result = value(argument, "DIR").map {
          options.lessonsFolder = $0; return $0
        }
      case "--workspace":
        result = value(argument, "DIR").map {
          options.workspace = $0; return $0
        }
      case "--submissions":
        result = value(argument, "DIR").map {
          options.submissionsFolder = $0; return $0
        }
      case "--only":
        result = value(argument, "launch/first-screen").map {
          options.only.append($0); return $0
        }
      case "--output":
        result = value(argument, "report.xml").map {
          options.output = $0; return $0
        }
      case "--format":
        result = value(argument, "junit").flatMap { text in
          guard let format = ReportFormat(rawValue: text) else {
            let names = ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")
            return .failure(.usageError("unknown format \(text); formats: \(names)"))
          }
          options.format = format
          return .success(text)
        }
      case "--jobs":
        result = value(argument, "2").flatMap { text in
          guard let jobs = Int(text), jobs >= 1 else {
            return .failure(.usageError("--jobs takes a number from 1: --jobs 2"))
          }
          options.jobs = jobs
          return .success(text)
        }
      case "--timeout":
        result = value(argument, "20").flatMap { text in
          guard let seconds = Int64(text), seconds >= 1 else {
            return .failure(.usageError("--timeout takes seconds from 1: --timeout 20"))
          }
          options.timeout = seconds
          return .success(text)
        }
      case "--shard":
        result = value(argument, "1/4").flatMap { text in
          let parts = text.split(separator: "/").compactMap { Int($0) }
          guard parts.count == 2, parts[1] >= 1, parts[0] >= 1, parts[0] <= parts[1] else {
            return .failure(.usageError("--shard takes I/N with 1 ≤ I ≤ N: --shard 2/4"))
          }
          options.shard = (parts[0], parts[1])
          return .success(text)
        }
      case "--quiet": options.quiet = true
      case "--verbose": options.verbose = true
      case "--merge":
        while index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") {
          index += 1
          options.merge.append(arguments[index])
        }
        if options.merge.isEmpty {
          result = .failure(.usageError("--merge needs shard reports: --merge a.json b.json"))
        }
      default:
        let known = [
          "--lessons", "--workspace", "--submissions", "--only", "--format", "--output", "--jobs", "--shard",
          "--timeout", "--merge", "--quiet", "--verbose",
        ]
        let hint = DidYouMean.nearest(to: argument, among: known).map { "; did you mean \($0)?" } ?? ""
        result = .failure(.usageError("unknown argument \(argument) for grade\(hint)"))
      }
      if case .failure(let outcome) = result { return .failure(outcome) }
      index += 1
    }
    if options.workspace != nil, options.submissionsFolder != nil {
      return .failure(.usageError("grade one --workspace or a --submissions folder, not both"))
    }
    return .success(options)
  }

  /// The learners: each subfolder of `--submissions`, or the one `--workspace` (default
  /// `workspace`), named by its folder.
  func submissions() -> Result<[Grader.Submission], CommandOutcome> {
    if let folder = submissionsFolder {
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
        return .failure(CommandOutcome(standardError: "tutor grade: cannot read the folder \(folder)\n", exitCode: 2))
      }
      let learners = names.filter { name in
        var isFolder: ObjCBool = false
        let path = (folder as NSString).appendingPathComponent(name)
        return !name.hasPrefix(".") && FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
          && isFolder.boolValue
      }.sorted()
      guard !learners.isEmpty else {
        return .failure(
          CommandOutcome(standardError: "tutor grade: \(folder) has no learner folders to grade\n", exitCode: 2))
      }
      return .success(
        learners.map { Grader.Submission(name: $0, workspace: (folder as NSString).appendingPathComponent($0)) })
    }
    let path = workspace ?? "workspace"
    guard FileManager.default.fileExists(atPath: path) else {
      return .failure(CommandOutcome(standardError: "tutor grade: there is no workspace at \(path)\n", exitCode: 2))
    }
    let name = URL(fileURLWithPath: path).standardizedFileURL.lastPathComponent
    return .success([Grader.Submission(name: name, workspace: path)])
  }
}
