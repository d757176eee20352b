import UIKit

class LoginViewController: UIViewController, UITextFieldDelegate {
    let usernameField = UITextField()
    let passwordField = UITextField()
    let statusLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        usernameField.placeholder = "Username"
        usernameField.accessibilityIdentifier = "username"
        usernameField.returnKeyType = .next
        passwordField.placeholder = "Password"
        passwordField.accessibilityIdentifier = "password"
        passwordField.isSecureTextEntry = true
        passwordField.returnKeyType = .done
        usernameField.borderStyle = .roundedRect
        passwordField.borderStyle = .roundedRect
        statusLabel.accessibilityIdentifier = "status"
        let form = UIStackView(arrangedSubviews: [usernameField, passwordField, statusLabel])
        form.axis = .vertical
        form.spacing = 12
        form.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(form)
        NSLayoutConstraint.activate([
            form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            form.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        passwordField.delegate = self
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === usernameField {
            passwordField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
            statusLabel.text = "Welcome, \(usernameField.text ?? "")"
        }
        return true
    }
}
