import UIKit

class ProfileViewController: UIViewController {
    let avatar = UIView()
    let nameLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        avatar.backgroundColor = .systemTeal
        avatar.accessibilityIdentifier = "avatar"
        nameLabel.text = "Ada Lovelace"
        nameLabel.accessibilityIdentifier = "name"
        avatar.translatesAutoresizingMaskIntoConstraints = false
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(avatar)
        view.addSubview(nameLabel)
        NSLayoutConstraint.activate([
            avatar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
            avatar.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 80),
            avatar.heightAnchor.constraint(equalToConstant: 80),
            nameLabel.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 300),
            nameLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
    }
}
