import Foundation
import Testing
import TutorTestSupport

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

  @Test("every sandbox limit of docs/architecture.md is set on the child: CPU, memory, file size, files, processes")
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

/// issue 13 "Spawning done right": what a child starts with.
@Suite("ChildProcess — a clean start", .tags(.spawnsProcess))
struct CleanStartTests {
  private func shell(_ script: String, input: Data = Data()) throws -> ProcessResult {
    try ChildProcess(executable: "/bin/bash", arguments: ["-c", script]).run(input: input, timeout: .seconds(20))
  }

  @Test("a large input is written while the output is read (no deadlock on full pipes)")
  func largeInputAndOutput() throws {
    let input = Data(repeating: UInt8(ascii: "x"), count: 4 << 20)
    let result = try shell("cat", input: input)
    #expect(result.outcome == .exited(0))
    #expect(result.standardOutput.utf8.count == 1 << 20)  // the capture limit; the rest was drained
    #expect(result.outputWasTruncated)
  }

  @Test("the child has descriptors 0, 1 and 2 only, even while other threads spawn")
  func onlyItsOwnDescriptors() throws {
    let results = Locked<[String]>([])
    DispatchQueue.concurrentPerform(iterations: 16) { _ in
      let listed = (try? shell("ls /proc/self/fd | tr '\\n' ' '"))?.standardOutput ?? "failed"
      results.withLock { $0.append(listed) }
    }
    #expect(Set(results.withLock { $0 }) == ["0 1 2 3 "])  // 3: the folder ls is reading
  }

  @Test("no signal is ignored or blocked in the child (the runner ignores SIGPIPE)")
  func defaultSignals() throws {
    signal(SIGPIPE, SIG_IGN)
    let result = try shell("grep -E '^Sig(Ign|Blk)' /proc/$$/status")
    #expect(result.standardOutput == "SigBlk:\t0000000000000000\nSigIgn:\t0000000000000000\n")
  }

  @Test("limits are in force from the child's first instruction")
  func limitsBeforeExec() throws {
    var process = ChildProcess(executable: "/bin/bash", arguments: ["-c", "ulimit -n; ulimit -f; ulimit -c"])
    process.limits = .appProcess
    let result = try process.run(timeout: .seconds(10))
    #expect(result.standardOutput == "256\n65536\n0\n")  // ulimit -f counts KiB
  }
}
