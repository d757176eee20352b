import Foundation
import Testing
import TutorTestSupport

@testable import Runner

/// swiftc reads the learner's code, as the grader's user (root included), so it runs under
/// limits of its own (issue 13): a huge literal fails the build instead of taking the machine.
@Suite("Compiler limits", .tags(.spawnsProcess))
struct CompilerLimitsTests {
  @Test("swiftc is started under the compiler's limits: 8 GiB of address space, 300 s of CPU, 1 GiB files")
  func compilerLimits() throws {
    let compiler = AppBuilder.compiler(arguments: ["-version"])
    #expect(compiler.executable == "/usr/bin/env" && compiler.arguments == ["swiftc", "-version"])
    #expect(compiler.limits == .compiler)
    let limits = try #require(compiler.limits)
    #expect(limits.addressSpaceBytes == 8 << 30 && limits.cpuSeconds == 300 && limits.fileSizeBytes == 1 << 30)
    #expect(limits.openFiles == 1024)
  }

  @Test("a program started under them sees them")
  func applied() throws {
    var shell = ChildProcess(executable: "/bin/sh", arguments: ["-c", "ulimit -v; ulimit -t; ulimit -f; ulimit -n"])
    shell.limits = .compiler
    let result = try shell.run(timeout: .seconds(10))
    #expect(result.outcome == .exited(0))
    // ulimit -v counts KiB, -f blocks of 512 bytes.
    #expect(result.standardOutput == "\(8 << 20)\n300\n\((1 << 30) / 512)\n1024\n")
  }
}
