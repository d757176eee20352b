import UIKit

class ColorListViewController: UIViewController {
    let chosenLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Colors"
        view.backgroundColor = .systemBackground
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 12
        for name in ["Red", "Blue"] {
            let button = UIButton(type: .system)
            button.setTitle(name, for: .normal)
            button.addAction(UIAction { [weak self] _ in self?.showColor(name) }, for: .touchUpInside)
            stack.addArrangedSubview(button)
        }
        chosenLabel.accessibilityIdentifier = "chosen"
        chosenLabel.text = "Chosen: none"
        chosenLabel.textAlignment = .center
        stack.addArrangedSubview(chosenLabel)
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    func showColor(_ name: String) {
        let detail = ColorDetailViewController()
        detail.onChoose = { [weak self] chosen in
            self?.chosenLabel.text = "Chosen: \(chosen)"
        }
        navigationController?.pushViewController(detail, animated: true)
        detail.colorName = name
    }
}

class ColorDetailViewController: UIViewController {
    var colorName = ""
    var onChoose: ((String) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let label = UILabel()
        label.accessibilityIdentifier = "colorName"
        label.text = colorName
        label.textAlignment = .center
        let button = UIButton(type: .system)
        button.setTitle("Choose", for: .normal)
        button.addAction(UIAction { [weak self] _ in self?.choose() }, for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [label, button])
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

    func choose() {
        onChoose?(colorName)
        navigationController?.popViewController(animated: true)
    }
}
