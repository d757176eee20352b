import CheckLanguage
import Foundation
import Testing
import TutorTestSupport

@testable import Runner

/// Touch and gesture code as books and sample apps write it builds unchanged and behaves:
/// a custom recognizer importing `UIKit.UIGestureRecognizerSubclass`, a drawing view tracking
/// `touchesMoved`, pinch and rotation applied to a transform, a delegate allowing simultaneous
/// recognition, `#selector(handlePan(recognizer:))`, a paging scroll view read in
/// `scrollViewDidEndDecelerating`, and a refresh control added the pre-iOS 10 way.
@Suite("Gesture code as written for Xcode", .tags(.spawnsProcess))
struct GestureSourceTests {
  static let code = """
    import UIKit
    import UIKit.UIGestureRecognizerSubclass

    /// A custom discrete recognizer: one finger that goes down, then back up.
    class CheckmarkGestureRecognizer: UIGestureRecognizer {
        private var lowest = CGPoint.zero
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)
            if touches.count != 1 { state = .failed }
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesMoved(touches, with: event)
            guard let touch = touches.first else { return }
            let point = touch.location(in: view)
            if point.y > lowest.y { lowest = point }
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesEnded(touches, with: event)
            guard let touch = touches.first else { return }
            state = touch.location(in: view).y < lowest.y - 50 ? .recognized : .failed
        }
        override func reset() {
            super.reset()
            lowest = .zero
        }
    }

    /// Draws with a finger: counts the segments.
    class CanvasView: UIView {
        var lastPoint = CGPoint.zero
        var segments = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard let touch = touches.first else { return }
            lastPoint = touch.location(in: self)
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard let touch = touches.first else { return }
            let currentPoint = touch.location(in: self)
            if currentPoint != lastPoint { segments += 1 }
            lastPoint = currentPoint
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            print("drew \\(segments) segments")
        }
    }

    class GestureViewController: UIViewController, UIGestureRecognizerDelegate, UIScrollViewDelegate {
        let photo = UIImageView(frame: CGRect(x: 40, y: 80, width: 295, height: 160))
        let canvas = CanvasView(frame: CGRect(x: 40, y: 260, width: 295, height: 120))
        let pages = UIScrollView(frame: CGRect(x: 0, y: 400, width: 375, height: 120))
        let list = UITableView(frame: CGRect(x: 0, y: 530, width: 375, height: 137))
        let refresher = UIRefreshControl()

        override func viewDidLoad() {
            super.viewDidLoad()
            photo.accessibilityIdentifier = "photo"
            photo.isUserInteractionEnabled = true
            canvas.accessibilityIdentifier = "canvas"
            pages.accessibilityIdentifier = "pages"
            list.accessibilityIdentifier = "list"
            [photo, canvas, pages, list].forEach(view.addSubview)
            let pinch = UIPinchGestureRecognizer(target: self, action: #selector(handlePinch(_:)))
            let rotate = UIRotationGestureRecognizer(target: self, action: #selector(handleRotate(recognizer:)))
            pinch.delegate = self
            rotate.delegate = self
            photo.addGestureRecognizer(pinch)
            photo.addGestureRecognizer(rotate)
            photo.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan(recognizer:))))
            canvas.addGestureRecognizer(CheckmarkGestureRecognizer(target: self, action: #selector(checked)))
            pages.isPagingEnabled = true
            pages.contentSize = CGSize(width: 375 * 3, height: 120)
            pages.delegate = self
            refresher.attributedTitle = NSAttributedString(string: "Pull to refresh")
            refresher.addTarget(self, action: #selector(refresh(_:)), for: .valueChanged)
            list.addSubview(refresher)
        }

        @objc func handlePinch(_ recognizer: UIPinchGestureRecognizer) {
            guard let view = recognizer.view else { return }
            view.transform = view.transform.scaledBy(x: recognizer.scale, y: recognizer.scale)
            recognizer.scale = 1
            if recognizer.state == .ended { print(String(format: "pinched to %.2f", view.transform.a)) }
        }

        @objc func handleRotate(recognizer: UIRotationGestureRecognizer) {
            recognizer.view?.transform = recognizer.view!.transform.rotated(by: recognizer.rotation)
            recognizer.rotation = 0
        }

        @objc func handlePan(recognizer: UIPanGestureRecognizer) {
            let translation = recognizer.translation(in: self.view)
            if let view = recognizer.view {
                view.center = CGPoint(x: view.center.x + translation.x, y: view.center.y + translation.y)
            }
            recognizer.setTranslation(CGPoint.zero, in: self.view)
            switch recognizer.state {
            case .ended: print("panned to \\(Int(recognizer.view!.frame.minX))")
            default: break
            }
        }

        @objc func checked() { print("checked") }

        @objc func refresh(_ sender: UIRefreshControl) {
            print("refreshing")
            sender.endRefreshing()
        }

        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            true
        }

        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            let page = Int(scrollView.contentOffset.x / scrollView.frame.size.width)
            print("page \\(page)")
        }
    }

    """

  @Test("book-style touch and gesture code builds and each gesture does what the book says")
  func bookCode() throws {
    let sources = AppSources(
      learnerFiles: [SourceFile(name: "Gestures.swift", contents: Self.code)], hosts: ["GestureViewController"])
    let app = try LessonPipelineTests().builder().build(sources)
    let (steps, errors) = CheckParser.parse(
      """
      launch GestureViewController
      drag #photo by 30,0
      expect output contains "panned to 70"
      pinch #photo to 1.5
      expect output contains "pinched to 1.50"
      drag #canvas by 0,40
      expect output contains "drew 4 segments"
      drag from 130,370 to 130,280
      expect output contains "checked"
      drag #pages by -200,0
      advance 1s
      expect output contains "page 1"
      drag #list by 0,300
      expect output contains "refreshing"
      """)
    #expect(errors.isEmpty)
    #expect(CheckRunner(executable: app.executable).run(steps) == .passed)
  }
}
