import Foundation
import Presentation
import Runner

/// The command line of `tutor grade`: its table (every option of docs/architecture.md "Grading") and the options
/// read from it, with a clear error (exit 2) for anything else.
struct GradeOptions {
  static let spec = CommandSpec(
    name: "grade", summary: "grade against every check, hidden ones too",
    options: [
      OptionSpec(
        name: "--workspace", value: .one(placeholder: "DIR", example: "workspace"),
        help: "one learner's workspace, as DIR/LESSON/EXERCISE/ (default: ./workspace)"),
      OptionSpec(
        name: "--submissions", value: .one(placeholder: "DIR", example: "submissions"),
        help: "a folder with one workspace per learner; one report covers them all"),
      OptionSpec(
        name: "--only", value: .one(placeholder: "LESSON[/EXERCISE]", example: "launch/first-screen"), repeatable: true,
        help: "grade only this lesson or exercise (default: every exercise)"),
      OptionSpec(
        name: "--format", value: .choice(ReportFormat.allCases.map(\.rawValue), example: "junit"),
        help: "the report's format (default: text)"),
      OptionSpec(
        name: "--output", value: .one(placeholder: "FILE", example: "report.xml"),
        help: "write the report to FILE (default: standard output)"),
      OptionSpec(
        name: "--jobs", value: .one(placeholder: "N", example: "2"),
        help: "grade N exercises at a time (default: the number of cores)"),
      OptionSpec(
        name: "--shard", value: .one(placeholder: "I/N", example: "1/4"),
        help: "grade the I-th of N equal parts, in a stable order, for a CI matrix; join them with --merge"),
      OptionSpec(
        name: "--timeout", value: .one(placeholder: "SECONDS", example: "20"),
        help: "the time limit of each check (default: 20)"),
      .lessons,
      OptionSpec(name: "--quiet", help: "no progress on standard error"),
      OptionSpec(
        name: "--verbose", help: "a line per exercise, even on a terminal, and the sandbox layers that hold"),
      OptionSpec(
        name: "--merge", value: .list(placeholder: "A.json B.json...", example: "a.json b.json"),
        help: "join the JSON reports of shards into one report, graded nothing again"),
    ],
    exclusive: [["--workspace", "--submissions"], ["--quiet", "--verbose"]],
    alternatives: [
      CommandSpec.Alternative(option: "--merge", alongside: ["--format", "--output"], summary: "join shard reports")
    ],
    details: "Progress goes to standard error, the report to standard output or --output. Exit 0 when everything "
      + "passed, 1 when some check failed, 2 when the grader could not run (bad lessons, bad arguments, no "
      + "toolchain). See docs/classroom.md for CI set-ups.",
    examples: [
      "tutor grade --submissions submissions --format junit --output report.xml",
      "tutor grade --workspace submissions/ada --only launch",
      "tutor grade --submissions submissions --shard 2/4 --format json --output shard-2.json",
      "tutor grade --merge shard-*.json --format text",
    ])

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

  /// The options given to `tutor grade`, their values checked.
  init(_ arguments: ParsedArguments, environment: [String: String]) throws(UsageError) {
    lessonsFolder = arguments.value("--lessons") ?? environment["TUTOR_LESSONS"] ?? LessonsLocation.bundled()
    workspace = arguments.value("--workspace")
    submissionsFolder = arguments.value("--submissions")
    only = arguments.values("--only")
    output = arguments.value("--output")
    merge = arguments.values("--merge")
    quiet = arguments.flag("--quiet")
    verbose = arguments.flag("--verbose")
    if let text = arguments.value("--format") {
      guard let format = ReportFormat(rawValue: text) else { throw Self.invalid("--format", text, "is not a format") }
      self.format = format
    }
    if let text = arguments.value("--jobs") {
      guard let jobs = Int(text), jobs >= 1 else { throw Self.invalid("--jobs", text, "is not a number from 1") }
      self.jobs = jobs
    }
    if let text = arguments.value("--timeout") {
      guard let seconds = Int64(text), seconds >= 1 else {
        throw Self.invalid("--timeout", text, "is not a number of seconds from 1")
      }
      timeout = seconds
    }
    if let text = arguments.value("--shard") {
      let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
      guard parts.count == 2, let index = parts[0], let count = parts[1], count >= 1, index >= 1, index <= count else {
        throw Self.invalid("--shard", text, "is not I/N with 1 ≤ I ≤ N")
      }
      shard = (index, count)
    }
  }

  /// `--jobs 0 is not a number from 1: --jobs 2`.
  private static func invalid(_ option: String, _ value: String, _ reason: String) -> UsageError {
    let example = spec.option(named: option)?.example ?? ""
    return .invalidValue(option: option, value: value, command: spec.name, reason: "\(reason): \(option) \(example)")
  }

  /// The learners: each subfolder of `--submissions`, or the one `--workspace` (default
  /// `workspace`), named by its folder.
  func submissions() -> Result<[Grader.Submission], CommandError> {
    if let folder = submissionsFolder {
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
        return .failure(.unreadableSubmissions(folder: folder))
      }
      let learners = names.filter { name in
        var isFolder: ObjCBool = false
        let path = (folder as NSString).appendingPathComponent(name)
        return !name.hasPrefix(".") && FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
          && isFolder.boolValue
      }.sorted()
      guard !learners.isEmpty else {
        return .failure(.noLearners(folder: folder))
      }
      return .success(
        learners.map { Grader.Submission(name: $0, workspace: (folder as NSString).appendingPathComponent($0)) })
    }
    let path = workspace ?? "workspace"
    guard FileManager.default.fileExists(atPath: path) else {
      return .failure(.noWorkspace(path: path))
    }
    let name = URL(fileURLWithPath: path).standardizedFileURL.lastPathComponent
    return .success([Grader.Submission(name: name, workspace: path)])
  }
}
