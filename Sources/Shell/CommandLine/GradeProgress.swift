import Foundation
import Presentation
import Runner

/// Progress of `tutor grade` on standard error: on a terminal one line redrawn in place, a bar
/// with counts and the time left; otherwise a plain line per graded exercise (CI logs), its names
/// written through `VisibleText`.
final class GradeProgress: @unchecked Sendable {
  private let total: Int
  private let onTerminal: Bool
  private let started = ContinuousClock.now
  private let lock = NSLock()
  /// The most exercises reported done (workers may report out of order).
  private var shown = 0
  let quiet: Bool

  /// `quiet`: nothing but the final line; `onTerminal`: the bar, else plain lines.
  init(total: Int, onTerminal: Bool, quiet: Bool = false) {
    self.total = total
    self.onTerminal = onTerminal
    self.quiet = quiet
    if !onTerminal, !quiet { write("tutor grade: \(total) exercise\(total == 1 ? "" : "s") to grade\n") }
  }

  func update(done: Int, total: Int, unit: Grader.Unit, result: GradeReport.Exercise) {
    lock.withLock {
      guard !quiet else { return }
      let done = max(done, shown)
      shown = done
      let elapsed = (ContinuousClock.now - started) / .seconds(1)
      let remaining = done > 0 ? elapsed / Double(done) * Double(total - done) : 0
      if onTerminal {
        let width = 24
        let filled = total > 0 ? width * done / total : width
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        write("\r\(bar) \(done)/\(total) exercises  ETA \(Self.clock(remaining))  ")
      } else {
        // A learner's folder name is theirs to choose: written visibly, it cannot fake a line.
        let name = VisibleText.escape("\(unit.submission.name) \(unit.lesson.id)/\(unit.exercise.id)")
        write("[\(done)/\(total)] \(name): \(result.status.rawValue) \(result.score)/\(result.maxScore)\n")
      }
    }
  }

  func finish() {
    let elapsed = (ContinuousClock.now - started) / .seconds(1)
    write((onTerminal && !quiet ? "\n" : "") + "tutor grade: graded \(total) in \(String(format: "%.1f", elapsed)) s\n")
  }

  private static func clock(_ seconds: Double) -> String {
    let whole = Int(seconds.rounded())
    return String(format: "%d:%02d", whole / 60, whole % 60)
  }

  private func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
