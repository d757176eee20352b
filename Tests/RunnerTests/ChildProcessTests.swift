import Foundation
import Testing

@testable import Runner

/// Child processes: outcomes are modelled (exit status, signal, time limit), output is captured
/// separately, and a time limit kills the whole process group.
@Suite("ChildProcess", .tags(.spawnsProcess))
struct ChildProcessTests {
  private func shell(_ script: String, timeout: Duration = .seconds(10), input: String = "") throws -> ProcessResult {
    try ChildProcess(executable: "/bin/sh", arguments: ["-c", script]).run(input: Data(input.utf8), timeout: timeout)
  }

  @Test("an exit status is reported as exited")
  func exitStatus() throws {
    let result = try shell("echo out; echo err >&2; exit 3")
    #expect(result.outcome == .exited(3))
    #expect(result.standardOutput == "out\n")
    #expect(result.standardError == "err\n")
  }

  @Test("a crash is reported with its signal")
  func signal() throws {
    let result = try shell("kill -SEGV $$")
    #expect(result.outcome == .signalled(11))
    #expect(result.outcome.description == "ended by signal 11 (SIGSEGV)")
  }

  @Test("input reaches the program's standard input")
  func input() throws {
    let result = try shell("read line; echo \"got $line\"", input: "hello\n")
    #expect(result.standardOutput == "got hello\n")
  }

  @Test("a program past its limit is stopped, with everything it started")
  func timeLimit() throws {
    let marker = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString)").path
    let result = try shell("(sleep 1; touch \(marker)) & sleep 30", timeout: .milliseconds(300))
    #expect(result.outcome == .timedOut)
    #expect(result.duration < .seconds(5))
    Thread.sleep(forTimeInterval: 1.5)
    #expect(!FileManager.default.fileExists(atPath: marker))  // the background job was killed too
  }

  @Test("output beyond the capture limit is dropped and said so")
  func captureLimit() throws {
    var process = ChildProcess(executable: "/bin/sh", arguments: ["-c", "yes | head -c 100000"])
    process.captureLimit = 1000
    let result = try process.run(timeout: .seconds(10))
    #expect(result.standardOutput.utf8.count == 1000)
    #expect(result.outputWasTruncated)
  }

  @Test("a missing program is a clear error")
  func missingProgram() {
    #expect(throws: RunnerError.self) {
      try ChildProcess(executable: "/no/such/program").run(timeout: .seconds(1))
    }
  }
}

extension Tag {
  @Tag static var spawnsProcess: Self
}

/// Resource limits stop a memory hog: its allocation fails instead of taking the machine's memory.
@Suite("Resource limits", .tags(.spawnsProcess))
struct ResourceLimitTests {
  @Test("an allocation beyond the address-space limit fails")
  func memoryHog() throws {
    var hog = ChildProcess(
      executable: "/usr/bin/env", arguments: ["python3", "-c", "import time; time.sleep(0.2); bytearray(2 * 1024**3)"])
    hog.limits = ResourceLimits()  // 1 GiB of address space
    let result = try hog.run(timeout: .seconds(20))
    #expect(result.outcome == .exited(1))
    #expect(result.standardError.contains("MemoryError"))
  }

  @Test("every limit of grading.md is set on the child: CPU, address space, file size, open files, processes")
  func limitsApplied() throws {
    // The limits are set right after the child starts; a moment later its children inherit them.
    var child = ChildProcess(executable: "/bin/sh", arguments: ["-c", "sleep 0.2; cat /proc/self/limits"])
    child.limits = ResourceLimits()
    let result = try child.run(timeout: .seconds(10))
    let limits = result.standardOutput
    for (name, value) in [
      ("Max cpu time", "30"), ("Max address space", "\(1 << 30)"), ("Max file size", "\(64 << 20)"),
      ("Max open files", "256"), ("Max processes", "4096"),
    ] {
      let line = limits.split(separator: "\n").first { $0.hasPrefix(name) }.map(String.init) ?? ""
      #expect(line.split(separator: " ", omittingEmptySubsequences: true).contains { $0 == value }, "\(name): \(line)")
    }
  }

  @Test("the child starts in the given working directory")
  func workingDirectory() throws {
    var child = ChildProcess(executable: "/bin/pwd")
    child.workingDirectory = "/usr/lib"
    #expect(try child.run(timeout: .seconds(5)).standardOutput == "/usr/lib\n")
  }
}
