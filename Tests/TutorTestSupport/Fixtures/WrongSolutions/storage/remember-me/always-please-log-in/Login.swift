import UIKit

class LoginViewController: UIViewController {
    static let usernameKey = "username"

    let greetingLabel = UILabel()
    let nameField = UITextField()
    let logInButton = UIButton(type: .system)
    let logOutButton = UIButton(type: .system)
    let defaults = UserDefaults.standard

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        greetingLabel.accessibilityIdentifier = "greeting"
        nameField.placeholder = "Name"
        nameField.accessibilityIdentifier = "name"
        nameField.borderStyle = .roundedRect
        logInButton.setTitle("Log in", for: .normal)
        logInButton.addAction(UIAction { [weak self] _ in self?.logIn() }, for: .touchUpInside)
        logOutButton.setTitle("Log out", for: .normal)
        logOutButton.addAction(UIAction { [weak self] _ in self?.logOut() }, for: .touchUpInside)
        let form = UIStackView(arrangedSubviews: [greetingLabel, nameField, logInButton, logOutButton])
        form.axis = .vertical
        form.spacing = 8
        form.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(form)
        NSLayoutConstraint.activate([
            form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            form.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        greetingLabel.text = "Please log in"

    }

    func logIn() {
        let name = nameField.text ?? ""
        guard !name.isEmpty else { return }
        defaults.set(name, forKey: Self.usernameKey)
        nameField.resignFirstResponder()
        greetingLabel.text = "Welcome, \(name)"
    }

    func logOut() {
        defaults.removeObject(forKey: Self.usernameKey)
        nameField.text = ""
        greetingLabel.text = "Please log in"
    }
}
