import UIKit

class EggTimerViewController: UIViewController {
    let timeLeftLabel = UILabel()
    let startButton = UIButton(type: .system)
    var secondsLeft = 3
    var timer: Timer?
    var becameActiveCount = 0
    var startDate = Date()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Our Egg Timer"
        view.backgroundColor = .systemBackground

        timeLeftLabel.frame = CGRect(x: 20, y: 100, width: 335, height: 44)
        timeLeftLabel.accessibilityIdentifier = "timeLeft"
        timeLeftLabel.text = "\(secondsLeft)"
        view.addSubview(timeLeftLabel)

        startButton.frame = CGRect(x: 20, y: 160, width: 335, height: 44)
        startButton.setTitle("Start", for: .normal)
        startButton.addTarget(self, action: Selector(EggTimerViewController.startTapped, name: "startTapped:"), for: .touchUpInside)
        view.addSubview(startButton)

        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Settings",
            primaryAction: UIAction { [weak self] _ in
                self?.navigationController?.pushViewController(SettingsViewController(), animated: true)
            })

        NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) { _ in
            self.becameActiveCount += 1
            self.navigationItem.prompt = "Active \(self.becameActiveCount)"
        }
    }

    func startTapped(_ sender: UIButton) {
        timer?.invalidate()
        startDate = Date()
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
            self.secondsLeft -= 1
            self.timeLeftLabel.text = "\(self.secondsLeft)"
            if self.secondsLeft == 0 {
                timer.invalidate()
                self.timeLeftLabel.text = "Done!"
                print("done after \(Int(Date().timeIntervalSince(self.startDate))) seconds")
            }
        }
        DispatchQueue.main.async {
            self.startButton.setTitle("Restart", for: .normal)
        }
    }
}
