import Foundation
import Testing

@testable import UIKit

/// NSLog's line as Xcode's console shows it (Apple: "Logs an error message to the Apple System Log
/// facility" — in Xcode, the console): date and time with microseconds and the zone, the
/// process's name, `[pid:thread]`, then the formatted message.
@Suite("NSLog")
struct NSLogTests {
  @Test("a line is the date, the process and its numbers, then the message")
  func line() {
    let date = Date(timeIntervalSince1970: 1_764_582_060.25)
    #expect(
      NSLogLine.line("Saved 3 notes", at: date, process: "Notes", pid: 4242)
        == "2025-12-01 09:41:00.250000+0000 Notes[4242:4242] Saved 3 notes")
  }
}
