import Foundation
import Runner

/// The formats `tutor grade` writes (docs/architecture.md "Grading").
package enum ReportFormat: String, CaseIterable, Sendable {
  case text, json, junit, tap, exercism, gradescope

  /// Whether the format describes one submission only (the platform runs one per learner).
  package var isPerSubmission: Bool { self == .exercism || self == .gradescope }

  package func render(_ report: GradeReport) -> String {
    switch self {
    case .text: TextReport().render(report)
    case .json: JSONReport.render(report)
    case .junit: JUnitReport().render(report)
    case .tap: TAPReport().render(report)
    case .exercism: ExercismReport().render(report)
    case .gradescope: GradescopeReport().render(report)
    }
  }
}

/// The JSON report, the one shard reports are merged from.
package enum JSONReport {
  package static func render(_ report: GradeReport) -> String {
    encode(report)
  }

  package static func parse(_ data: Data) throws -> GradeReport {
    try JSONDecoder().decode(GradeReport.self, from: data)
  }

  /// Pretty JSON with sorted keys (stable output), ending in a newline. JSONEncoder escapes C0
  /// controls; the other characters that act (`VisibleText`: DEL, C1, U+2028/U+2029, bidi
  /// controls) are escaped as `\uXXXX` too — outside strings JSON holds only ASCII punctuation
  /// and whitespace, so every such character found is inside a string.
  package static func encode<Value: Encodable>(_ value: Value) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "{}\n" }
    return VisibleText.escape(String(decoding: data, as: UTF8.self), notation: .json, keepingLineBreaks: true) + "\n"
  }
}
