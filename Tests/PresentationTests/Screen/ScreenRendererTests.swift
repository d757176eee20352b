import DriverProtocol
import Testing
import TutorTestSupport

@testable import Presentation

/// The screen renderer (docs/architecture.md "Drawing the screen"), compared with golden files:
/// hand-made snapshots for the elements the runtime does not have yet (tables, text fields),
/// colour, and frames no real screen has. TutorTests' ScreenEndToEndTests draws real apps
/// through `tutor run`.
@Suite("Rendered screens", .serialized)
struct ScreenRendererTests {
  @Test(
    "a table with rows, a selected row, and text fields: placeholder, text with cursor, and empty while editing (cursor, then the placeholder, as UITextField shows it)"
  )
  func tableAndField() {
    func cell(_ id: Int, _ y: Double, _ text: String, selected: Bool = false) -> ViewNode {
      ViewNode(
        id: id, className: "UITableViewCell", kind: .cell, frame: Rect(x: 0, y: y, width: 375, height: 44),
        isSelected: selected,
        children: [
          ViewNode(
            id: id + 100, className: "UILabel", kind: .label, frame: Rect(x: 16, y: y, width: 343, height: 44),
            text: text)
        ])
    }
    let field = ViewNode(
      id: 2, className: "UITextField", kind: .field, frame: Rect(x: 16, y: 72, width: 343, height: 34), text: "",
      placeholder: "Search")
    let focused = ViewNode(
      id: 3, className: "UITextField", kind: .field, frame: Rect(x: 16, y: 112, width: 343, height: 34), text: "Ada",
      isFirstResponder: true)
    let editingEmpty = ViewNode(
      id: 5, className: "UITextField", kind: .field, frame: Rect(x: 16, y: 32, width: 343, height: 34), text: "",
      placeholder: "Name", isFirstResponder: true)
    let table = ViewNode(
      id: 4, className: "UITableView", kind: .table, frame: Rect(x: 0, y: 160, width: 375, height: 507),
      children: [cell(10, 160, "2 x 1 = 2"), cell(11, 204, "2 x 2 = 4", selected: true), cell(12, 248, "2 x 3 = 6")])
    let root = ViewNode(
      id: 1, className: "UIView", kind: .view, frame: Rect(x: 0, y: 0, width: 375, height: 667),
      children: [editingEmpty, field, focused, table])
    let window = ViewNode(
      id: 0, className: "UIWindow", kind: .window, frame: Rect(x: 0, y: 0, width: 375, height: 667), children: [root])
    let snapshot = AppSnapshot(
      clockMilliseconds: 0, applicationState: "active", window: window, controllers: nil,
      keyboard: KeyboardState(isShown: true, frame: Rect(x: 0, y: 407, width: 375, height: 260)), alert: nil,
      timers: [],
      log: [])
    expectGolden(ScreenRenderer(style: TerminalStyle(colored: false)).render(snapshot), named: "screen-table-field.txt")
  }

  @Test("with colour: tints, dimming and the keyboard are painted with escape sequences")
  func colour() throws {
    let window = ViewNode(
      id: 0, className: "UIWindow", kind: .window, frame: Rect(x: 0, y: 0, width: 375, height: 667),
      children: [
        ViewNode(
          id: 1, className: "UIButton", kind: .button, frame: Rect(x: 20, y: 100, width: 335, height: 44),
          title: "Start")
      ])
    let snapshot = AppSnapshot(
      clockMilliseconds: 0, applicationState: "active", window: window, controllers: nil,
      keyboard: KeyboardState(isShown: false, frame: nil), alert: nil, timers: [], log: [])
    let text = ScreenRenderer(style: TerminalStyle(colored: true)).render(snapshot)
    #expect(text.contains("\u{1B}[34m[ Start ]\u{1B}[0m"))
  }

  @Test("frames learner code can produce — infinite, huge, negative, empty — draw without a crash")
  func oddFrames() {
    let odd: [Rect] = [
      Rect(x: .infinity, y: 10, width: 10, height: 10), Rect(x: -1e300, y: -1e300, width: 1e300, height: 1e300),
      Rect(x: 20, y: 100, width: 0, height: 0), Rect(x: -50, y: 900, width: 40, height: 40),
      Rect(x: 10, y: 10, width: .nan, height: 10),
    ]
    var children = odd.enumerated().map { index, frame in
      ViewNode(
        id: index + 1, className: "UILabel", kind: .label, frame: frame, text: String(repeating: "x", count: 500))
    }
    children.append(
      ViewNode(
        id: 99, className: "UISlider", kind: .slider, frame: Rect(x: 20, y: 300, width: 335, height: 30), value: -7))
    let window = ViewNode(
      id: 0, className: "UIWindow", kind: .window, frame: Rect(x: 0, y: 0, width: 375, height: 667), children: children)
    let snapshot = AppSnapshot(
      clockMilliseconds: 0, applicationState: "active", window: window, controllers: nil,
      keyboard: KeyboardState(isShown: true, frame: Rect(x: 0, y: 5000, width: 375, height: 260)), alert: nil,
      timers: [], log: [])
    let text = ScreenRenderer(style: TerminalStyle(colored: false)).render(snapshot)
    #expect(text.split(separator: "\n").allSatisfy { TerminalStyle.visibleWidth(String($0)) == 42 })
    #expect(SVGRenderer().render(snapshot).hasSuffix("</svg>\n"))
  }

  @Test("a table with separatorStyle .none draws no line under its rows, on the terminal or in the SVG")
  func separatorsFollowTheTable() {
    func snapshot(hidingSeparators: Bool) -> AppSnapshot {
      var cell = ViewNode(
        id: 2, className: "UITableViewCell", kind: .cell, frame: Rect(x: 0, y: 100, width: 375, height: 88),
        indexPath: [0, 0])
      if hidingSeparators { cell.hidesSeparator = true }
      let table = ViewNode(
        id: 1, className: "UITableView", kind: .table, frame: Rect(x: 0, y: 0, width: 375, height: 667),
        rowCounts: [1], children: [cell])
      let window = ViewNode(
        id: 0, className: "UIWindow", kind: .window, frame: Rect(x: 0, y: 0, width: 375, height: 667),
        children: [table])
      return AppSnapshot(
        clockMilliseconds: 0, applicationState: "active", window: window, controllers: nil,
        keyboard: KeyboardState(isShown: false, frame: Rect(x: 0, y: 667, width: 375, height: 0)), alert: nil,
        timers: [], log: [])
    }
    let renderer = ScreenRenderer(style: TerminalStyle(colored: false))
    func lines(_ text: String) -> Int { text.filter { $0 == "─" }.count }
    let drawn = lines(renderer.render(snapshot(hidingSeparators: false)))
    let hidden = lines(renderer.render(snapshot(hidingSeparators: true)))
    #expect(drawn - hidden >= 30, "the separator is a line across the row (\(drawn) against \(hidden))")
    #expect(SVGRenderer().render(snapshot(hidingSeparators: false)).contains("stroke=\"#C6C6C8\""))
    #expect(!SVGRenderer().render(snapshot(hidingSeparators: true)).contains("stroke=\"#C6C6C8\""))
  }

  @Test("a slider's thumb sits within its own range (7 of 1…12 is a little past the middle)")
  func sliderRange() {
    let node = ViewNode(
      id: 1, className: "UISlider", kind: .slider, frame: Rect(x: 0, y: 0, width: 100, height: 30), value: 7,
      valueRange: [1, 12])
    #expect(abs(ElementPainter.fraction(of: node) - 6.0 / 11.0) < 0.0001)
    var plain = node
    plain.valueRange = nil
    plain.value = 0.25
    #expect(ElementPainter.fraction(of: plain) == 0.25)
  }

  @Test("the keyboard follows the field: a number pad, and the return key's own label")
  func keyboardKinds() {
    let window = ViewNode(id: 0, className: "UIWindow", kind: .window, frame: Rect(x: 0, y: 0, width: 375, height: 667))
    func screen(type: String, returnKey: String) -> String {
      let snapshot = AppSnapshot(
        clockMilliseconds: 0, applicationState: "active", window: window, controllers: nil,
        keyboard: KeyboardState(
          isShown: true, frame: Rect(x: 0, y: 407, width: 375, height: 260), type: type, returnKey: returnKey),
        alert: nil, timers: [], log: [])
      return ScreenRenderer(style: TerminalStyle(colored: false)).render(snapshot)
    }
    #expect(screen(type: "numberPad", returnKey: "return").contains("7    8    9"))
    #expect(screen(type: "default", returnKey: "done").contains("123  space  done"))
    #expect(screen(type: "emailAddress", returnKey: "next").contains("@  .  next"))
  }
}
