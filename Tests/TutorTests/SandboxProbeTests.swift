import Foundation
import Runner
import Testing
import TutorTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// docs/architecture.md "The sandbox", issue 13: a class graded with `tutor grade --jobs 2` where
/// most learners attack — other learners' files and apps, the report, the lessons, the grader's
/// environment, process and pipes, the host's sockets, the machine's processes, the driver's
/// verdicts — and two honest learners keep full marks. Each probe is judged from the victim's
/// side. A probe whose layer this kernel lacks is skipped with the reason printed.
@Suite("tutor grade — a class with attackers", .serialized)
struct SandboxProbeTests {
  static let lessons = TestPaths.fixture("SandboxLessons")
  static let environmentCanary = "ENV-CANARY-5d2e"

  /// A class folder, listeners for the socket probes, and the grade run.
  final class AttackedClass {
    let root: URL
    let submissions: URL
    let probes: SandboxProbes
    let unixListener: Int32
    let tcpListener: Int32

    init() throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-probes-\(UUID().uuidString)")
      submissions = root.appendingPathComponent("submissions")
      try FileManager.default.createDirectory(at: submissions, withIntermediateDirectories: true)
      let socketPath = root.appendingPathComponent("host.sock").path
      unixListener = try Listeners.unix(at: socketPath)
      let (tcp, port) = try Listeners.tcp()
      tcpListener = tcp
      probes = SandboxProbes(
        victimFile: submissions.appendingPathComponent("ada/sandbox/greeting/Probe.swift").path,
        lessonFile: SandboxProbeTests.lessons + "/01-probes.md",
        reportFile: root.appendingPathComponent("report.json").path, unixSocket: socketPath, tcpPort: port)
      let solution = try String(contentsOfFile: probes.lessonFile, encoding: .utf8)
      let honest = try #require(
        solution.components(separatedBy: "```swift solution file=Probe.swift\n").last?
          .components(separatedBy: "```").first)
      try write("ada", honest + "// VICTIM-CANARY-29c1\n")
      try write("bea", honest)
      for attack in probes.attacks.keys { try write("probe-\(attack)", probes.file(for: attack)) }
      try write("probe-forge-swift-check", SandboxProbes.swiftCheckForger)
      try write("probe-entry-shadow", SandboxProbes.entryShadow)
    }

    deinit {
      close(unixListener)
      close(tcpListener)
      try? FileManager.default.removeItem(at: root)
    }

    private func write(_ learner: String, _ contents: String) throws {
      let folder = submissions.appendingPathComponent("\(learner)/sandbox/greeting")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try contents.write(to: folder.appendingPathComponent("Probe.swift"), atomically: true, encoding: .utf8)
    }

    /// Grades the class as JSON into report.json, `prefix` (e.g. setpriv) in front of tutor.
    func grade(prefix: [String] = [], environment extra: [String: String] = [:]) throws -> Int32 {
      var environment = extra
      environment["TUTOR_PROBE_CANARY"] = SandboxProbeTests.environmentCanary
      let run = try runTutor(
        [
          "grade", "--lessons", SandboxProbeTests.lessons, "--submissions", submissions.path, "--jobs", "2",
          "--format", "json", "--output", probes.reportFile,
        ], environment: environment, prefix: prefix, timeout: .seconds(600))
      return run.status
    }

    var report: String { (try? String(contentsOfFile: probes.reportFile, encoding: .utf8)) ?? "" }
  }

  /// Scores by learner, and each learner's printed output joined, from the JSON report.
  private func learners(in report: String) throws -> [String: (score: Double, max: Double, output: String)] {
    let object = try #require(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any], "\(report)")
    var found: [String: (Double, Double, String)] = [:]
    for learner in object["learners"] as? [[String: Any]] ?? [] {
      let exercises = learner["exercises"] as? [[String: Any]] ?? []
      let outputs = exercises.flatMap { ($0["checks"] as? [[String: Any]]) ?? [] }.compactMap {
        $0["output"] as? String
      }
      found[learner["name"] as? String ?? ""] = (
        (learner["score"] as? NSNumber)?.doubleValue ?? -1, (learner["max_score"] as? NSNumber)?.doubleValue ?? -1,
        outputs.joined(separator: "\n")
      )
    }
    return found
  }

  /// Runs the class and checks every probe from the victims' side.
  private func gradeAndJudge(prefix: [String] = [], environment: [String: String] = [:], owner: uid_t? = nil) throws {
    let attacked = try AttackedClass()
    if let owner { try Listeners.give(attacked.root, to: owner) }
    let victimBefore = try String(contentsOfFile: attacked.probes.victimFile, encoding: .utf8)
    let status = try attacked.grade(prefix: prefix, environment: environment)
    Thread.sleep(forTimeInterval: 3)  // what a daemon would do after the grader exits
    let report = attacked.report
    #expect(status == 1, "some learners fail, and the grader ran to the end: \(report.prefix(2000))")
    let learners = try learners(in: report)
    let support = SandboxSupport.probe()

    // Honest learners keep full marks while the others attack (graded two at a time).
    for honest in ["ada", "bea"] {
      let result = try #require(learners[honest], "\(honest) is in the report")
      #expect(result.score == result.max && result.max > 0, "\(honest) scored \(result.score) of \(result.max)")
    }
    #expect(try String(contentsOfFile: attacked.probes.victimFile, encoding: .utf8) == victimBefore)
    var victimStatus = stat()
    #expect(lstat(attacked.probes.victimFile, &victimStatus) == 0 && victimStatus.st_uid == (owner ?? getuid()))
    #expect(
      FileManager.default.fileExists(atPath: attacked.probes.victimFolder), "a container's removal went through a link")
    #expect(!report.contains("FORGED-REPORT"), "a daemon edited the report after the grader exited")
    #expect(!report.contains(SandboxProbeTests.environmentCanary), "the grader's environment reached a report")
    #expect(Listeners.accepted(attacked.unixListener) == 0, "an app reached the host's Unix socket")
    #expect(Listeners.accepted(attacked.tcpListener) == 0, "an app reached the host's loopback")
    // A forged reply or Swift-check result fails the forger's check instead of passing it.
    for forger in ["probe-forge-launch", "probe-forge-swift-check"] {
      let result = try #require(learners[forger])
      #expect(result.score < result.max, "\(forger) scored \(result.score) of \(result.max)")
    }

    let blockedBy: [(probe: String, layer: Bool, reason: String)] = [
      ("read-lesson", support.landlockABI > 0, "Landlock"), ("read-other", support.landlockABI > 0, "Landlock"),
      ("replace-binary", support.landlockABI > 0, "Landlock"), ("write-other", support.landlockABI > 0, "Landlock"),
      ("environ", support.landlockABI > 0, "Landlock"), ("signal", support.seccomp, "seccomp"),
      ("ptrace", support.seccomp, "seccomp"), ("daemon", support.seccomp, "seccomp"),
      ("setsid", support.seccomp, "seccomp"),
      ("unix-socket", support.seccomp, "seccomp"), ("tcp", support.seccomp || support.networkNamespace, "seccomp"),
      ("fork-bomb", support.seccomp, "seccomp"), ("pipes", true, ""), ("output-swap", true, ""),
      ("ipc", support.seccomp, "seccomp"), ("prlimit-parent", support.seccomp, "seccomp"), ("entry-shadow", true, ""),
    ]
    let outputs = learners.values.map(\.output).joined(separator: "\n")
    for (probe, layer, reason) in blockedBy {
      guard layer else {
        print("SandboxProbeTests: probe \(probe) not judged: this kernel offers no \(reason)")
        continue
      }
      #expect(outputs.contains("probe \(probe): blocked"), "probe \(probe) was not blocked: \(outputs.prefix(3000))")
      #expect(!outputs.contains("probe \(probe): OPEN"))
    }
    #expect(!report.contains("SOLUTION-CANARY-7f3a"), "a lesson's solution reached a report")
    #expect(!report.contains("VICTIM-CANARY-29c1"), "another learner's code reached a report")
  }

  @Test("as the user running the tests (root in CI): every probe blocked, honest learners unharmed")
  func asThisUser() throws {
    try gradeAndJudge()
  }

  @Test("as an unprivileged user: every probe blocked, honest learners unharmed")
  func asUnprivilegedUser() throws {
    guard getuid() == 0 else {
      try gradeAndJudge()  // the tests already run unprivileged
      return
    }
    let tutor = TestPaths.tutor
    let unreachable = Confinement.unreachable([tutor.path, SandboxProbeTests.lessons + "/01-probes.md"])
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), unreachable.isEmpty else {
      print(
        "SandboxProbeTests: not run as an unprivileged user: setpriv is missing or \(unreachable) is closed to others")
      return
    }
    let nobody: uid_t = 65534
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-nobody-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    try Listeners.give(home, to: nobody)
    try gradeAndJudge(
      prefix: ["/usr/bin/setpriv", "--reuid=\(nobody)", "--regid=\(nobody)", "--clear-groups"],
      environment: ["HOME": home.path, "XDG_CACHE_HOME": home.path + "/cache", "XDG_STATE_HOME": home.path + "/state"],
      owner: nobody)
  }
}
