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
            messageField.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
            messageField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            messageField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillShow(_:)),
            name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillHide(_:)),
            name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        view.frame.origin.y = -frame.cgRectValue.height
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        view.frame.origin.y = 0
    }
}
