import CheckLanguage
import Foundation
import Runner
import Testing
import TutorTestSupport

/// check-language.md "Acting like a user": `stall` (the main thread busy: time passes, the run
/// loop does not), `delete` (the keyboard's backspace, through `shouldChangeCharactersIn`) and
/// `tap alert "Delete"` (the presented alert's action), in a built app, each catching the wrong
/// code a lesson warns about.
@Suite("Acting steps: stall, delete, tap alert", .tags(.spawnsProcess))
struct ActingStepsTests {
  static let screens = """
    import UIKit

    /// Shows seconds with one decimal; subclasses say how they know the time.
    class StopwatchViewController: UIViewController {
        let display = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        var timer: Timer?

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            display.accessibilityIdentifier = "elapsed"
            display.text = "0.0"
            view.addSubview(display)
            let start = UIButton(type: .system)
            start.setTitle("Start", for: .normal)
            start.frame = CGRect(x: 20, y: 200, width: 200, height: 44)
            start.addTarget(self, action: #selector(startTapped), for: .touchUpInside)
            view.addSubview(start)
        }

        @objc func startTapped() {
            began()
            timer = Timer.scheduledTimer(timeInterval: 0.1, target: self, selector: #selector(tick),
                                         userInfo: nil, repeats: true)
        }

        func began() {}
        @objc func tick() {}
    }

    /// Wrong: counts ticks, as if every one came on time.
    final class TickStopwatchViewController: StopwatchViewController {
        var tenths = 0
        override func tick() {
            tenths += 1
            display.text = String(format: "%.1f", Double(tenths) / 10)
        }
    }

    /// Right: compares dates.
    final class DateStopwatchViewController: StopwatchViewController {
        var start = Date()
        override func began() { start = Date() }
        override func tick() {
            display.text = String(format: "%.1f", Date().timeIntervalSince(start))
        }
    }

    /// A four-digit code field; `limit(_:_:_:)` decides each change.
    class CodeViewController: UIViewController, UITextFieldDelegate {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 335, height: 34))

        override func viewDidLoad() {
            super.viewDidLoad()
            field.accessibilityIdentifier = "code"
            field.borderStyle = .roundedRect
            field.delegate = self
            view.addSubview(field)
        }

        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                       replacementString string: String) -> Bool {
            let text = textField.text ?? ""
            let changed = (text as NSString).replacingCharacters(in: range, with: string)
            return changed.count <= 4
        }
    }

    /// Wrong: refuses every change once the field is full, the delete key's too.
    final class StrictCodeViewController: CodeViewController {
        override func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                                replacementString string: String) -> Bool {
            (textField.text ?? "").count < 4
        }
    }

    /// Asks before emptying the trash.
    final class TrashViewController: UIViewController {
        let status = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 40))

        override func viewDidLoad() {
            super.viewDidLoad()
            status.accessibilityIdentifier = "status"
            status.text = "Kept"
            view.addSubview(status)
            let empty = UIButton(type: .system)
            empty.setTitle("Empty Trash", for: .normal)
            empty.frame = CGRect(x: 20, y: 200, width: 200, height: 44)
            empty.addTarget(self, action: #selector(emptyTapped), for: .touchUpInside)
            view.addSubview(empty)
        }

        @objc func emptyTapped() {
            let alert = UIAlertController(title: "Empty the trash?", message: "This cannot be undone.",
                                          preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in
                self.status.text = "Deleted"
            })
            present(alert, animated: true)
        }
    }

    """

  private func run(_ script: String) throws -> CheckRunner.Result {
    let sources = AppSources(
      learnerFiles: [SourceFile(name: "Screens.swift", contents: Self.screens)],
      hosts: [
        "TickStopwatchViewController", "DateStopwatchViewController", "CodeViewController",
        "StrictCodeViewController", "TrashViewController",
      ])
    let app = try LessonPipelineTests().builder().build(sources)
    let (steps, errors) = CheckParser.parse(script)
    #expect(errors.isEmpty)
    return CheckRunner(executable: app.executable).run(steps)
  }

  /// What a failed check says, or nil when it passed.
  private func failure(_ result: CheckRunner.Result) -> (step: String, expected: String, found: String)? {
    guard case .failed(let step, _, let expected, let found, _) = result else { return nil }
    return (step, expected, found)
  }

  static func stopwatchCheck(_ controller: String) -> String {
    """
    launch \(controller)
    tap "Start"
    advance 1s
    expect #elapsed text "1.0"
    stall 2s
    expect #elapsed text "3.0"
    """
  }

  @Test("stall: a date-based stopwatch shows the time that passed; a tick-counting one falls behind and fails")
  func stall() throws {
    #expect(try run(Self.stopwatchCheck("DateStopwatchViewController")) == .passed)
    let wrong = try #require(failure(try run(Self.stopwatchCheck("TickStopwatchViewController"))))
    #expect(wrong.step == "expect #elapsed text \"3.0\"")
    #expect(wrong.found == "\"1.1\"", "twenty ticks missed while stalled came as one")
  }

  static let deleteCheck = """
    type "12345" into #code
    expect #code text "1234"
    delete
    expect #code text "123"
    delete 2
    expect #code text "1"
    """

  @Test("delete: a max-length delegate lets the delete key through at the limit; one that blocks all changes fails")
  func delete() throws {
    #expect(try run("launch CodeViewController\n" + Self.deleteCheck) == .passed)
    let wrong = try #require(failure(try run("launch StrictCodeViewController\n" + Self.deleteCheck)))
    #expect(wrong.step == "expect #code text \"123\"")
    #expect(wrong.found == "\"1234\"")
  }

  @Test("delete with no field focused says so")
  func deleteWithoutFocus() throws {
    let failed = try #require(failure(try run("launch CodeViewController\ndelete")))
    #expect(failed.step == "delete")
    #expect(failed.found.contains("no text input is first responder"))
  }

  @Test("tap alert \"Delete\" taps the alert's action; expect alert matches its title, message or an action")
  func alertAction() throws {
    let verdict = try run(
      """
      launch TrashViewController
      tap "Empty Trash"
      advance 1s
      expect alert "Empty the trash?"
      expect alert "This cannot be undone."
      expect alert "Delete"
      expect presented alert "Empty the trash?"
      tap alert "Delete"
      advance 1s
      expect nothing presented
      expect #status text "Deleted"
      """)
    #expect(verdict == .passed)
  }

  @Test("tap alert with the alert's title is not an action: the failure says what the text is")
  func alertTitleIsNoAction() throws {
    let failed = try #require(
      failure(try run("launch TrashViewController\ntap \"Empty Trash\"\nadvance 1s\ntap alert \"Empty the trash?\"")))
    #expect(failed.found.contains("\"Empty the trash?\" is on screen, but not on an alert's action"))
  }
}
