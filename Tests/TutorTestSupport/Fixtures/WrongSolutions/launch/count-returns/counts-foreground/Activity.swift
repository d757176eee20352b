import UIKit

class ActivityViewController: UIViewController {
    let activationsLabel = UILabel()
    var activations = 0
    private var activeObserver: NSObjectProtocol?

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
        activeObserver = NotificationCenter.default.addObserver(
            forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main
        ) { [weak self] _ in
            guard let self else { return }
            self.activations += 1
            self.activationsLabel.text = "\(self.activations)"
        }
    }

    deinit {
        if let activeObserver { NotificationCenter.default.removeObserver(activeObserver) }
    }
}
