import CheckLanguage

/// A problem found in a lesson file, where it is and how to fix it, as `tutor lint` prints it:
/// `FILE:LINE:COLUMN: error: message` then the fix on the next line.
package struct LessonDiagnostic: Equatable, Sendable, CustomStringConvertible {
  package enum Severity: String, Sendable {
    case error, warning
  }

  package var severity: Severity
  package var file: String
  package var location: SourceLocation
  package var message: String
  /// One line telling the author what to do.
  package var fix: String?

  package init(_ severity: Severity, file: String, at location: SourceLocation, _ message: String, fix: String? = nil) {
    self.severity = severity
    self.file = file
    self.location = location
    self.message = message
    self.fix = fix
  }

  package var description: String {
    let head = "\(file):\(location.line):\(location.column): \(severity.rawValue): \(message)"
    guard let fix else { return head }
    return head + "\n    fix: " + fix
  }
}
