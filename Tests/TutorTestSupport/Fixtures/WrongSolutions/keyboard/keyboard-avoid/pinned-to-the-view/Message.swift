import UIKit

class MessageViewController: UIViewController {
    let titleLabel = UILabel()
    let messageField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.accessibilityIdentifier = "screen"
        titleLabel.text = "Messages"
        titleLabel.font = .boldSystemFont(ofSize: 28)
        titleLabel.accessibilityIdentifier = "title"
        messageField.placeholder = "Message"
        messageField.accessibilityIdentifier = "message"
        messageField.borderStyle = .roundedRect
        messageField.addAction(
            UIAction { [weak self] _ in self?.messageField.resignFirstResponder() },
            for: .editingDidEndOnExit)
        for subview in [titleLabel, messageField] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            titleLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            messageField.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -20),
            messageField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            messageField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}
