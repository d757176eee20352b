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

  @Test("#keyPath becomes its string, the first property checked through a typed key path")
  func keyPaths() {
    #expect(SourceLowering.lower("let k = #keyPath(Person.name)") == #"let k = _tutorKeyPath(\Person.name, "name")"#)
    #expect(
      SourceLowering.lower("observe(#keyPath(Person.friend.name))")
        == #"observe(_tutorKeyPath(\Person.friend, "friend.name"))"#)
    #expect(SourceLowering.lower("let k = #keyPath(name)") == #"let k = "name""#)
    #expect(SourceLowering.lower(##"let s = "#keyPath(Person.name)""##) == ##"let s = "#keyPath(Person.name)""##)
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

/// The rewrites a text-based lowering got wrong (issue 17), each on the tokens now.
@Suite("Book-code lowering on tokens")
struct SourceLoweringTokenTests {
  @Test("override with modifiers, or split over lines, before init(style:) becomes required in place")
  func overrideInit() {
    #expect(
      SourceLowering.lower("override public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {")
        == "required public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {")
    #expect(
      SourceLowering.lower("    override\n    init(style: CellStyle, reuseIdentifier: String?) {")
        == "    required\n    init(style: CellStyle, reuseIdentifier: String?) {")
    #expect(SourceLowering.lower("required override init(style: S) {}") == "required override init(style: S) {}")
    #expect(SourceLowering.lower("override init(frame: CGRect) {}") == "override init(frame: CGRect) {}")
    #expect(SourceLowering.lower("let s = \"override init(style:\"") == "let s = \"override init(style:\"")
  }

  @Test("FileManager's url(for:in:appropriateFor:create:) split over lines is the container's, lines kept")
  func directoryURLOverLines() {
    let source =
      "let d = try! FileManager.default.url(\n    for: .documentDirectory, in: .userDomainMask,\n    appropriateFor: nil, create: true)"
    #expect(SourceLowering.lower(source) == source.replacingOccurrences(of: ".url(", with: "._tutorURL("))
    let listed = "let u = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)"
    #expect(SourceLowering.lower(listed) == listed)
    let other = "let u = bundle.url(forResource: \"a\", withExtension: nil)"
    #expect(SourceLowering.lower(other) == other)
  }

  @Test(
    "#selector of a property, of an instance's method and of a three-argument method",
    arguments: [
      ("#selector(getter: UIView.frame)", #"_tutorSelector(\UIView.frame, "frame")"#),
      ("#selector(setter: UIView.frame)", #"_tutorSelector(\UIView.frame, "setFrame:")"#),
      ("#selector(getter: isOn)", #"Selector("isOn")"#),
      ("#selector(card.wasntTapped)", #"Selector(type(of: card).wasntTapped, name: "wasntTapped")"#),
      ("#selector(self.card.flip(_:))", #"Selector(type(of: self.card).flip(_:), name: "flip:")"#),
      (
        "#selector(image(_:didFinishSavingWithError:contextInfo:))",
        #"_tutorSelector(Self.image(_:didFinishSavingWithError:contextInfo:), "image:didFinishSavingWithError:contextInfo:")"#
      ),
      ("#selector( tick /* every second */ )", #"Selector(Self.tick, name: "tick")"#),
    ])
  func selectors(book: String, lowered: String) {
    #expect(SourceLowering.lower("let s = \(book)") == "let s = \(lowered)")
  }

  @Test("a #selector over several lines keeps the lines after it where they were")
  func selectorOverLines() {
    let lowered = SourceLowering.lower("f(#selector(\n  tick)); g()\nh()")
    #expect(lowered == "f(Selector(Self.tick, name: \"tick\")\n); g()\nh()")
  }

  @Test("text that looks like @objc in a string's interpolation stays; code in an interpolation is lowered")
  func interpolation() {
    let source = #"let s = "\(value) @objc \("@IBAction func x()") \(#selector(tick))""#
    #expect(
      SourceLowering.lower(source)
        == #"let s = "\(value) @objc \("@IBAction func x()") \(Selector(Self.tick, name: "tick"))""#)
  }

  @Test("a regex literal holding a quote is a literal; the code after it is lowered")
  func regexWithQuote() {
    #expect(
      SourceLowering.lower(##"let r = #/"@objc/#; @objc func f() {}"##) == ##"let r = #/"@objc/#;       func f() {}"##)
    // Bare slashes are division in Swift 5 mode: the quote after one opens a string.
    #expect(SourceLowering.lower(#"let q = 4 / 2; let s = "/ @objc""#) == #"let q = 4 / 2; let s = "/ @objc""#)
  }

  @Test("two @NSManaged properties on one line each get their accessors")
  func twoManagedOnOneLine() {
    let lowered = SourceLowering.lower("  @NSManaged var name: String?; @NSManaged var count: Int16 // two\n}")
    #expect(
      lowered
        == "             var name: String? { get { _tutorManagedValue(forKey: \"name\") } set { _tutorSetManagedValue(newValue, forKey: \"name\") } };"
        + "            var count: Int16 { get { _tutorManagedValue(forKey: \"count\") } set { _tutorSetManagedValue(newValue, forKey: \"count\") } } // two\n}"
    )
  }

  @Test("the entry point is @main or @UIApplicationMain in code, not in a comment or a string")
  func entryPoint() {
    func file(_ text: String) -> [SourceFile] { [SourceFile(name: "App.swift", contents: text)] }
    #expect(!GeneratedSupport.hasEntryPoint(file("// Unlike @main, this file only declares a view.\nclass V {}")))
    #expect(!GeneratedSupport.hasEntryPoint(file(#"let s = "@UIApplicationMain""#)))
    #expect(GeneratedSupport.hasEntryPoint(file("@main\nstruct App {}")))
    #expect(GeneratedSupport.hasEntryPoint(file("@UIApplicationMain class AppDelegate {}")))
    #expect(GeneratedSupport.hasEntryPoint([SourceFile(name: "Sub/main.swift", contents: "")]))
  }

  @Test("imports are read on tokens: attributes before, comments after, not in strings")
  func imports() {
    func file(_ text: String) -> [SourceFile] { [SourceFile(name: "App.swift", contents: text)] }
    #expect(GeneratedSupport.importsFoundationDirectly(file("import Foundation // for Date")))
    #expect(GeneratedSupport.importsFoundationDirectly(file("import UIKit; import Foundation")))
    #expect(!GeneratedSupport.importsFoundationDirectly(file("// import Foundation\nimport UIKit")))
    #expect(GeneratedSupport.declaredClasses(in: ["class A: NSObject {}\n// class B\nclass func c() {}"]) == ["A"])
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

  @Test("every file's errors are shown, not the first failing file's only (-continue-building-after-errors)")
  func errorsOfEveryFile() throws {
    let first = SourceFile(name: "First.swift", contents: "import UIKit\nlet a: Int = \"one\"\n")
    let second = SourceFile(name: "Second.swift", contents: "import UIKit\n\nlet b = undefinedName\n")
    do {
      _ = try LessonPipelineTests().builder().build(AppSources(learnerFiles: [first, second]))
      Issue.record("built two broken files")
    } catch let failure as BuildFailure {
      #expect(failure.description.contains("First.swift:2:"), "\(failure.description)")
      #expect(failure.description.contains("Second.swift:3:9: error: cannot find 'undefinedName' in scope"))
      #expect(failure.description.contains("    let b = undefinedName"))
    }
  }
}
