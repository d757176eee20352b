import UIKit

class StopwatchViewController: UIViewController, UITableViewDataSource {
    let elapsedLabel = UILabel()
    let lapsTable = UITableView()
    var laps: [String] = []
    var start: Date?
    var timer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        elapsedLabel.accessibilityIdentifier = "elapsed"
        elapsedLabel.text = "0.0"
        elapsedLabel.textAlignment = .center
        elapsedLabel.font = .systemFont(ofSize: 48)
        let buttons = UIStackView()
        buttons.distribution = .fillEqually
        buttons.spacing = 8
        for title in ["Start", "Stop", "Lap"] {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.addAction(UIAction { [weak self] _ in self?.handle(title) }, for: .touchUpInside)
            buttons.addArrangedSubview(button)
        }
        let stack = UIStackView(arrangedSubviews: [elapsedLabel, buttons])
        stack.axis = .vertical
        stack.spacing = 12
        lapsTable.register(UITableViewCell.self, forCellReuseIdentifier: "lap")
        lapsTable.dataSource = self
        for subview in [stack, lapsTable] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            lapsTable.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: 12),
            lapsTable.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            lapsTable.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            lapsTable.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
        ])
    }

    var elapsed: TimeInterval {
        start.map { Date().timeIntervalSince($0) } ?? 0
    }

    func text(_ seconds: TimeInterval) -> String {
        String(format: "%.1f", seconds)
    }

    func handle(_ button: String) {
        switch button {
        case "Start":
            guard timer == nil else { return }
            start = Date()
            let timer = Timer(timeInterval: 0.1, repeats: true) { [weak self] _ in
                guard let self else { return }
                elapsedLabel.text = text(elapsed)
            }
            RunLoop.main.add(timer, forMode: .common)
            self.timer = timer
        case "Stop":
            timer?.invalidate()
            timer = nil
        default:
            guard timer != nil else { return }
            laps.append("Lap \(laps.count + 1): \(text(elapsed))")
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        laps.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "lap", for: indexPath)
        cell.textLabel?.text = laps[indexPath.row]
        return cell
    }
}
