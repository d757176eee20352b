import CheckLanguage

/// A problem found in a lesson file, where it is and how to fix it, as `tutor lint` prints it:
/// `FILE:LINE:COLUMN: error: message` then the fix on the next line.
public struct LessonDiagnostic: Equatable, Sendable, CustomStringConvertible {
  public enum Severity: String, Sendable {
    case error, warning
  }

  public var severity: Severity
  public var file: String
  public var location: SourceLocation
  public var message: String
  /// One line telling the author what to do.
  public var fix: String?

  public init(_ severity: Severity, file: String, at location: SourceLocation, _ message: String, fix: String? = nil) {
    self.severity = severity
    self.file = file
    self.location = location
    self.message = message
    self.fix = fix
  }

  public var description: String {
    let head = "\(file):\(location.line):\(location.column): \(severity.rawValue): \(message)"
    guard let fix else { return head }
    return head + "\n    fix: " + fix
  }
}
