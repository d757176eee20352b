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
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            greeting.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 20),
            greeting.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 20),
            startButton.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: -20),
            startButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
    }
}
