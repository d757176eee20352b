import Foundation

/// Why a date picker cannot show what a check asked a user to choose, in words a person can act on.
package enum DatePickerChoiceError: Error, Equatable, CustomStringConvertible {
  /// The text is not a date or time this picker's mode chooses.
  case unreadable(String, expected: String)
  /// The minutes wheel does not have that minute.
  case offInterval(String, interval: Int)
  case beforeMinimum(String, minimum: String)
  case afterMaximum(String, maximum: String)
  /// A countdown of that many seconds is not on the wheels.
  case countDownOutOfRange(seconds: Double)
  /// A duration for a picker that chooses dates, or a date for a countdown.
  case wrongMode(expected: String)

  package var description: String {
    switch self {
    case .unreadable(let text, let expected): "\"\(text)\" is not \(expected)"
    case .offInterval(let text, let interval):
      "the minutes wheel goes in steps of \(interval) (minuteInterval), so a user cannot choose \(text)"
    case .beforeMinimum(let text, let minimum): "\(text) is before the picker's minimumDate, \(minimum)"
    case .afterMaximum(let text, let maximum): "\(text) is after the picker's maximumDate, \(maximum)"
    case .countDownOutOfRange(let seconds):
      "a countdown picker chooses whole minutes from 1 minute to 23h 59m, not \(seconds) seconds"
    case .wrongMode(let expected): "this date picker chooses \(expected)"
    }
  }
}

extension UIDatePicker {
  /// What this picker's mode takes, as a check writes it.
  var expectedInput: String {
    switch datePickerMode {
    case .time: "a time such as 09:30"
    case .date: "a date such as 2026-05-01"
    case .yearAndMonth: "a month such as 2026-05"
    case .dateAndTime: "a date and time such as 2026-05-01 09:30 (or just the date, or just the time)"
    case .countDownTimer: "a duration such as 1h 30m"
    }
  }

  /// Spins the wheels to `text` (`2026-05-01 09:30`, `2026-05-01`, `09:30`, `2026-05`, in the
  /// picker's time zone; what is left out stays as it is) and sends `.valueChanged`, as a user's
  /// choice does — or says why a user could not choose it. The seconds become 0.
  package func choose(_ text: String) throws(DatePickerChoiceError) {
    guard datePickerMode != .countDownTimer else { throw .wrongMode(expected: expectedInput) }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = effectiveTimeZone
    var components = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    guard let input = Self.parse(text), accepts(input) else { throw .unreadable(text, expected: expectedInput) }
    if let day = input.day {
      (components.year, components.month, components.day) = (day.year, day.month, day.day ?? 1)
    }
    if let time = input.time { (components.hour, components.minute) = (time.hour, time.minute) }
    components.second = 0
    guard let chosen = calendar.date(from: components), calendar.component(.day, from: chosen) == components.day
    else { throw .unreadable(text, expected: expectedInput) }
    if datePickerMode != .date, datePickerMode != .yearAndMonth, (components.minute ?? 0) % minuteInterval != 0 {
      throw .offInterval(text, interval: minuteInterval)
    }
    let reading = DatePickerText(self)
    if let minimumDate, chosen < minimumDate {
      throw .beforeMinimum(reading.canonical(of: chosen), minimum: reading.canonical(of: minimumDate))
    }
    if let maximumDate, chosen > maximumDate {
      throw .afterMaximum(reading.canonical(of: chosen), maximum: reading.canonical(of: maximumDate))
    }
    userChoose(chosen)
  }

  /// Spins a countdown picker to `seconds` (whole minutes, in steps of `minuteInterval`).
  package func choose(countDown seconds: Double) throws(DatePickerChoiceError) {
    guard datePickerMode == .countDownTimer else { throw .wrongMode(expected: expectedInput) }
    let minutes = seconds / 60
    guard minutes == minutes.rounded(), minutes >= 1, seconds <= UIDatePicker.longestCountDown else {
      throw .countDownOutOfRange(seconds: seconds)
    }
    guard Int(minutes) % minuteInterval == 0 else {
      throw .offInterval(DatePickerText.duration(seconds, spaced: false), interval: minuteInterval)
    }
    userChoose(countDown: seconds)
  }

  private func accepts(_ input: DateInput) -> Bool {
    switch datePickerMode {
    case .time: input.day == nil && input.time != nil
    case .date: input.day?.day != nil && input.time == nil
    case .yearAndMonth: input.day?.day == nil && input.day != nil && input.time == nil
    case .dateAndTime: input.day?.day != nil || (input.day == nil && input.time != nil)
    case .countDownTimer: false
    }
  }

  /// A date (`2026-05-01`, or `2026-05` without a day) and/or a time (`9:30`, `09:30`).
  struct DateInput {
    var day: (year: Int, month: Int, day: Int?)?
    var time: (hour: Int, minute: Int)?
  }

  static func parse(_ text: String) -> DateInput? {
    var input = DateInput()
    for part in text.split(separator: " ") {
      let numbers = part.split(separator: part.contains(":") ? ":" : "-", omittingEmptySubsequences: false)
      guard numbers.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else { return nil }
      let values = numbers.compactMap { Int($0) }
      if part.contains(":") {
        guard input.time == nil, values.count == 2, (0..<24).contains(values[0]), (0..<60).contains(values[1]),
          numbers[1].count == 2
        else { return nil }
        input.time = (values[0], values[1])
      } else {
        guard input.day == nil, input.time == nil, (2...3).contains(values.count), numbers[0].count == 4,
          (1...12).contains(values[1]), values.count == 2 || (1...31).contains(values[2])
        else { return nil }
        input.day = (values[0], values[1], values.count == 3 ? values[2] : nil)
      }
    }
    return input.day == nil && input.time == nil ? nil : input
  }
}
