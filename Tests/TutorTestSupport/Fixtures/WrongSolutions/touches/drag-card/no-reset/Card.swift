import UIKit

class CardViewController: UIViewController {
    let card = UIView(frame: CGRect(x: 40, y: 200, width: 100, height: 140))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        card.backgroundColor = .systemTeal
        card.accessibilityIdentifier = "card"
        view.addSubview(card)
        card.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(dragged)))
    }

    @objc func dragged(_ pan: UIPanGestureRecognizer) {
        let moved = pan.translation(in: view)
        card.center = CGPoint(x: card.center.x + moved.x, y: card.center.y + moved.y)
    }
}
