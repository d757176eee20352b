import UIKit

class MessageViewController: UIViewController {
    let titleLabel = UILabel()
    let messageField = UITextField()
    var fieldBottom: NSLayoutConstraint?

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
            messageField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            messageField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        fieldBottom = messageField.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20)
        fieldBottom?.isActive = true
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillShow(_:)),
            name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        fieldBottom?.constant = -(frame.height - view.safeAreaInsets.bottom) - 20
    }
}
