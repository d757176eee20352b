import DriverProtocol
import Testing

@testable import LessonKit

/// A lesson's `device:` (docs/lesson-format.md "Front matter") is read into the one list of devices
/// that the runner and the runtime share.
@Suite("Lesson device")
struct LessonDeviceTests {
  private static func lesson(device: String) -> String {
    "---\nid: sample\ntitle: Sample\ndevice: \(device)\n---\n# Sample\n\nJust reading.\n"
  }

  @Test("device: is read into the device model every part of Tutor shares", arguments: DeviceModel.allCases)
  func device(model: DeviceModel) throws {
    let (lesson, diagnostics) = LessonParser.parse(source: Self.lesson(device: model.rawValue), file: "sample.md")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(try #require(lesson).device == model)
  }

  @Test("an unknown device: is reported at its line, and the fix lists every device")
  func unknownDevice() throws {
    let (lesson, diagnostics) = LessonParser.parse(source: Self.lesson(device: "pixel"), file: "sample.md")
    let diagnostic = try #require(diagnostics.first { $0.message == "unknown device \"pixel\"" })
    #expect(diagnostic.location.line == 4)
    #expect(diagnostic.fix == "use one of iphone-se, iphone-8, iphone-15, ipad (iphone-8 is the default)")
    #expect(try #require(lesson).device == nil)
  }
}
