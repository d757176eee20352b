import Foundation
import Testing
import TutorTestSupport

/// The built `tutor` binary on mistaken command lines: the message on standard error, the way
/// forward, exit 2.
@Suite("tutor — usage errors end to end")
struct UsageEndToEndTests {
  @Test("an unknown option of grade: the nearest option and grade's help, exit 2")
  func unknownOption() throws {
    let run = try runTutor(["grade", "--quite"])
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr
        == "tutor: unknown option --quite for grade; did you mean --quiet?\nRun `tutor grade --help` for usage.\n")
    let help = try runTutor(["grade", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("  --quiet "))
  }
}
