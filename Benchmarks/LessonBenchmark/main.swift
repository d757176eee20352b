// How long parsing and checking the bundled lessons takes (the goal: under 20 ms for all).
// Run it through Benchmarks/lessons.sh, which builds it in release mode.
import Foundation
import LessonKit

let folder = CommandLine.arguments.dropFirst().first ?? "Lessons"
var samples: [Double] = []
var lessons = 0
for _ in 0..<50 {
  let start = ContinuousClock.now
  let set = LessonSet.load(paths: [folder])
  let elapsed = ContinuousClock.now - start
  lessons = set.lessons.count
  samples.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
}
samples.sort()
print(
  String(
    format: "parse and check %d bundled lesson(s): median %.2f ms, best %.2f ms (goal: under 20 ms)", lessons,
    samples[samples.count / 2], samples[0]))
