/// A value a check sets a control to (`set QUERY to …`) or expects of it (`expect value QUERY …`):
/// a number, a title in quotes, a date or time, a duration, or on/off.
package enum ControlValue: Hashable, Sendable, CustomStringConvertible {
  /// `3`, `0.5`: a stepper's, slider's or page control's value.
  case number(Double)
  /// `"Two"`: a segment's or a picker row's title.
  case text(String)
  /// `2026-05-01 09:30`, `2026-05-01`, `09:30` or `2026-05`: a date picker's date or time.
  case date(String)
  /// `1h 30m`, `45m`: a countdown picker's duration.
  case duration(milliseconds: Int64)
  /// `on` / `off`: a switch.
  case flag(Bool)

  package var description: String {
    switch self {
    case .number(let value): value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    case .text(let text): quoted(text)
    case .date(let text): text
    case .duration(let milliseconds): Self.duration(milliseconds)
    case .flag(let on): on ? "on" : "off"
    }
  }

  /// `1h 30m`: hours and minutes as a check writes them (seconds and milliseconds when there are).
  static func duration(_ milliseconds: Int64) -> String {
    let hours = milliseconds / 3_600_000
    let minutes = milliseconds % 3_600_000 / 60_000
    let rest = milliseconds % 60_000
    var parts: [String] = []
    if hours > 0 { parts.append("\(hours)h") }
    if minutes > 0 { parts.append("\(minutes)m") }
    if rest > 0 || parts.isEmpty { parts.append(CheckStep.Action.duration(rest)) }
    return parts.joined(separator: " ")
  }

  /// A date, time or month as written (`2026-05-01 09:30`, `2026-05-01`, `09:30`, `9:30`,
  /// `2026-05`), normalised with two-digit hours; nil when it is not one or a part is out of range.
  static func dateText(_ text: String) -> String? {
    let parts = text.split(separator: " ")
    guard (1...2).contains(parts.count) else { return nil }
    var date: String?
    var time: String?
    for part in parts {
      if part.contains(":") {
        let pieces = part.split(separator: ":", omittingEmptySubsequences: false)
        guard time == nil, pieces.count == 2, pieces[1].count == 2, (1...2).contains(pieces[0].count),
          let hour = Int(pieces[0]), let minute = Int(pieces[1]), (0..<24).contains(hour), (0..<60).contains(minute)
        else { return nil }
        time = (hour < 10 ? "0" : "") + "\(hour):" + pieces[1]
      } else {
        let pieces = part.split(separator: "-", omittingEmptySubsequences: false)
        guard date == nil, time == nil, (2...3).contains(pieces.count), pieces[0].count == 4,
          pieces.dropFirst().allSatisfy({ $0.count == 2 }), pieces.allSatisfy({ Int($0) != nil }),
          let month = Int(pieces[1]), (1...12).contains(month),
          pieces.count == 2 || (1...31).contains(Int(pieces[2]) ?? 0)
        else { return nil }
        date = String(part)
      }
    }
    return [date, time].compactMap { $0 }.joined(separator: " ")
  }
}
