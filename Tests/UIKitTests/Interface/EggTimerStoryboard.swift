import Foundation
import InterfaceModel

@testable import UIKit

/// The egg timer's storyboard as Xcode writes it, built as elements (the XML reader is the
/// tool's; the runtime receives these): a navigation controller whose root is TimerController,
/// with a label outlet, a Start button's action and a Details button's show segue to
/// DetailController, and an unwind segue back.
@MainActor
enum EggTimerStoryboard {
  private static var line = 1
  static func element(_ name: String, _ attributes: [String: String] = [:], _ children: [InterfaceElement] = [])
    -> InterfaceElement
  {
    line += 1
    return InterfaceElement(name: name, attributes: attributes, children: children, line: line)
  }

  static func scene(_ controller: InterfaceElement) -> InterfaceElement {
    element(
      "scene", ["sceneID": "S-\(controller.id ?? "")"],
      [
        element(
          "objects", [:],
          [
            controller,
            element("placeholder", ["placeholderIdentifier": "IBFirstResponder", "id": "FR-\(controller.id ?? "")"]),
            element("exit", ["id": "EX-\(controller.id ?? "")", "userLabel": "Exit"]),
          ])
      ])
  }

  static var document: InterfaceDocument {
    let navigation = element(
      "navigationController", ["id": "NAV"],
      [
        element("navigationBar", ["key": "navigationBar", "id": "NB"]),
        element(
          "connections", [:],
          [element("segue", ["destination": "TIMER", "kind": "relationship", "relationship": "rootViewController"])]),
      ])
    let timerView = element(
      "view", ["key": "view", "id": "TV"],
      [
        element("rect", ["key": "frame", "x": "0", "y": "0", "width": "375", "height": "667"]),
        element(
          "subviews", [:],
          [
            element(
              "label",
              [
                "id": "LABEL", "text": "210", "textAlignment": "center",
                "translatesAutoresizingMaskIntoConstraints": "NO",
              ],
              [element("accessibility", ["key": "accessibilityConfiguration", "identifier": "timeLeft"])]),
            element(
              "button", ["id": "START", "buttonType": "system", "translatesAutoresizingMaskIntoConstraints": "NO"],
              [
                element("state", ["key": "normal", "title": "Start"]),
                element(
                  "connections", [:],
                  [
                    element(
                      "action",
                      ["selector": "startTimer:", "destination": "TIMER", "eventType": "touchUpInside", "id": "A1"])
                  ]),
              ]),
            element(
              "button", ["id": "DETAILS", "buttonType": "system", "translatesAutoresizingMaskIntoConstraints": "NO"],
              [
                element("state", ["key": "normal", "title": "Details"]),
                element(
                  "connections", [:],
                  [element("segue", ["destination": "DETAIL", "kind": "show", "identifier": "showDetail", "id": "G1"])]),
              ]),
          ]),
        element("color", ["key": "backgroundColor", "systemColor": "systemBackgroundColor"]),
        element(
          "constraints", [:],
          [
            element(
              "constraint",
              [
                "firstItem": "LABEL", "firstAttribute": "centerX", "secondItem": "SAFE", "secondAttribute": "centerX",
                "id": "C1",
              ]),
            element(
              "constraint",
              [
                "firstItem": "LABEL", "firstAttribute": "top", "secondItem": "SAFE", "secondAttribute": "top",
                "constant": "40", "id": "C2",
              ]),
            element(
              "constraint",
              [
                "firstItem": "START", "firstAttribute": "centerX", "secondItem": "SAFE", "secondAttribute": "centerX",
                "id": "C3",
              ]),
            element(
              "constraint",
              [
                "firstItem": "START", "firstAttribute": "top", "secondItem": "LABEL", "secondAttribute": "bottom",
                "constant": "20", "id": "C4",
              ]),
            element(
              "constraint",
              [
                "firstItem": "DETAILS", "firstAttribute": "centerX", "secondItem": "SAFE", "secondAttribute": "centerX",
                "id": "C5",
              ]),
            element(
              "constraint",
              [
                "firstItem": "DETAILS", "firstAttribute": "top", "secondItem": "START", "secondAttribute": "bottom",
                "constant": "20", "id": "C6",
              ]),
          ]),
        element("viewLayoutGuide", ["key": "safeArea", "id": "SAFE"]),
      ])
    let timer = element(
      "viewController",
      ["id": "TIMER", "customClass": "TimerController", "customModule": "EggTimer", "storyboardIdentifier": "Timer"],
      [
        timerView,
        element("navigationItem", ["key": "navigationItem", "title": "Egg Timer", "id": "NI"]),
        element(
          "connections", [:], [element("outlet", ["property": "timeLeftLabel", "destination": "LABEL", "id": "O1"])]),
      ])
    let detail = element(
      "viewController", ["id": "DETAIL", "customClass": "DetailController"],
      [
        element(
          "view", ["key": "view", "id": "DV"],
          [
            element(
              "subviews", [:],
              [
                element(
                  "button", ["id": "DONE", "buttonType": "system"],
                  [
                    element("rect", ["key": "frame", "x": "20", "y": "100", "width": "100", "height": "44"]),
                    element("state", ["key": "normal", "title": "Done"]),
                    element(
                      "connections", [:],
                      [
                        element(
                          "segue",
                          [
                            "destination": "EX-DETAIL", "kind": "unwind", "unwindAction": "unwindToTimer:",
                            "identifier": "done", "id": "U1",
                          ])
                      ]),
                  ])
              ])
          ])
      ])
    let root = element(
      "document",
      [
        "type": "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", "version": "3.0",
        "initialViewController": "NAV",
      ],
      [element("scenes", [:], [scene(navigation), scene(timer), scene(detail)])])
    return InterfaceDocument(kind: .storyboard, fileName: "Base.lproj/Main.storyboard", root: root)
  }
}

/// The egg timer's controller, as the book prints it, with its outlet and action registered as the
/// runner's generated code registers them.
@MainActor
final class TimerController: UIViewController {
  var timeLeftLabel: UILabel!
  var calls: [String] = []
  weak var preparedDestination: UIViewController?
  var allowDetails = true

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    calls.append("init(coder:) label \(timeLeftLabel == nil ? "nil" : "set")")
  }

  override func awakeFromNib() {
    super.awakeFromNib()
    calls.append("awakeFromNib label \(timeLeftLabel == nil ? "nil" : "set")")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    calls.append("viewDidLoad label \(timeLeftLabel?.text ?? "nil")")
  }

  func startTimer(_ sender: UIButton) {
    calls.append("startTimer \(sender.title(for: .normal) ?? "")")
    timeLeftLabel.text = "209"
  }

  func unwindToTimer(_ segue: UIStoryboardSegue) {
    calls.append("unwind from \(EventLog.className(of: segue.source))")
  }

  override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { allowDetails }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    preparedDestination = segue.destination
    (segue.destination as? DetailController)?.secondsLeft = Int(timeLeftLabel.text ?? "") ?? 0
  }

  static func register() {
    _tutorRegisterOutlet(TimerController.self, "timeLeftLabel") { owner, value in
      guard let owner = owner as? TimerController, let value = value as? UILabel else { return false }
      owner.timeLeftLabel = value
      return true
    }
    _tutorRegisterAction(TimerController.self, "startTimer:") { owner, sender, _ in
      guard let owner = owner as? TimerController, let sender = sender as? UIButton else { return false }
      owner.startTimer(sender)
      return true
    }
    _tutorRegisterAction(TimerController.self, "unwindToTimer:") { owner, sender, _ in
      guard let owner = owner as? TimerController, let segue = sender as? UIStoryboardSegue else { return false }
      owner.unwindToTimer(segue)
      return true
    }
  }
}

@MainActor
final class DetailController: UIViewController {
  var secondsLeft = 0
}
