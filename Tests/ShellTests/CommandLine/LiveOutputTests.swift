import Foundation
import Shell
import Testing
import TutorTestSupport

/// Commands that take long print as they go (issue 14): `tutor lint --run` a row per exercise as
/// it finishes, `tutor check` each check's verdict when it is known; nothing is held back to the end.
@Suite("Live output", .serialized)
struct LiveOutputTests {
  @Test("lint --run writes its report, then a row per exercise, then the summary, as they come")
  func lintRun() {
    var chunks: [String] = []
    let outcome = TutorCommand.interpret(
      ["lint", "--run", TestPaths.fixture("GradeLessons")], live: { chunks.append($0) })
    #expect(outcome.exitCode == 0, "\(chunks.joined())\(outcome.standardError)")
    #expect(outcome.standardOutput.isEmpty)
    #expect(chunks.first?.hasPrefix("tutor lint: 1 lesson") == true)
    #expect(chunks.dropFirst().dropLast().allSatisfy { $0.hasPrefix("counter  ") && $0.contains("  ok  ") })
    #expect(chunks.count >= 3)
    #expect(chunks.last == "tutor lint --run: every exercise works\n")
  }

  @Test("without a live output, everything is in the outcome, as before")
  func gathered() {
    let outcome = TutorCommand.interpret(["lint", "--run", TestPaths.fixture("GradeLessons")])
    #expect(outcome.standardOutput.hasSuffix("tutor lint --run: every exercise works\n"))
  }
}
