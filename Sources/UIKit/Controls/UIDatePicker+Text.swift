import Foundation

/// How a date picker's value reads: as the picker shows it (a US iPhone's "May 1, 2026" and
/// "9:30 AM", or the picker's own locale's styles) and in the check language's form
/// (`2026-05-01 09:30`, `2026-05-01`, `09:30`, `2026-05`, or a countdown as `1h 30m`), both in the
/// picker's time zone.
@MainActor
struct DatePickerText {
  let picker: UIDatePicker

  init(_ picker: UIDatePicker) {
    self.picker = picker
  }

  /// What the picker shows: one or two parts (a compact picker's date and time buttons).
  var displayed: [String] {
    if picker.datePickerMode == .countDownTimer { return [Self.duration(picker.countDownDuration, spaced: true)] }
    let date = picker.date
    if let locale = picker.locale {
      return parts(date: .medium, time: .short).map { style in format(date, style: style, locale: locale) }
    }
    return patterns.display.map { format(date, pattern: $0) }
  }

  /// The value as a check writes it.
  var canonical: String {
    if picker.datePickerMode == .countDownTimer { return Self.duration(picker.countDownDuration, spaced: false) }
    return canonical(of: picker.date)
  }

  /// A date as a check writes it for this picker's mode.
  func canonical(of date: Date) -> String {
    format(date, pattern: patterns.canonical)
  }

  /// The patterns of the picker's mode: what it displays, and its canonical form.
  private var patterns: (display: [String], canonical: String) {
    switch picker.datePickerMode {
    case .time: (["h:mm a"], "HH:mm")
    case .date: (["MMM d, yyyy"], "yyyy-MM-dd")
    case .yearAndMonth: (["MMMM yyyy"], "yyyy-MM")
    case .dateAndTime, .countDownTimer: (["MMM d, yyyy", "h:mm a"], "yyyy-MM-dd HH:mm")
    }
  }

  private func parts(date: DateFormatter.Style, time: DateFormatter.Style) -> [(
    DateFormatter.Style, DateFormatter.Style
  )] {
    switch picker.datePickerMode {
    case .time: [(.none, time)]
    case .date, .yearAndMonth: [(date, .none)]
    case .dateAndTime, .countDownTimer: [(date, .none), (.none, time)]
    }
  }

  private func format(_ date: Date, pattern: String) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = picker.effectiveTimeZone
    formatter.dateFormat = pattern
    return formatter.string(from: date)
  }

  private func format(_ date: Date, style: (DateFormatter.Style, DateFormatter.Style), locale: Locale) -> String {
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.timeZone = picker.effectiveTimeZone
    formatter.dateStyle = style.0
    formatter.timeStyle = style.1
    return formatter.string(from: date)
  }

  /// `1h 30m` (or, as the wheels show it, `1 h 30 min`): whole hours and minutes.
  static func duration(_ seconds: TimeInterval, spaced: Bool) -> String {
    let minutes = Int((seconds / 60).rounded(.down))
    let (hours, rest) = (minutes / 60, minutes % 60)
    if spaced { return hours > 0 ? "\(hours) h \(rest) min" : "\(rest) min" }
    if hours > 0 { return rest > 0 ? "\(hours)h \(rest)m" : "\(hours)h" }
    return "\(rest)m"
  }
}
