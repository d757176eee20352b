import UIKit

class EggTimerViewController: UIViewController {
    let timeLeftLabel = UILabel()
    var timeLeft = 210
    var endDate: Date?  // while it runs: when the eggs are done
    var timer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        timeLeftLabel.accessibilityIdentifier = "timeLeft"
        timeLeftLabel.textAlignment = .center
        timeLeftLabel.font = .systemFont(ofSize: 48)
        let buttons = UIStackView()
        buttons.distribution = .fillEqually
        buttons.spacing = 8
        for title in ["Start", "Pause", "-10", "+10", "Reset"] {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.addAction(UIAction { [weak self] _ in self?.handle(title) }, for: .touchUpInside)
            buttons.addArrangedSubview(button)
        }
        let stack = UIStackView(arrangedSubviews: [timeLeftLabel, buttons])
        stack.axis = .vertical
        stack.spacing = 20
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        show()
    }

    func show() {
        timeLeftLabel.text = "\(timeLeft)"
    }

    func handle(_ button: String) {
        switch button {
        case "Start":
            guard timer == nil, timeLeft > 0 else { return }
            endDate = Date().addingTimeInterval(TimeInterval(timeLeft))
            timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in self?.tick() }
        case "Pause":
            stop()
        case "-10":
            change(by: -10)
        case "+10":
            change(by: 10)
        default:
            stop()
            timeLeft = 210
        }
        show()
    }

    func change(by seconds: Int) {
        timeLeft = max(timeLeft + seconds, 0)
        if timeLeft == 0 { stop() }
    }

    func tick() {
        guard let endDate else { return }
        timeLeft = max(Int(endDate.timeIntervalSinceNow.rounded()), 0)
        if timeLeft == 0 { stop() }
        show()
    }

    func stop() {
        timer?.invalidate()
        timer = nil
        endDate = nil
    }
}
