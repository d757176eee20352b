import Foundation

/// The styles a date picker can take, as UIKit's `UIDatePickerStyle` (iOS 13.4).
public enum UIDatePickerStyle: Int, Sendable {
  case automatic, wheels, compact, inline
}

/// A control for choosing a date, a time, both, or a countdown duration, as UIKit's `UIDatePicker`.
///
/// Dates are on the virtual clock: a new picker shows the virtual "now", in the device's time zone
/// unless `timeZone` (or the calendar's) says otherwise. A user's choice (`set QUERY to …`) sends
/// `.valueChanged`; setting `date` or `countDownDuration` from code sends nothing. `date` stays
/// within `minimumDate`…`maximumDate` when both make sense; `minuteInterval` must divide 60 (else
/// it stays 1); a countdown is at most 23 hours 59 minutes. `.automatic` resolves to the compact
/// style (wheels for a countdown), which is what `datePickerStyle` reports.
@MainActor
open class UIDatePicker: UIControl {
  /// What the picker chooses, as UIKit's `UIDatePicker.Mode`.
  public enum Mode: Int, Sendable {
    case time, date, dateAndTime, countDownTimer, yearAndMonth
  }

  open var datePickerMode: Mode = .dateAndTime {
    didSet { invalidateIntrinsicContentSize() }
  }
  open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
    didSet { invalidateIntrinsicContentSize() }
  }
  open var date: Date = MainThread.date(MainThread.current.now) {
    didSet {
      let pinned = pinnedToRange(date)
      if pinned != date { date = pinned }
    }
  }
  open var minimumDate: Date? {
    didSet { date = pinnedToRange(date) }
  }
  open var maximumDate: Date? {
    didSet { date = pinnedToRange(date) }
  }
  /// Seconds; only the countdown mode shows it. 0 by default, at most 23:59 (86,340 seconds).
  open var countDownDuration: TimeInterval = 0 {
    didSet {
      let pinned = min(max(countDownDuration, 0), UIDatePicker.longestCountDown)
      if pinned != countDownDuration { countDownDuration = pinned }
    }
  }
  /// The minutes wheel's step: 1 to 30, dividing 60; any other value leaves it at 1.
  open var minuteInterval = 1 {
    didSet { if minuteInterval < 1 || minuteInterval > 30 || 60 % minuteInterval != 0 { minuteInterval = 1 } }
  }
  open var roundsToMinuteInterval = true
  open var locale: Locale?
  open var calendar: Calendar! = Calendar.current
  open var timeZone: TimeZone?

  /// The longest countdown a picker shows: 23 hours 59 minutes.
  static let longestCountDown: TimeInterval = 86_340

  override public init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  open func setDate(_ date: Date, animated: Bool) {
    self.date = date
  }

  /// The style the picker shows: the preferred one, with `.automatic` resolved as iOS does.
  open var datePickerStyle: UIDatePickerStyle {
    if datePickerMode == .countDownTimer { return .wheels }
    return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
  }

  /// Compact pickers fit their text; wheels are 320 × 216; an inline calendar is 320 wide.
  override open var intrinsicContentSize: CGSize {
    switch datePickerStyle {
    case .wheels, .automatic: return CGSize(width: 320, height: 216)
    case .inline: return CGSize(width: 320, height: datePickerMode == .time ? 50 : 358)
    case .compact:
      let text = DatePickerText(self).displayed.joined(separator: "  ")
      return CGSize(width: TextMetrics.width(of: text, font: .systemFont(ofSize: 17)) + 24, height: 34)
    }
  }

  /// The time zone the picker shows dates in: its own, its calendar's, or the device's.
  var effectiveTimeZone: TimeZone { timeZone ?? calendar?.timeZone ?? TimeZone.current }

  private func pinnedToRange(_ date: Date) -> Date {
    if let minimumDate, let maximumDate, minimumDate > maximumDate { return date }
    if let minimumDate, date < minimumDate { return minimumDate }
    if let maximumDate, date > maximumDate { return maximumDate }
    return date
  }

  /// A user's choice of date: the picker shows it and tells its targets (`.valueChanged`).
  func userChoose(_ chosen: Date) {
    date = chosen
    invalidateIntrinsicContentSize()
    sendActions(for: [.valueChanged, .primaryActionTriggered])
  }

  /// A user's choice of countdown duration, in seconds.
  func userChoose(countDown seconds: TimeInterval) {
    countDownDuration = seconds
    sendActions(for: [.valueChanged, .primaryActionTriggered])
  }

  /// VoiceOver reads the date (or duration) as the picker shows it.
  override open var accessibilityValue: String? {
    get { super.accessibilityValue ?? DatePickerText(self).displayed.joined(separator: ", ") }
    set { super.accessibilityValue = newValue }
  }
}
