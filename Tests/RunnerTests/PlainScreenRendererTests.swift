import DriverProtocol
import Foundation
import Testing

@testable import Runner

/// The plain-text screen a failure report shows, compared with a golden file.
@Suite("PlainScreenRenderer", .tags(.spawnsProcess))
struct PlainScreenRendererTests {
  @Test("the example app's screen after pushing the settings screen")
  func settingsScreen() throws {
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let app = try AppConnection(executable: directory.appendingPathComponent("EggTimer").path)
    let launched = try #require(try app.send(DriverRequest(.launch())).snapshot)
    let settings = try #require(launched.window?.first { $0.kind == .item && $0.title == "Settings" })
    _ = try app.send(DriverRequest(.tap(element: settings.id)))
    let shown = try #require(try app.send(DriverRequest(.advance(milliseconds: 1000))).snapshot)
    let text = PlainScreenRenderer().render(shown)
    let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__/settings-screen.txt")
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
      try text.write(to: golden, atomically: true, encoding: .utf8)
    }
    #expect(text == (try? String(contentsOf: golden, encoding: .utf8)), "re-record with RECORD_SNAPSHOTS=1")
  }
}
