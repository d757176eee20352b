import DriverProtocol

extension LessonParser {
  /// The lesson-wide fixtures: ```` ```http fixture ```` blocks before the first exercise (in the
  /// introduction or a read or quiz step). One after it, outside an exercise, is an error: which
  /// exercises would it answer?
  static func lessonFixtures(
    _ document: MarkdownDocument, stepStarts: [Int], steps: [LessonStep], file: String,
    into diagnostics: inout [LessonDiagnostic]
  ) -> [NetworkFixture] {
    let firstExercise = zip(stepStarts, steps).first { if case .exercise = $0.1.content { true } else { false } }
    var exerciseRanges: [ClosedRange<Int>] = []
    for (position, (start, step)) in zip(stepStarts, steps).enumerated() {
      guard case .exercise = step.content else { continue }
      let end = position + 1 < stepStarts.count ? stepStarts[position + 1] - 1 : document.blocks.count - 1
      exerciseRanges.append(start...max(start, end))
    }
    var fixtures: [NetworkFixture] = []
    for (index, block) in document.blocks.enumerated() {
      guard case .code(let info) = block.kind else { continue }
      let fence = FenceInfo(info)
      guard FenceKind(words: fence.words) == .fixture, !exerciseRanges.contains(where: { $0.contains(index) }) else {
        continue
      }
      if let firstExercise, index > firstExercise.0 {
        diagnostics.append(
          LessonDiagnostic(
            .error, file: file, at: block.start, "a fixture block after the first exercise is not used there",
            fix: "move it into an ## Exercise: step, or above the first exercise for the whole lesson"))
        continue
      }
      if let fixture = FixtureReader(file: file).read(fence, text: block.text, at: block.start, into: &diagnostics) {
        fixtures.append(fixture)
      }
    }
    return fixtures
  }
}

extension Lesson {
  /// The fixtures an exercise's app sees: its own, then the lesson's for every method and URL
  /// the exercise does not answer itself.
  package func fixtures(for exercise: Exercise) -> [NetworkFixture] {
    let own = Set(exercise.fixtures.map { "\($0.method) \($0.pattern)" })
    return exercise.fixtures + fixtures.filter { !own.contains("\($0.method) \($0.pattern)") }
  }
}
