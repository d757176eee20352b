import Foundation
import Runner
import Testing
import TutorTestSupport

/// `tutor doctor` and `tutor grade --verbose` say which layers of the sandbox hold on this
/// machine (issue 13), as the kernel answers the runner's own probe.
@Suite("tutor doctor")
struct DoctorTests {
  @Test("lists the runtime, the cache and each layer, marked as this kernel offers it; exit 0")
  func layers() throws {
    let run = try runTutor(["doctor", "--no-color"])
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    let support = SandboxSupport.probe()
    #expect(run.stdout.contains("✓ runtime: "))
    #expect(run.stdout.contains("Sandbox of app processes on this machine:\n"))
    #expect(run.stdout.contains("  ✓ resource limits: "))
    #expect(
      run.stdout.contains(support.landlockABI > 0 ? "  ✓ Landlock ABI \(support.landlockABI): " : "  ✗ Landlock: "))
    #expect(run.stdout.contains(support.seccomp ? "  ✓ seccomp: " : "  ✗ seccomp: "))
    #expect(run.stdout.contains(support.networkNamespace ? "  ✓ network namespace: " : "  ✗ network namespace: "))
  }

  @Test("doctor takes no arguments")
  func arguments() throws {
    let run = try runTutor(["doctor", "now"])
    #expect(run.status == 2)
  }

  @Test("grade --verbose names the layers before it grades")
  func gradeVerbose() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-verbose-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try runTutor([
      "grade", "--lessons", GradeTests.lessons, "--workspace", folder.path, "--verbose", "--format", "json",
    ])
    #expect(run.stderr.hasPrefix("sandbox: ✓ resource limits, "), "\(run.stderr)")
    #expect(run.stderr.contains("(tutor doctor)\n"))
  }
}
