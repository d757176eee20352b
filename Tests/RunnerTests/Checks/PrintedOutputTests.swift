import CheckLanguage
import Foundation
import Testing

@testable import Runner

/// The learner's output as Tutor keeps it (OutputLimits): whole when it fits, else head and tail
/// around an exact `… N bytes cut …` line, read without loading the file, never splitting a
/// UTF-8 character; `expect output` on what was kept; a report's cap per learner.
@Suite("Printed output caps")
struct PrintedOutputTests {
  /// A file of `text` in a fresh folder, removed when the test ends.
  final class OutputFile {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-output-\(UUID().uuidString).txt")

    init(_ text: String) throws {
      try Data(text.utf8).write(to: url)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
  }

  @Test("output that fits is kept whole; no file yet is no output")
  func whole() throws {
    let file = try OutputFile("count is 1\n")
    #expect(PrintedOutput.read(file.url) == PrintedOutput("count is 1\n"))
    #expect(PrintedOutput.read(file.url, from: 6).text == "is 1\n")
    let exact = try OutputFile(String(repeating: "x", count: OutputLimits.perCheck))
    #expect(!PrintedOutput.read(exact.url).isCut)
    let missing = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-none-\(UUID().uuidString)")
    #expect(PrintedOutput.read(missing).text.isEmpty)
  }

  @Test("a long output keeps its head and tail, joined by a line with the exact bytes cut, within 64 KiB")
  func cut() throws {
    let lines = (1...20_000).map { "line \($0)\n" }
    let text = lines.joined()
    let file = try OutputFile(text)
    let printed = PrintedOutput.read(file.url)
    #expect(printed.isCut)
    #expect(printed.end == text.utf8.count)
    #expect(printed.text.utf8.count <= OutputLimits.perCheck)
    #expect(printed.head.utf8.count == OutputLimits.headBytes)
    #expect(printed.tail.utf8.count > OutputLimits.tailBytes - 32)
    #expect(printed.head.utf8.count + printed.cutBytes + printed.tail.utf8.count == text.utf8.count)
    #expect(text.hasPrefix(printed.head) && text.hasSuffix(printed.tail))
    #expect(printed.text == printed.head + "\n… \(printed.cutBytes) bytes cut …\n" + printed.tail)
    #expect(printed.text.hasSuffix("line 20000\n"))
  }

  @Test("only the head and the tail are read, however large the file")
  func readsOnlyTheKeptParts() {
    var requested = 0
    let printed = PrintedOutput.keep(size: 200 << 20, from: 0) { _, count in
      requested += count
      return [UInt8](repeating: UInt8(ascii: "x"), count: count)
    }
    #expect(requested <= OutputLimits.perCheck)
    #expect(printed.cutBytes == (200 << 20) - printed.head.utf8.count - printed.tail.utf8.count)
  }

  @Test("a cut never splits a UTF-8 character", arguments: ["é", "€", "😀", "a😀", "ab€"])
  func characterIntact(_ unit: String) throws {
    let text = String(repeating: unit, count: 3 * OutputLimits.perCheck / unit.utf8.count)
    let file = try OutputFile(text)
    let printed = PrintedOutput.read(file.url)
    #expect(!printed.text.contains("\u{FFFD}"))
    #expect(printed.head.utf8.count + printed.cutBytes + printed.tail.utf8.count == text.utf8.count)
    #expect(text.hasPrefix(printed.head) && text.hasSuffix(printed.tail))
  }

  @Test(
    "the UTF-8 boundary helpers", arguments: [([0x61, 0xC3], 1), ([0xF0, 0x9F, 0x98], 0), ([0xE2, 0x82, 0xAC], 3)])
  func boundaries(_ bytes: [UInt8], _ complete: Int) {
    #expect(PrintedOutput.completeCharactersLength(bytes) == complete)
  }

  @Test("expect output: contains looks at head and tail; a line past the head never passes by chance")
  func expectations() {
    let printed = PrintedOutput(head: "first\nsecond\npart", tail: "end\nlast\n", cutBytes: 100, end: 200)
    #expect(printed.text == "first\nsecond\npart\n… 100 bytes cut …\nend\nlast\n")
    #expect(OutputMatcher.evaluate(.contains("last"), printed: printed) == .passed)
    #expect(OutputMatcher.evaluate(.contains("part\n…"), printed: printed) != .passed)
    #expect(OutputMatcher.evaluate(.line(2, "second"), printed: printed) == .passed)
    #expect(OutputMatcher.evaluate(.line(3, "part"), printed: printed) != .passed)
    guard case .failed(_, let found) = OutputMatcher.evaluate(.line(5, "end"), printed: printed) else {
      Issue.record("line 5 is past the head")
      return
    }
    #expect(found.contains("past the first \(OutputLimits.headBytes) bytes"))
    #expect(OutputMatcher.evaluate(.empty, printed: printed) != .passed)
  }

  @Test("a report keeps at most 256 KiB of a learner's output; later checks say the cap was reached")
  func learnerCap() {
    let full = String(repeating: "x", count: OutputLimits.perCheck - 1) + "\n"
    func check(_ output: String) -> GradeReport.CheckEntry {
      GradeReport.CheckEntry(
        name: "c", status: .pass, points: 1, maxPoints: 1, message: nil, hidden: false, output: output, code: "")
    }
    func exercise(_ outputs: [String]) -> GradeReport.Exercise {
      GradeReport.Exercise(
        lesson: "l", exercise: "e", status: .pass, durationMilliseconds: 1, compileOutput: nil,
        checks: outputs.map(check))
    }
    let learner = GradeReport.Learner(
      name: "flo", exercises: [exercise([full, "", full, full]), exercise([full, "small\n", full])])
    let outputs = learner.exercises.flatMap(\.checks).map(\.output)
    #expect(outputs == [full, "", full, full, full, OutputLimits.learnerCapNote, OutputLimits.learnerCapNote])
    #expect(outputs.map(\.utf8.count).reduce(0, +) <= OutputLimits.perLearner + 2 * OutputLimits.learnerCapNote.count)
    // Shards merged keep what one run keeps: a note already there counts as the cap reached.
    let large = String(repeating: "y", count: 100_000)
    let whole = [exercise([large, large]), exercise([large]), exercise(["small\n"])]
    let oneRun = GradeReport.Learner(name: "flo", exercises: whole)
    #expect(
      oneRun.exercises.map { $0.checks[0].output } == [large, OutputLimits.learnerCapNote, OutputLimits.learnerCapNote])
    let firstShard = GradeReport.Learner(name: "flo", exercises: Array(whole.prefix(2)))
    let secondShard = GradeReport.Learner(name: "flo", exercises: [whole[2]])
    #expect(secondShard.exercises[0].checks[0].output == "small\n")
    let merged = GradeReport.Learner(name: "flo", exercises: firstShard.exercises + secondShard.exercises)
    #expect(merged.exercises == oneRun.exercises)
  }
}
