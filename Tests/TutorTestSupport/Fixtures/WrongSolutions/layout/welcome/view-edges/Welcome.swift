import UIKit

class WelcomeViewController: UIViewController {
    let greeting = UILabel()
    let startButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        greeting.text = "Welcome aboard"
        greeting.accessibilityIdentifier = "greeting"
        startButton.setTitle("Get Started", for: .normal)
        startButton.accessibilityIdentifier = "start"
        greeting.translatesAutoresizingMaskIntoConstraints = false
        startButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(greeting)
        view.addSubview(startButton)
        NSLayoutConstraint.activate([
            greeting.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            greeting.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            startButton.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -20),
            startButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
    }
}
