import DriverProtocol
import Foundation

extension CheckStep.Action: CustomStringConvertible {
  /// The step written back in the check language (as an author would write it).
  package var description: String {
    switch self {
    case .launch(.app): "launch"
    case .launch(.host(let host)): "launch \(host)"
    case .launch(.tabs(let tabs)): "launch tabs " + tabs.map(\.description).joined(separator: ", ")
    case .relaunch: "relaunch"
    case .background: "background"
    case .foreground: "foreground"
    case .interrupt: "interrupt"
    case .resume: "resume"
    case .kill: "kill"
    case .memoryWarning: "memory-warning"
    case .rotate(let landscape): "rotate \(landscape ? "landscape" : "portrait")"
    case .device(let model): "device \(model.rawValue)"
    case .tap(let query): "tap \(query)"
    case .tapLink(let text): "tap link \(quoted(text))"
    case .tapOutside: "tap outside"
    case .type(let text, let query?): "type \(quoted(text)) into \(query)"
    case .type(let text, nil): "type \(quoted(text))"
    case .clear(let query): "clear \(query)"
    case .delete(let count): count == 1 ? "delete" : "delete \(count)"
    case .pressReturn: "return"
    case .back: "back"
    case .toggle(let query): "toggle \(query)"
    case .slide(let query, let value): "slide \(query) to \(number(value))"
    case .select(let title, let query): "select \(quoted(title)) in \(query)"
    case .pick(let title, let query, let component):
      "pick \(quoted(title)) in \(query)" + (component.map { " component \($0)" } ?? "")
    case .step(let query, let up, let count): "step \(query) \(up ? "up" : "down")" + (count == 1 ? "" : " \(count)")
    case .set(let query, let value): "set \(query) to \(value)"
    case .scroll(let query, let row, let section):
      "scroll \(query) to row \(section == 0 ? "\(row)" : "\(section):\(row)")"
    case .swipe(let query, let direction): "swipe \(query) \(direction.rawValue)"
    case .doubleTap(let query): "double tap \(query)"
    case .longPress(let query, let milliseconds):
      "long press \(query)" + (milliseconds.map { " for \(Self.duration($0))" } ?? "")
    case .drag(let query, let dx, let dy): "drag \(query) by \(number(dx)),\(number(dy))"
    case .dragPoints(let from, let to): "drag from \(from) to \(to)"
    case .pinch(let query, let scale): "pinch \(query) to \(number(scale))"
    case .touch(let point): "touch \(point)"
    case .stall(let milliseconds): "stall \(Self.duration(milliseconds))"
    case .advance(let milliseconds): "advance \(Self.duration(milliseconds))"
    case .network(.off): "network off"
    case .network(.on): "network on"
    case .network(.latency(let milliseconds)): "network latency \(Self.duration(milliseconds))"
    case .expect(let expectation, let negated): "expect " + (negated ? "no " : "") + expectation.description
    case .look(let look): look.description
    }
  }

  static func duration(_ milliseconds: Int64) -> String {
    if milliseconds % 3_600_000 == 0, milliseconds > 0 { return "\(milliseconds / 3_600_000)h" }
    if milliseconds % 60_000 == 0, milliseconds > 0 { return "\(milliseconds / 60_000)m" }
    if milliseconds % 1000 == 0 { return "\(milliseconds / 1000)s" }
    return "\(milliseconds)ms"
  }
}

extension CheckStep.Point: CustomStringConvertible {
  package var description: String { "\(number(x)),\(number(y))" }
}

extension CheckStep.HostController: CustomStringConvertible {
  package var description: String { className + (inNavigation ? " in navigation" : "") }
}

extension CheckStep.Look: CustomStringConvertible {
  package var description: String {
    switch self {
    case .screen: "screen"
    case .tree(let constraints): constraints ? "tree constraints" : "tree"
    case .controllers: "controllers"
    case .log: "log"
    case .output: "output"
    case .defaults: "defaults"
    case .timers: "timers"
    case .clock: "clock"
    case .requests: "requests"
    case .store(let entity): entity.map { "store \($0)" } ?? "store"
    case .snapshot(let file):
      file.allSatisfy { $0.isLetter || $0.isNumber || "_-.".contains($0) } ? "snapshot \(file)" : "snapshot \"\(file)\""
    }
  }
}

extension CheckExpectation: CustomStringConvertible {
  package var description: String {
    switch self {
    case .visible(let query): "\(query)"
    case .text(let query, let match): "\(query) text \(match)"
    case .state(let query, let state): "\(query) \(state.rawValue)"
    case .alpha(let query, let value): "\(query) alpha \(number(value))"
    case .value(let query, let value): "\(query) value \(number(value))"
    case .controlValue(let query, let value): "value \(query) \(value)"
    case .selectedSegment(let query, let segment): "\(query) selected segment \(segment)"
    case .frame(let query, let x, let y, let width, let height):
      "\(query) frame " + [x, y, width, height].map(number).joined(separator: ",")
    case .screenContains(let text): "screen contains \(quoted(text))"
    case .title(let text): "title \(quoted(text))"
    case .webTitle(let text): "web title \(quoted(text))"
    case .webURL(let text): "web url \(quoted(text))"
    case .top(let name): "top \(name)"
    case .stack(let names): "stack " + names.joined(separator: ", ")
    case .presented(let name): "presented \(name)"
    case .presentedAlert(let title): "presented alert \(quoted(title))"
    case .nothingPresented: "nothing presented"
    case .keyboard(let shown): "keyboard \(shown ? "shown" : "hidden")"
    case .rows(let table, let count): (table.map { "#\($0) " } ?? "") + "rows \(count)"
    case .sections(let table, let count): (table.map { "#\($0) " } ?? "") + "sections \(count)"
    case .defaults(let key, let value?): "defaults \(quoted(key)) \(value)"
    case .defaults(let key, nil): "defaults \(quoted(key)) missing"
    case .store(let entity, let filter?, let count):
      "store \(entity) where \(filter.attribute) \(filter.comparison) \(filter.value) count \(count)"
    case .store(let entity, nil, let count): "store \(entity) count \(count)"
    case .output(.contains(let text)): "output contains \(quoted(text))"
    case .output(.line(let number, let text)): "output line \(number) \(quoted(text))"
    case .output(.empty): "output empty"
    case .log(.contains(let text)): "log contains \(quoted(text))"
    case .log(.count(let text, let count)): "log count \(quoted(text)) \(count)"
    case .log(.order(let texts)): "log order " + texts.map(quoted).joined(separator: ", ")
    case .timers(let count): "timers \(count)"
    case .requests(let count): "requests \(count)"
    case .request(let method, let url, let body?): "request \(method) \(quoted(url)) body contains \(quoted(body))"
    case .request(let method, let url, nil): "request \(method) \(quoted(url))"
    case .noCrash: "no crash"
    case .warning(nil): "warnings"
    case .warning(let text?): "warning \(quoted(text))"
    case .crash(let message): "crash \(quoted(message))"
    case .layout(let layout): layout.description
    }
  }
}

extension CheckExpectation.Layout: CustomStringConvertible {
  package var description: String {
    switch self {
    case .position(let query, let position, let other): "\(query) \(position.rawValue) \(other)"
    case .insideSafeArea(let query): "\(query) inside safe area"
    case .fullyVisible(let query): "\(query) fully visible"
    case .centered(let query): "\(query) centered"
    case .width(let query, let width): "\(query) width \(number(width))"
    case .height(let query, let height): "\(query) height \(number(height))"
    case .noOverlaps: "no overlaps"
    case .ok: "layout ok"
    }
  }
}

extension CheckExpectation.Segment: CustomStringConvertible {
  package var description: String {
    switch self {
    case .title(let title): quoted(title)
    case .index(let index): "\(index)"
    case .none: "none"
    }
  }
}

extension CheckExpectation.TextMatch: CustomStringConvertible {
  package var description: String {
    switch self {
    case .equals(let text): quoted(text)
    case .contains(let text): "contains \(quoted(text))"
    case .matches(let pattern): "matches /\(pattern)/"
    case .empty: "empty"
    }
  }
}

/// A string as the check language writes it: in double quotes, with `"` and `\` escaped.
func quoted(_ text: String) -> String {
  "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}

/// A number without a needless `.0`.
func number(_ value: Double) -> String {
  value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
}
