import UIKit

class ActivityViewController: UIViewController {
    let activationsLabel = UILabel()
    var activations = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        activationsLabel.accessibilityIdentifier = "activations"
        activationsLabel.text = "\(activations)"
        activationsLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(activationsLabel)
        NSLayoutConstraint.activate([
            activationsLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            activationsLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        activations += 1
        activationsLabel.text = "\(activations)"
    }
}
