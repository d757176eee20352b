import CheckLanguage
import Foundation
import Runner
import Testing
import TutorTestSupport

/// check-language.md's control steps on built apps: a storyboard settings screen (segmented
/// control, stepper, date picker with outlets and `valueChanged` actions) driven by `select`,
/// `step` and `set` and read with `expect value` and `selected segment`; and what a step that a
/// user could not do says.
@Suite("Control steps: select, step, pick, set", .tags(.spawnsProcess))
struct ControlStepsTests {
  private func settingsFiles() throws -> [SourceFile] {
    let folder = URL(fileURLWithPath: TestPaths.fixture("StoryboardApps/Settings"))
    return try [
      "AppDelegate.swift", "SceneDelegate.swift", "ViewController.swift", "Info.plist", "Base.lproj/Main.storyboard",
    ]
    .map { name in
      SourceFile(name: name, contents: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
    }
  }

  private func run(_ files: [SourceFile], hosts: [String] = [], _ script: String) throws -> CheckRunner.Result {
    let app = try LessonPipelineTests().builder().build(AppSources(learnerFiles: files, hosts: hosts))
    let (steps, errors) = CheckParser.parse(script)
    #expect(errors.isEmpty, "\(errors)")
    return CheckRunner(executable: app.executable).run(steps)
  }

  /// What a failed check says, or nil when it passed.
  private func failure(_ result: CheckRunner.Result) -> (step: String, expected: String, found: String)? {
    guard case .failed(let step, _, let expected, let found, _) = result else { return nil }
    return (step, expected, found)
  }

  @Test("the storyboard settings screen: each control's action runs for a user's change, and its value reads back")
  func settingsScreen() throws {
    let result = try run(
      try settingsFiles(),
      """
      launch
      expect #units selected segment "Metric"
      expect #unitsLabel text "Metric"
      select "Imperial" in #units
      expect #units selected segment "Imperial"
      expect #units selected segment 1
      expect value #units "Imperial"
      expect #unitsLabel text "Imperial"
      expect defaults "units" 1
      expect value #servings 2
      step #servings up
      step #servings up 2
      expect value #servings 5
      expect #servingsLabel text "5 servings"
      step stepper down
      expect #servingsLabel text "4 servings"
      set #servings to 8
      expect #servingsLabel text "8 servings"
      step #servings up
      expect value #servings 8
      expect value #reminder 08:00
      set #reminder to 09:30
      expect value #reminder "09:30"
      expect #reminderLabel text "Remind at 09:30"
      expect log contains "UIStepper.action #servings"
      """)
    #expect(result == .passed, "\(result)")
  }

  @Test("a step a user could not do says why: off the minutes wheel, no such segment, not that control")
  func refusals() throws {
    let files = try settingsFiles()
    let offWheel = try #require(failure(try run(files, "launch\nset #reminder to 09:40")))
    #expect(offWheel.found.contains("the minutes wheel goes in steps of 15"), "\(offWheel.found)")
    let noSegment = try #require(failure(try run(files, "launch\nselect \"Kelvin\" in #units")))
    #expect(noSegment.found.contains("has no \"Kelvin\"; it has \"Metric\", \"Imperial\""), "\(noSegment.found)")
    let wrongControl = try #require(failure(try run(files, "launch\nstep #units up")))
    #expect(wrongControl.found.contains("is not a stepper"), "\(wrongControl.found)")
    let wrongValue = try #require(failure(try run(files, "launch\nset #unitsLabel to 3")))
    #expect(wrongValue.found.contains("is a label"), "\(wrongValue.found)")
    let tooFar = try #require(failure(try run(files, "launch\nset #servings to 12")))
    #expect(tooFar.found.contains("the stepper cannot reach 12"), "\(tooFar.found)")
  }

  static let pickerScreen = """
    import UIKit

    /// Picks a colour and a size; the label says what was picked.
    class ShirtViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
        let colours = ["Red", "Green", "Blue"]
        let sizes = ["S", "M", "L"]
        let picker = UIPickerView(frame: CGRect(x: 0, y: 100, width: 375, height: 216))
        let chosen = UILabel(frame: CGRect(x: 20, y: 340, width: 335, height: 30))

        override func viewDidLoad() {
            super.viewDidLoad()
            picker.accessibilityIdentifier = "shirt"
            picker.dataSource = self
            picker.delegate = self
            chosen.accessibilityIdentifier = "chosen"
            view.addSubview(picker)
            view.addSubview(chosen)
        }

        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
            component == 0 ? colours.count : sizes.count
        }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            component == 0 ? colours[row] : sizes[row]
        }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            chosen.text = colours[pickerView.selectedRow(inComponent: 0)] + " " + sizes[pickerView.selectedRow(inComponent: 1)]
        }
    }

    """

  @Test("pick spins a picker's wheel: the delegate hears didSelectRow and the value reads its rows")
  func picker() throws {
    let result = try run(
      [SourceFile(name: "Shirt.swift", contents: Self.pickerScreen)], hosts: ["ShirtViewController"],
      """
      launch ShirtViewController
      expect value #shirt "Red, S"
      pick "Blue" in #shirt
      pick "L" in picker component 1
      expect #chosen text "Blue L"
      expect value #shirt "Blue, L"
      expect value #shirt 2
      expect "Green"
      tap "Green"
      expect #chosen text "Green L"
      set #shirt to "M"
      expect value #shirt "Green, M"
      """)
    #expect(result == .passed, "\(result)")
  }
}
