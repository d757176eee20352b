import Foundation
import Testing

@testable import UIKit

/// UIDatePicker as Apple's documentation describes it, on the virtual clock and the device's
/// time zone (UTC in the tests unless a picker says otherwise).
@MainActor
@Suite("UIDatePicker — dates on the virtual clock, modes, limits and events", .serialized)
struct DatePickerTests {
  private func utcPicker() -> UIDatePicker {
    let picker = installOnScreen(UIDatePicker())
    picker.timeZone = TimeZone(identifier: "UTC")
    return picker
  }

  // Apple: date "default is current date when picker created"; datePickerMode "default is dateAndTime".
  @Test("a new picker shows the virtual clock's now, in date-and-time mode, automatic style resolved to compact")
  func defaults() {
    TestApp.reset()
    AppDriver.advance(seconds: 90)
    let picker = UIDatePicker()
    #expect(picker.date == MainThread.date(MainThread.current.now))
    #expect(picker.datePickerMode == .dateAndTime)
    #expect(picker.preferredDatePickerStyle == .automatic)
    #expect(picker.datePickerStyle == .compact)
    #expect(picker.minuteInterval == 1)
    #expect(picker.countDownDuration == 0)
  }

  // Apple: minuteInterval "The interval value must be evenly divided into 60; if it isn’t, the default value is used."
  @Test("a minute interval that does not divide 60 leaves it at 1")
  func minuteInterval() {
    TestApp.reset()
    let picker = UIDatePicker()
    picker.minuteInterval = 15
    #expect(picker.minuteInterval == 15)
    picker.minuteInterval = 7
    #expect(picker.minuteInterval == 1)
  }

  // Apple: countDownDuration "The default value is 0.0 and the maximum value is 23:59 (86,340 seconds)."
  @Test("a countdown is at most 23:59")
  func countDownLimit() {
    TestApp.reset()
    let picker = UIDatePicker()
    picker.datePickerMode = .countDownTimer
    picker.countDownDuration = 100_000
    #expect(picker.countDownDuration == 86_340)
    #expect(picker.datePickerStyle == .wheels)
  }

  // Apple: the date picker "reports interactions to its associated target object" (valueChanged); code changes do not.
  @Test("a user's choice sets the date in the picker's time zone and sends .valueChanged; code sends nothing")
  func choose() throws {
    TestApp.reset()
    let picker = utcPicker()
    let counter = EventCounter(picker, for: .valueChanged)
    picker.date = Date(timeIntervalSince1970: 0)
    #expect(counter.count == 0)
    try AppDriver.setDate("2026-05-01 09:30", of: picker)
    #expect(picker.date == Date(timeIntervalSince1970: 1_777_627_800))
    #expect(counter.count == 1)
    #expect(DatePickerText(picker).canonical == "2026-05-01 09:30")
    #expect(DatePickerText(picker).displayed == ["May 1, 2026", "9:30 AM"])
    try AppDriver.setDate("18:05", of: picker)
    #expect(DatePickerText(picker).canonical == "2026-05-01 18:05")
  }

  @Test("a time picker takes a time; a date picker a date")
  func modes() throws {
    TestApp.reset()
    let picker = utcPicker()
    picker.datePickerMode = .time
    try AppDriver.setDate("07:45", of: picker)
    #expect(DatePickerText(picker).canonical == "07:45")
    #expect(throws: ControlStepError.self) { try AppDriver.setDate("2026-05-01", of: picker) }
    picker.datePickerMode = .date
    try AppDriver.setDate("2026-12-24", of: picker)
    #expect(DatePickerText(picker).canonical == "2026-12-24")
    #expect(throws: ControlStepError.self) { try AppDriver.setDate("2026-02-30", of: picker) }
  }

  // Apple: minimumDate/maximumDate limit what the user can pick; minuteInterval sets the minutes wheel's step.
  @Test("a user cannot choose outside minimumDate…maximumDate or off the minutes wheel")
  func limits() throws {
    TestApp.reset()
    let picker = utcPicker()
    picker.minimumDate = Date(timeIntervalSince1970: 1_777_593_600)  // 2026-05-01 00:00 UTC
    picker.minuteInterval = 15
    #expect(
      throws: ControlStepError.datePicker(.beforeMinimum("2026-04-30 12:00", minimum: "2026-05-01 00:00"))
    ) { try AppDriver.setDate("2026-04-30 12:00", of: picker) }
    #expect(throws: ControlStepError.datePicker(.offInterval("2026-05-02 09:10", interval: 15))) {
      try AppDriver.setDate("2026-05-02 09:10", of: picker)
    }
    try AppDriver.setDate("2026-05-02 09:15", of: picker)
  }

  @Test("a countdown picker is set in whole minutes")
  func countDown() throws {
    TestApp.reset()
    let picker = utcPicker()
    picker.datePickerMode = .countDownTimer
    try AppDriver.setValue(5400, of: picker)
    #expect(picker.countDownDuration == 5400)
    #expect(DatePickerText(picker).canonical == "1h 30m")
    #expect(throws: ControlStepError.self) { try AppDriver.setValue(30, of: picker) }
  }
}
