import UIKit

class GreetingViewController: UIViewController {
    let messageLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        messageLabel.accessibilityIdentifier = "message"
        messageLabel.textAlignment = .center
        let button = UIButton(type: .system)
        button.setTitle("Greet", for: .normal)
        button.addAction(UIAction { [weak self] _ in self?.greet() }, for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [button, messageLabel])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    func greet() {
        messageLabel.text = "Wait for it..."
        DispatchQueue.main.async { [weak self] in
            self?.messageLabel.text = "Hello!"
        }
    }
}
