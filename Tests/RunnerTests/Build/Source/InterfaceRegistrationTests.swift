import CheckLanguage
import Foundation
import LessonKit
import Testing
import TutorTestSupport

@testable import Runner

/// Outlets and actions without the Objective-C runtime (interface-files.md): the registration
/// code generated from each form of `@IBOutlet` and `@IBAction` declaration.
@Suite("Interface Builder registry generator")
struct InterfaceRegistrationTests {
  static let source = """
    import UIKit

    class ViewController: UIViewController {
        @IBOutlet weak var timeLeftLabel: UILabel!
        @IBOutlet var subtitle: UILabel?
        @IBOutlet private weak var hidden: UIView!
        @IBOutlet var buttons: [UIButton]!
        @IBOutlet
        weak var `default`: UISwitch! // on its own line
        var notAnOutlet: UILabel!

        @IBAction func startTimer() {}
        @IBAction func startTimerButton(_ sender: Any) {}
        @IBAction func pressed(_ sender: UIButton) {}
        @IBAction func done(sender: UIBarButtonItem) {}
        @IBAction private func buttonTapped(_ sender: Any, forEvent event: UIEvent) {}
        @IBAction func optionalSender(_ sender: UIButton?) {}
        @IBAction func unwindToList(_ segue: UIStoryboardSegue) {}
        @IBAction @objc(renamed:) func original(_ sender: Any) {}
        func notAnAction(_ sender: Any) {}

        class Inner: UIView {
            @IBOutlet weak var nested: UILabel!
        }
        func body() {
            class Local { @IBOutlet var skipped: UILabel! }
        }
    }

    extension ViewController {
        @IBAction func fromExtension(_ sender: Any) {}
    }

    protocol Connectable { }
    let text = "@IBOutlet var inString: UILabel!" // @IBAction func inComment()
    """

  @Test("each declaration form is found, with its owner, Interface Builder name and type")
  func declarations() {
    let found = InterfaceRegistration.declarations(in: Self.source)
    #expect(
      found.outlets.map { "\($0.owner).\($0.key): \($0.type)\($0.isCollection ? " (collection)" : "") @\($0.line)" }
        == [
          "ViewController.timeLeftLabel: UILabel @4", "ViewController.subtitle: UILabel @5",
          "ViewController.hidden: UIView @6", "ViewController.buttons: [UIButton] (collection) @7",
          "ViewController.default: UISwitch @8", "ViewController.Inner.nested: UILabel @23",
        ])
    #expect(
      found.actions.map { "\($0.owner) \($0.selector)" } == [
        "ViewController startTimer", "ViewController startTimerButton:", "ViewController pressed:",
        "ViewController doneWithSender:", "ViewController buttonTapped:forEvent:", "ViewController optionalSender:",
        "ViewController unwindToList:", "ViewController renamed:", "ViewController fromExtension:",
      ])
  }

  @Test("the generated code, after the file's last line (golden text)")
  func generatedCode() throws {
    let lowered = SourceLowering.lower(Self.source)
    let appendix = try #require(InterfaceRegistration.appendix(for: Self.source, file: 2, after: lowered))
    expectGolden(appendix.text, named: "InterfaceRegistration.generated.swift.txt")
    // Line numbers of the file are untouched; every generated line of a declaration maps to it.
    #expect(InterfaceRegistration.lineCount(of: lowered) == 35)
    #expect(appendix.declarations[39] == nil && appendix.declarations[40]?.line == 4)
    #expect(
      appendix.declarations.values.contains {
        $0.description == "the action buttonTapped(_:forEvent:) of ViewController"
      })
    #expect(InterfaceRegistration.appendix(for: "class A { var x = 1 }", file: 0, after: "") == nil)
  }
}

/// The generated registry in a built app: a Swift check connects outlets and sends actions by the
/// names Interface Builder writes, as a storyboard's loader will; book-style selectors compile.
@Suite("Interface Builder registry, built and run", .tags(.spawnsProcess), .serialized)
struct InterfaceRegistryAppTests {
  static let lessonText = #"""
    ---
    id: outlets
    title: Outlets
    ---
    # Outlets

    ## Exercise: Timer {#timer}
    Connect the timer.

    ```swift starter file=TimerViewController.swift
    import UIKit

    class TimerViewController: UIViewController {
        @IBOutlet weak var timeLeftLabel: UILabel!
        @IBOutlet private weak var hiddenLabel: UILabel!
        @IBOutlet var buttons: [UIButton]!
        var log: [String] = []
        var hiddenText: String? { hiddenLabel?.text }

        @IBAction func startTimer() { log.append("startTimer") }
        @IBAction func startTimerButton(_ sender: Any) { log.append("startTimerButton") }
        @IBAction private func pressed(_ sender: UIButton) { log.append("pressed \(sender.currentTitle ?? "")") }
        @IBAction func done(sender: UIButton?) { log.append("done \(sender == nil)") }
        @IBAction func buttonTapped(_ sender: Any, forEvent event: UIEvent) { log.append("tapped") }
    }

    class DetailViewController: TimerViewController {
        @IBOutlet weak var detailLabel: UILabel!
    }

    class Person: NSObject {
        @objc var name = "Ada"
        @objc dynamic var age: Int = 36
        @objc let id = 7
        @objc var initials: String { String(name.prefix(1)) }
        @objc var nickname: String? {
            didSet { log.append("nickname") }
        }
        @objc var friend: Person?
        var log: [String] = []
        var hidden = 0
        static let friendNameKey = #keyPath(Person.friend.name)
    }

    @IBDesignable class RoundedButton: UIButton {
        @IBInspectable var cornerRadius: CGFloat = 0 {
            didSet { layer.cornerRadius = cornerRadius }
        }
        @IBInspectable var badge: String?
        @IBInspectable var dots: Int = 0
    }
    ```

    ```swift starter file=Selectors.swift
    import UIKit

    class CardView: UIView {
        @objc func wasntTapped() {}
    }

    class FruitCell: UITableViewCell {
        override public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
        }
        required init?(coder: NSCoder) { nil }
    }

    class SplitCell: UITableViewCell {
        override
        init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
        }
        required init?(coder: NSCoder) { nil }
    }

    // Not the entry point: @main is the app host's here.
    class GameViewController: UIViewController {
        let card = CardView()
        var selectors: [Selector] = []
        var documents: URL?
        override func viewDidLoad() {
            super.viewDidLoad()
            let button = UIButton()
            button.addTarget(card, action: #selector(card.wasntTapped), for: .touchUpInside)
            selectors = [#selector(getter: UIView.frame), #selector(setter: UIView.frame),
                         #selector(image(_:didFinishSavingWithError:contextInfo:)),
                         #selector(
                            CardView.wasntTapped)]
            print("\(#selector(viewDidLoad)) is not @objc \("@IBAction")")
            documents = try? FileManager.default.url(
                for: .documentDirectory, in: .userDomainMask,
                appropriateFor: nil, create: true)
        }
        @objc func image(_ image: UIImage, didFinishSavingWithError error: Error?, contextInfo: UnsafeRawPointer) {}
    }
    ```

    ```swift check Outlets and actions connect by Interface Builder's names
    let controller = DetailViewController()
    let label = UILabel()
    expect(_tutorConnectOutlet(controller, "timeLeftLabel", label), "the outlet takes a label")
    expect(controller.timeLeftLabel === label, "the outlet is set")
    expect(!_tutorConnectOutlet(controller, "timeLeftLabel", UIButton()), "a button is not a label")
    label.text = "private"
    expect(_tutorConnectOutlet(controller, "hiddenLabel", label), "a private outlet")
    expect(controller.hiddenText == "private", "the private outlet is set")
    expect(_tutorConnectOutlet(controller, "buttons", [UIButton(), UIButton()] as [AnyObject]), "a collection")
    expect(controller.buttons.count == 2, "the collection is set")
    expect(_tutorConnectOutlet(controller, "detailLabel", UILabel()), "the subclass's own outlet")
    expect(!_tutorConnectOutlet(controller, "missing", label), "no such outlet")
    let button = UIButton()
    button.setTitle("Go", for: .normal)
    expect(_tutorSendAction(controller, "startTimer", sender: button) == true, "no argument")
    expect(_tutorSendAction(controller, "startTimerButton:", sender: button) == true, "Any sender")
    expect(_tutorSendAction(controller, "pressed:", sender: button) == true, "a private action")
    expect(_tutorSendAction(controller, "pressed:", sender: UILabel()) == false, "a label is not a button")
    expect(_tutorSendAction(controller, "doneWithSender:", sender: nil) == true, "an optional sender")
    expect(_tutorSendAction(controller, "buttonTapped:forEvent:", sender: button) == false, "no event")
    expect(_tutorSendAction(controller, "startTimer:", sender: button) == nil, "no such action")
    expect(controller.log == ["startTimer", "startTimerButton", "pressed Go", "done true"], "\(controller.log)")
    let person = Person()
    expect(person.value(forKey: "name") as? String == "Ada", "value(forKey:) reads an @objc property")
    person.setValue("Grace", forKey: "name")
    expect(person.name == "Grace", "setValue(_:forKey:) writes it")
    person.setValue(41.0, forKey: "age")
    expect(person.age == 41, "a number converts to the property's type: \(person.age)")
    expect(person.value(forKey: "id") as? Int == 7, "a let is read")
    expect(person.value(forKey: "initials") as? String == "G", "a computed property is read")
    person.setValue("Gee", forKey: "nickname")
    expect(person.nickname == "Gee" && person.log == ["nickname"], "an observed property is set, didSet runs")
    person.friend = Person()
    person.setValue("Bob", forKeyPath: "friend.name")
    expect(person.value(forKeyPath: "friend.name") as? String == "Bob", "key paths go through each object")
    expect(Person.friendNameKey == "friend.name", "#keyPath is its string")
    let rounded = RoundedButton()
    expect(_tutorSetInspectable(rounded, "cornerRadius", 8.0), "a number as CGFloat")
    expect(rounded.layer.cornerRadius == 8, "didSet ran: \(rounded.layer.cornerRadius)")
    expect(_tutorSetInspectable(rounded, "badge", "new") && rounded.badge == "new", "a string as String?")
    expect(_tutorSetInspectable(rounded, "dots", 3.0) && rounded.dots == 3, "a number as Int")
    expect(!_tutorSetInspectable(rounded, "dots", "three"), "a string is not an Int")
    expect(!_tutorSetInspectable(rounded, "shadow", 1.0), "no such inspectable property")
    let game = GameViewController()
    _ = game.view
    expect(
      game.selectors.map(\.name) == ["frame", "setFrame:", "image:didFinishSavingWithError:contextInfo:", "wasntTapped"],
      "\(game.selectors.map(\.name))")
    expect(game.documents?.path.hasSuffix("/Documents") == true, "the container's Documents")
    ```
    """#

  @Test("a Swift check sets outlets and sends actions through the generated registry")
  func registry() throws {
    let (parsed, problems) = LessonParser.parse(source: Self.lessonText, file: "Lessons/outlets.md")
    // (A lesson for a test: it needs no solution.)
    #expect(problems.allSatisfy { "\($0)".contains("has no solution") }, "\(problems)")
    let exercise = try #require(parsed?.exercises.first)
    let sources = AppSources(
      exercise: exercise, lessonFile: "Lessons/outlets.md", learnerFiles: AppSources.files(exercise.starters))
    let runner = CheckRunner(executable: try LessonPipelineTests().builder().build(sources).executable)
    let outcome = runner.run(try #require(exercise.checks.first), number: 0)
    #expect(outcome.result == .passed, "\(outcome)")
  }

  @Test("an outlet the generated code cannot set is the learner's error at the declaration, in their terms")
  func errorAtDeclaration() throws {
    let code = """
      import UIKit

      class BrokenViewController: UIViewController {
          @IBOutlet let titleLabel: UILabel! = nil
      }
      """
    do {
      _ = try LessonPipelineTests().builder().build(
        AppSources(learnerFiles: [SourceFile(name: "Broken.swift", contents: code)]))
      Issue.record("built an outlet that cannot be set")
    } catch let failure as BuildFailure {
      #expect(
        failure.description.hasPrefix(
          "Broken.swift:4:5: error: Interface Builder cannot connect the outlet titleLabel of BrokenViewController"),
        "\(failure.description)")
      #expect(!failure.description.contains("_tutor"), "\(failure.description)")
      #expect(failure.description.contains("    @IBOutlet let titleLabel: UILabel! = nil"))
    }
  }
}
