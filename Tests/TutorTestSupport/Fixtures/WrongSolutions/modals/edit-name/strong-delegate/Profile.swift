import UIKit

protocol EditNameDelegate: AnyObject {
    func editName(_ editor: EditNameViewController, didSave name: String)
}

class ProfileViewController: UIViewController, EditNameDelegate, UIAdaptivePresentationControllerDelegate {
    let nameLabel = UILabel()
    let statusLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        view.backgroundColor = .systemBackground
        nameLabel.text = "Ada"
        nameLabel.accessibilityIdentifier = "name"
        statusLabel.accessibilityIdentifier = "status"
        let editButton = UIButton(type: .system)
        editButton.setTitle("Edit", for: .normal)
        editButton.addAction(UIAction { [weak self] _ in self?.edit() }, for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [nameLabel, editButton, statusLabel])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    func edit() {
        let editor = EditNameViewController()
        editor.name = nameLabel.text ?? ""
        editor.delegate = self
        editor.presentationController?.delegate = self
        present(editor, animated: true)
    }

    func editName(_ editor: EditNameViewController, didSave name: String) {
        nameLabel.text = name
        statusLabel.text = "Saved"
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        statusLabel.text = "Not saved"
    }
}

class EditNameViewController: UIViewController {
    var name = ""
    let field = UITextField()
    var delegate: EditNameDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        field.text = name
        field.placeholder = "Name"
        field.borderStyle = .roundedRect
        field.accessibilityIdentifier = "newName"
        let saveButton = UIButton(type: .system)
        saveButton.setTitle("Save", for: .normal)
        saveButton.addAction(UIAction { [weak self] _ in self?.save() }, for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [field, saveButton])
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

    func save() {
        delegate?.editName(self, didSave: field.text ?? "")
        dismiss(animated: true)
    }
}
