import CheckLanguage
import Foundation
import Runner
import Testing
import TutorTestSupport

/// check-language.md's touch steps on a built app: `double tap`, `tap` waiting for a double tap
/// to fail, `long press`, `drag` with a pan recognizer, `swipe` on a view, `pinch`, and
/// `drag table` pulling a table to refresh — and the failure that says why a tap does nothing
/// on an image view that ignores touches.
@Suite("Touch steps: gestures in a built app", .tags(.spawnsProcess))
struct GestureStepsTests {
  static let screens = """
    import UIKit

    /// A photo: a double tap likes it, a tap selects it, a long press and a pinch are printed;
    /// a card dragged far enough to the right goes away; a swipe left on the screen is printed.
    class PhotoViewController: UIViewController {
        let photo = UIImageView(frame: CGRect(x: 40, y: 100, width: 295, height: 200))
        let likes = UILabel(frame: CGRect(x: 40, y: 320, width: 200, height: 30))
        let card = UIView(frame: CGRect(x: 40, y: 400, width: 295, height: 120))
        var count = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            photo.accessibilityIdentifier = "photo"
            photo.isUserInteractionEnabled = true
            likes.accessibilityIdentifier = "likes"
            likes.text = "0"
            card.accessibilityIdentifier = "card"
            view.addSubview(photo)
            view.addSubview(likes)
            view.addSubview(card)
            let doubleTap = UITapGestureRecognizer(target: self, action: #selector(liked))
            doubleTap.numberOfTapsRequired = 2
            photo.addGestureRecognizer(doubleTap)
            let tap = UITapGestureRecognizer(target: self, action: #selector(selected(_:)))
            tap.require(toFail: doubleTap)
            photo.addGestureRecognizer(tap)
            photo.addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(pressed(_:))))
            photo.addGestureRecognizer(UIPinchGestureRecognizer(target: self, action: #selector(pinched(_:))))
            card.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(dragged(_:))))
            let swipe = UISwipeGestureRecognizer(target: self, action: #selector(swiped))
            swipe.direction = .left
            view.addGestureRecognizer(swipe)
        }

        @objc func liked() {
            count += 1
            likes.text = "\\(count)"
        }

        @objc func selected(_ sender: UITapGestureRecognizer) {
            print("selected at \\(Int(sender.location(in: photo).x))")
        }

        @objc func pressed(_ sender: UILongPressGestureRecognizer) {
            if sender.state == .began { print("pressed") }
        }

        @objc func pinched(_ sender: UIPinchGestureRecognizer) {
            if sender.state == .ended { print("scale \\(sender.scale)") }
        }

        @objc func dragged(_ pan: UIPanGestureRecognizer) {
            let translation = pan.translation(in: view)
            card.center.x += translation.x
            pan.setTranslation(.zero, in: view)
            if pan.state == .ended, card.frame.minX > 200 { card.removeFromSuperview() }
        }

        @objc func swiped() { print("swiped left") }
    }

    /// Wrong: the image view keeps ignoring touches.
    final class StillPhotoViewController: PhotoViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            photo.isUserInteractionEnabled = false
        }
    }

    /// The book idiom for hiding the keyboard: a tap anywhere calls the view's endEditing(_:).
    final class FormViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let name = UITextField(frame: CGRect(x: 20, y: 100, width: 335, height: 34))
            name.accessibilityIdentifier = "name"
            view.addSubview(name)
            view.addGestureRecognizer(UITapGestureRecognizer(target: view, action: #selector(UIView.endEditing(_:))))
        }
    }

    /// A list that a pull adds to.
    final class FeedViewController: UITableViewController {
        var items = ["One", "Two"]

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
            refreshControl = UIRefreshControl()
            refreshControl?.addTarget(self, action: #selector(refresh), for: .valueChanged)
        }

        @objc func refresh() {
            items.insert("New", at: 0)
            tableView.reloadData()
            refreshControl?.endRefreshing()
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            cell.textLabel?.text = items[indexPath.row]
            return cell
        }
    }

    """

  private func run(_ script: String) throws -> CheckRunner.Result {
    let sources = AppSources(
      learnerFiles: [SourceFile(name: "Screens.swift", contents: Self.screens)],
      hosts: ["PhotoViewController", "StillPhotoViewController", "FeedViewController", "FormViewController"])
    let app = try LessonPipelineTests().builder().build(sources)
    let (steps, errors) = CheckParser.parse(script)
    #expect(errors.isEmpty)
    return CheckRunner(executable: app.executable).run(steps)
  }

  @Test("double tap, tap after the double tap fails, long press, pinch, drag and swipe each reach their recognizer")
  func gestures() throws {
    let verdict = try run(
      """
      launch PhotoViewController
      double tap #photo
      expect #likes text "1"
      expect log contains "UITapGestureRecognizer.recognized #photo"
      tap #photo
      expect output empty
      advance 1s
      expect output contains "selected at 147"
      expect #likes text "1"
      long press #photo for 1s
      expect output contains "pressed"
      pinch #photo to 2.0
      expect output contains "scale 2.0"
      drag #card by 100,0
      expect #card
      drag #card by 150,0
      expect no #card
      expect log order "UIPanGestureRecognizer.began #card", "UIPanGestureRecognizer.ended #card"
      swipe #likes left
      expect output contains "swiped left"
      """)
    #expect(verdict == .passed)
  }

  @Test("a tap on an image view that ignores touches fails and says why")
  func imageViewIgnoresTouches() throws {
    let result = try run(
      """
      launch StillPhotoViewController
      double tap #photo
      """)
    guard case .failed(let step, _, let expected, let found, _) = result else {
      Issue.record("the check passed")
      return
    }
    #expect(step == "double tap #photo")
    #expect(expected == "#photo to receive the touch")
    #expect(found == "the image view #photo ignores touches: isUserInteractionEnabled is false")
  }

  @Test("a tap recognizer calling the view's endEditing(_:) hides the keyboard; the field still takes its tap")
  func endEditingIdiom() throws {
    let verdict = try run(
      """
      launch FormViewController
      tap #name
      expect keyboard shown
      expect #name focused
      tap outside
      expect keyboard hidden
      expect log contains "UITapGestureRecognizer.recognized UIView"
      """)
    #expect(verdict == .passed)
  }

  @Test("drag table by 0,200 pulls the table to refresh; a short pull does not")
  func pullToRefresh() throws {
    let verdict = try run(
      """
      launch FeedViewController
      expect rows 2
      drag table by 0,80
      advance 1s
      expect rows 2
      drag table by 0,200
      advance 1s
      expect rows 3
      expect cell 0 text "New"
      expect log contains "UIRefreshControl.pulled"
      """)
    #expect(verdict == .passed)
  }
}
