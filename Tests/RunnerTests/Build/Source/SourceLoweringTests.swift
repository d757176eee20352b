import CheckLanguage
import Foundation
import Testing
import TutorTestSupport

@testable import Runner

/// docs/runtime.md "Code written for iOS": the rewrite that lets code from books and tutorials
/// build without the Objective-C runtime, line for line.
@Suite("Book-code lowering")
struct SourceLoweringTests {
  @Test(
    "#selector becomes a typed Selector named as Objective-C names the method",
    arguments: [
      ("#selector(ViewController.startTapped)", #"Selector(ViewController.startTapped, name: "startTapped")"#),
      ("#selector(startTapped)", #"Selector(Self.startTapped, name: "startTapped")"#),
      ("#selector(self.startTapped(_:))", #"Selector(Self.startTapped(_:), name: "startTapped:")"#),
      ("#selector(tick(timer:))", #"Selector(Self.tick(timer:), name: "tickWithTimer:")"#),
      (
        "#selector(EggTimer.ViewController.moved(_:event:))",
        #"Selector(EggTimer.ViewController.moved(_:event:), name: "moved:event:")"#
      ),
    ])
  func selectors(book: String, lowered: String) {
    #expect(
      SourceLowering.lower("button.addTarget(self, action: \(book), for: .touchUpInside)")
        == "button.addTarget(self, action: \(lowered), for: .touchUpInside)")
  }

  @Test("the app delegate's optional window, read through the protocol, is unwrapped once (UIWindow?, not UIWindow??)")
  func delegateWindow() {
    #expect(
      SourceLowering.lower("UIApplication.shared.delegate?.window??.rootViewController = home")
        == "UIApplication.shared.delegate?.window?.rootViewController = home")
    #expect(SourceLowering.lower("let w = app.delegate!.window!!") == "let w = app.delegate!.window!")
    #expect(SourceLowering.lower("print(\"delegate?.window??\")") == "print(\"delegate?.window??\")")
  }

  @Test("Objective-C and Interface Builder attributes are blanked, keeping columns; @UIApplicationMain is @main")
  func attributes() {
    #expect(SourceLowering.lower("@IBOutlet weak var label: UILabel!") == "          weak var label: UILabel!")
    #expect(SourceLowering.lower("@IBAction func go(_ sender: Any) {}") == "          func go(_ sender: Any) {}")
    #expect(SourceLowering.lower("@objc(goNow:) func go() {}") == "              func go() {}")
    #expect(SourceLowering.lower("@objcMembers class A {}") == "             class A {}")
    #expect(SourceLowering.lower("@UIApplicationMain\nclass AppDelegate") == "@main             \nclass AppDelegate")
    #expect(
      SourceLowering.lower("override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {")
        == "required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {")
    // A longer name that merely starts like an attribute is someone's own.
    #expect(SourceLowering.lower("@objcish var x = 1") == "@objcish var x = 1")
  }

  @Test("strings and comments are left alone; the line count never changes")
  func stringsAndComments() {
    let source = """
      // @objc in a comment, #selector(a) too
      let text = "@IBOutlet #selector(b)"
      /* nested /* @objc */ still a comment */ @objc func c() {}
      let raw = #"a "quoted" @objc"#
      let long = \"\"\"
        @IBAction #selector(d)
        \"\"\"
      """
    let lowered = SourceLowering.lower(source)
    #expect(
      lowered == source.replacingOccurrences(of: "*/ @objc func", with: "*/       func"))
    #expect(lowered.split(separator: "\n", omittingEmptySubsequences: false).count == 7)
  }
}

/// A view controller as a book writes it, built and driven: outlets, @objc actions through
/// #selector, a target/selector timer, @UIApplicationMain.
@Suite("Book code, built and run", .tags(.spawnsProcess), .serialized)
struct BookCodeTests {
  static let code = """
    import UIKit

    @UIApplicationMain
    class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = CounterViewController()
            window?.makeKeyAndVisible()
            return true
        }
    }

    class CounterViewController: UIViewController {
        @IBOutlet weak var countLabel: UILabel!
        var timer: Timer?
        var count = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            let label = UILabel(frame: CGRect(x: 20, y: 100, width: 335, height: 44))
            label.accessibilityIdentifier = "count"
            view.addSubview(label)
            countLabel = label
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 20, y: 200, width: 335, height: 44)
            button.setTitle("Start", for: .normal)
            button.addTarget(self, action: #selector(startTapped(_:)), for: .touchUpInside)
            view.addSubview(button)
            updateLabel()
        }

        @IBAction func startTapped(_ sender: UIButton) {
            timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick),
                                         userInfo: nil, repeats: true)
        }

        @objc func tick() {
            count += 1
            updateLabel()
        }

        func updateLabel() {
            countLabel.text = "\\(count)"
        }
    }

    """

  @Test("outlets, #selector actions, a target/selector timer and @UIApplicationMain work as on iOS")
  func counter() throws {
    let app = try LessonPipelineTests().builder().build(
      AppSources(learnerFiles: [SourceFile(name: "Counter.swift", contents: Self.code)]))
    let (steps, errors) = CheckParser.parse(
      """
      launch
      expect #count text "0"
      tap "Start"
      advance 3s
      expect #count text "3"
      expect log contains "UIButton.action \\"Start\\""
      """)
    #expect(errors.isEmpty)
    #expect(CheckRunner(executable: app.executable).run(steps) == .passed)
  }

  @Test("a compile error on a lowered line still points at the learner's line and quotes it")
  func errorOnLoweredLine() throws {
    let broken = Self.code.replacingOccurrences(of: "#selector(tick)", with: "#selector(tock)")
    do {
      _ = try LessonPipelineTests().builder().build(
        AppSources(learnerFiles: [SourceFile(name: "Counter.swift", contents: broken)]))
      Issue.record("built a selector to a missing method")
    } catch let failure as BuildFailure {
      #expect(failure.description.hasPrefix("Counter.swift:35:"), "\(failure.description)")
      #expect(failure.description.contains("tock"))
      #expect(failure.description.contains("selector: #selector(tock),"))
    }
  }
}
