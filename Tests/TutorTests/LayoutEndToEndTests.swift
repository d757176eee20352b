import Foundation
import Testing
import TutorTestSupport

/// The `device` step and the layout expectations on a real app (Fixtures/Lessons/layout.md): a
/// form laid out in code from the safe area passes on an iPhone SE, turned, and on an iPhone 15;
/// the same form with frames fixed for an iPhone 8 fails, each failure naming the frames.
@Suite("Layout checks — end to end", .serialized)
struct LayoutEndToEndTests {
  /// The form, laid out from the safe area: centred, under the bars, on any screen.
  static let adaptiveForm = """
    import UIKit
    class FormViewController: UIViewController {
        let titleLabel = UILabel()
        let name = UITextField()
        let help = UIButton(type: .system)
        let signIn = UIButton(type: .system)
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Sign in"
            titleLabel.text = "Welcome"
            titleLabel.accessibilityIdentifier = "title"
            name.placeholder = "Name"
            name.accessibilityIdentifier = "name"
            help.setTitle("?", for: .normal)
            help.accessibilityIdentifier = "help"
            signIn.setTitle("Sign In", for: .normal)
            signIn.accessibilityIdentifier = "signIn"
            for control in [titleLabel, name, help, signIn] { view.addSubview(control) }
        }
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            let safe = view.bounds.inset(by: view.safeAreaInsets)
            let left = safe.midX - 140
            titleLabel.frame = CGRect(x: safe.midX - 100, y: safe.minY + 20, width: 200, height: 21)
            name.frame = CGRect(x: left, y: safe.minY + 60, width: 236, height: 34)
            help.frame = CGRect(x: left + 244, y: safe.minY + 60, width: 36, height: 34)
            signIn.frame = CGRect(x: left, y: safe.minY + 110, width: 280, height: 44)
        }
    }
    """

  /// The same form with the frames an iPhone 8 in portrait gives it, whatever the screen.
  static let fixedForm = adaptiveForm.replacingOccurrences(
    of: "let safe = view.bounds.inset(by: view.safeAreaInsets)",
    with: "let safe = CGRect(x: 0, y: 64, width: 375, height: 603)")

  /// Runs `tutor` on a workspace holding `form` as layout/form's Form.swift.
  private func tutor(_ arguments: [String], form: String, script: String? = nil) throws -> TutorRun {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-layout-\(UUID().uuidString)")
    let folder = root.appendingPathComponent("layout/form")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try form.write(to: folder.appendingPathComponent("Form.swift"), atomically: true, encoding: .utf8)
    var scriptArguments: [String] = []
    if let script {
      let path = root.appendingPathComponent("steps.txt")
      try script.write(to: path, atomically: true, encoding: .utf8)
      scriptArguments = ["--script", path.path]
    }
    return try runTutor(
      arguments + scriptArguments + ["--lessons", RunnerEndToEndTests.lessons, "--workspace", root.path])
  }

  @Test("a form laid out from the safe area passes on an iPhone SE, turned, and on an iPhone 15")
  func adaptivePasses() throws {
    let run = try tutor(["check", "layout/form"], form: Self.adaptiveForm)
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    for title in [
      "On an iPhone SE", "Turned on an iPhone SE", "On an iPhone 15, under the Dynamic Island",
      "On the lesson's device",
    ] {
      #expect(run.stdout.contains("  ✓ \(title)\n"), "\(title)")
    }
    #expect(run.stdout.hasSuffix("  4 of 4 checks passed\n"))
  }

  @Test("frames fixed for an iPhone 8 fail on the other screens, each failure naming the frames")
  func fixedFramesFail() throws {
    let run = try tutor(["check", "layout/form"], form: Self.fixedForm)
    #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
    let file = RunnerEndToEndTests.lessons + "/layout.md"
    #expect(
      run.stdout.contains(
        """
          ✗ On an iPhone SE
            at \(file):25: expect #title centered
            expected: #title centered in its superview: its centre at x 160
            found:    #title is at x 87.5–287.5, centre x 187.5; its superview UIView at x 0–320, centre x 160

        """), "\(run.stdout)")
    // Turned, the screen is 568 points wide.
    #expect(
      run.stdout.contains(
        """
          ✗ Turned on an iPhone SE
            at \(file):40: expect #title centered
            expected: #title centered in its superview: its centre at x 284
            found:    #title is at x 87.5–287.5, centre x 187.5; its superview UIView at x 0–568, centre x 284

        """), "\(run.stdout)")
    // On an iPhone 15 the navigation bar starts under the Dynamic Island, and the title is under it.
    #expect(
      run.stdout.contains(
        """
          ✗ On an iPhone 15, under the Dynamic Island
            at \(file):49: expect #title inside safe area
            expected: #title inside the safe area, x 0–393, y 103–818
            found:    #title is at x 87.5–287.5, y 84–105, past the safe area's top (y 103)

        """), "\(run.stdout)")
    #expect(run.stdout.contains("  ✓ On the lesson's device\n"))
    #expect(run.stdout.hasSuffix("  1 of 4 checks passed\n"))
  }

  @Test("tutor run takes a script's leading device steps before it launches; a later device step fails")
  func runWithDevice() throws {
    let script = """
      device iphone-se
      expect #signIn width 280
      rotate landscape
      expect #title centered
      expect no #name right of #help
      device ipad
      """
    let run = try tutor(["run", "layout/form"], form: Self.adaptiveForm, script: script)
    #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
    let verdicts = run.stdout.split(separator: "\n").filter {
      $0.hasPrefix(">") || $0.hasPrefix("✓") || $0.hasPrefix("✗")
    }
    #expect(
      verdicts == [
        "> device iphone-se", "> launch FormViewController in navigation", "> expect #signIn width 280",
        "✓ expect #signIn width 280", "> rotate landscape", "> expect #title centered", "✓ expect #title centered",
        "> expect no #name right of #help", "✓ expect no #name right of #help", "> device ipad",
        "✗ expected: device ipad before launch",
      ])
    #expect(
      run.stdout.contains(
        "  found:    the app is already running on an iphone-se, and a device cannot change under a running app; "
          + "put device ipad before launch\n"))
  }

  /// The adaptive form, also hearing about rotation as learners write it: a size transition with
  /// an alongside animation, and a registration for the vertical size class (layout.md rule 8).
  static let rotationAwareForm = adaptiveForm.replacingOccurrences(
    of: "    override func viewDidLayoutSubviews() {",
    with: """
          override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
              super.viewWillTransition(to: size, with: coordinator)
              print("will turn to \\(Int(size.width)) wide")
              coordinator.animate(alongsideTransition: { _ in
                  print("turning, \\(self.traitCollection.verticalSizeClass == .compact ? "compact" : "regular")")
              }, completion: { _ in print("turned") })
          }
          override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
              super.traitCollectionDidChange(previousTraitCollection)
              print("traits changed")
          }
          override func viewIsAppearing(_ animated: Bool) {
              super.viewIsAppearing(animated)
              registerForTraitChanges([UITraitVerticalSizeClass.self]) { (self: Self, previous: UITraitCollection) in
                  print("height class was \\(previous.verticalSizeClass == .regular ? "regular" : "compact")")
              }
          }
          override func viewDidLayoutSubviews() {
      """)

  @Test("rotate tells learner code in UIKit's order: the size transition, the trait change, the layout")
  func rotationCallbacks() throws {
    let script = """
      device iphone-se
      rotate landscape
      expect log order "UINavigationController.viewWillTransition", "FormViewController.viewWillTransition", \
      "FormViewController.traitCollectionDidChange", "FormViewController.viewDidLayoutSubviews"
      expect output contains "turning, compact"
      expect #title centered
      """
    let run = try tutor(["run", "layout/form"], form: Self.rotationAwareForm, script: script)
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(
      run.stdout.contains(
        "│ will turn to 568 wide\n│ traits changed\n│ height class was regular\n│ turning, compact\n"),
      "\(run.stdout)")
  }
}
