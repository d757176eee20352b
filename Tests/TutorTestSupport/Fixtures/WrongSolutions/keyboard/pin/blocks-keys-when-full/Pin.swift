import UIKit

class PinViewController: UIViewController, UITextFieldDelegate {
    let pinField = UITextField()
    let lengthLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        pinField.placeholder = "PIN"
        pinField.accessibilityIdentifier = "pin"
        pinField.borderStyle = .roundedRect
        pinField.keyboardType = .numberPad
        pinField.delegate = self
        pinField.addAction(UIAction { [weak self] _ in self?.showLength() }, for: .editingChanged)
        lengthLabel.accessibilityIdentifier = "length"
        let stack = UIStackView(arrangedSubviews: [pinField, lengthLabel])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        showLength()
    }

    func showLength() {
        lengthLabel.text = "\(pinField.text?.count ?? 0) digits"
    }

    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
        replacementString string: String
    ) -> Bool {
        guard (textField.text ?? "").count < 4 else { return false }  // full: no more keys
        return string.allSatisfy { $0.isASCII && $0.isNumber }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        view.endEditing(true)
    }
}
