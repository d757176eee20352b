import DriverProtocol
import Testing

@testable import Shell

/// Tab in app mode: step names, then what each step takes next — devices, orientations, the
/// words of the expectations (layout's included) and what is on the screen.
@Suite("Tab completion in app mode")
struct StepCompletionTests {
  private static let snapshot = AppSnapshot(
    clockMilliseconds: 0, applicationState: "active",
    window: ViewNode(
      id: 1, className: "UIWindow", kind: .window, frame: Rect(x: 0, y: 0, width: 320, height: 568),
      children: [
        ViewNode(
          id: 2, className: "UIButton", kind: .button, frame: Rect(x: 20, y: 100, width: 100, height: 44),
          title: "Start", accessibilityIdentifier: "start")
      ]),
    controllers: nil, keyboard: KeyboardState(isShown: false, frame: nil), alert: nil, timers: [], log: [])

  private func complete(_ line: String) -> [String] {
    var words = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    let word = words.removeLast()
    return StepCompletion.candidates(after: words.filter { !$0.isEmpty }, word: word, snapshot: Self.snapshot)
  }

  @Test("step names, device among them")
  func steps() {
    #expect(complete("de") == ["defaults", "delete", "device"])
  }

  @Test("devices after device, orientations after rotate")
  func arguments() {
    #expect(complete("device ") == ["ipad", "iphone-15", "iphone-8", "iphone-se"])
    #expect(complete("device iphone-1") == ["iphone-15"])
    #expect(complete("rotate l") == ["landscape"])
  }

  @Test("after expect: the expectations' first words and what is on screen")
  func expectations() {
    #expect(complete("expect la") == ["layout"])
    #expect(complete("expect no o") == ["overlaps"])
    #expect(complete("expect no w") == ["warning", "warnings"])
    #expect(complete("expect wa") == ["warning"])
    #expect(complete("expect layout ") == ["ok"])
    #expect(complete("expect #s") == ["#start"])
  }

  @Test("after an element: its properties, states and positions, and the words that finish them")
  func afterElement() {
    #expect(complete("expect #start a") == ["above", "alpha"])
    #expect(complete("expect #start fu") == ["fully"])
    #expect(complete("expect #start fully ") == ["visible"])
    #expect(complete("expect #start left ") == ["of"])
    #expect(complete("expect #start inside ") == ["safe"])
    #expect(complete("expect #start inside safe ") == ["area"])
    #expect(complete("expect #start left of #") == ["#start"])
    #expect(complete("expect \"Start\" c") == ["centered"])
    #expect(complete("tap \"S") == ["\"Start\""])
  }

  @Test("the control steps: in, component, up or down, to, on or off, and segment after selected")
  func controlSteps() {
    #expect(complete("se") == ["select", "set"])
    #expect(complete("st") == ["stall", "step", "store"])
    #expect(complete("select \"Two\" ") == ["in"])
    #expect(complete("select \"Two\" in #s") == ["#start"])
    #expect(complete("pick \"L\" in picker ") == ["component"])
    #expect(complete("step #start ") == ["down", "up"])
    #expect(complete("set #start ") == ["to"])
    #expect(complete("set #start to o") == ["off", "on"])
    #expect(complete("expect #start selected seg") == ["segment"])
    #expect(complete("expect val") == ["value"])
  }
}
