import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// `NSLog`, as Xcode's console shows it: one line per call, the date and time, the process's name
/// and its process and thread numbers, then the message formatted as `String(format:)` does
/// (`2026-12-01 09:41:00.250000+0000 App[4242:4242] Saved 3 notes`). On Linux Foundation's NSLog
/// writes to standard error, which is not the app's console here; the runner's generated support
/// declares `NSLog` in the learner's module to call this, so the line is in what the app printed
/// (`run`'s output pane, `expect output`). The time is the virtual clock's; the app runs on its
/// main thread, whose thread number is the process's.
public func _tutorNSLog(_ format: String, _ arguments: [CVarArg]) {
  let message = String(format: format, arguments: arguments)
  let process = ProcessInfo.processInfo.processName
  print(NSLogLine.line(message, at: MainThread.date(MainThread.current.now), process: process, pid: Int(getpid())))
}

/// The text of one `NSLog` line.
enum NSLogLine {
  private static let formatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSSSSSZ"
    return formatter
  }()

  static func line(_ message: String, at date: Date, process: String, pid: Int) -> String {
    "\(formatter.string(from: date)) \(process)[\(pid):\(pid)] \(message)"
  }
}
