import UIKit

class WelcomeViewController: UIViewController {
    let greeting = UILabel(frame: CGRect(x: 120, y: 40, width: 135, height: 21))
    let startButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        greeting.text = "Welcome aboard"
        greeting.accessibilityIdentifier = "greeting"
        startButton.setTitle("Get Started", for: .normal)
        startButton.accessibilityIdentifier = "start"
        startButton.frame = CGRect(x: 137, y: 600, width: 100, height: 30)
        view.addSubview(greeting)
        view.addSubview(startButton)
        // TODO: replace the frames with constraints to the safe area.
    }
}
