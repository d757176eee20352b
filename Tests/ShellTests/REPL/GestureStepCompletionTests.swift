import DriverProtocol
import Testing

@testable import Shell

/// Tab in app mode for the touch steps: the second word of `double tap` and `long press`, and
/// after a gesture's element the word that comes next (a direction, `for`, `by`, `to`).
@Suite("Tab completion of the touch steps")
struct GestureStepCompletionTests {
  private static let snapshot = AppSnapshot(
    clockMilliseconds: 0, applicationState: "active",
    window: ViewNode(
      id: 1, className: "UIWindow", kind: .window, frame: Rect(x: 0, y: 0, width: 320, height: 568),
      children: [
        ViewNode(
          id: 2, className: "UIImageView", kind: .image, frame: Rect(x: 20, y: 100, width: 100, height: 100),
          accessibilityIdentifier: "photo")
      ]),
    controllers: nil, keyboard: KeyboardState(isShown: false, frame: nil), alert: nil, timers: [], log: [])

  private func complete(_ line: String) -> [String] {
    var words = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    let word = words.removeLast()
    return StepCompletion.candidates(after: words.filter { !$0.isEmpty }, word: word, snapshot: Self.snapshot)
  }

  @Test("the step names, and the second word of the two-word steps")
  func names() {
    #expect(complete("dou") == ["double"])
    #expect(complete("double ") == ["tap"])
    #expect(complete("long p") == ["press"])
    #expect(complete("pin") == ["pinch"])
  }

  @Test("after the element: a direction for swipe, for after long press, by after drag, to after pinch")
  func afterElement() {
    #expect(complete("swipe #photo ") == ["down", "left", "right", "up"])
    #expect(complete("long press #photo ") == ["for"])
    #expect(complete("drag #photo ") == ["by"])
    #expect(complete("drag ") == ["#photo", "from"])
    #expect(complete("pinch #photo ") == ["to"])
    #expect(complete("double tap #p") == ["#photo"])
  }
}
