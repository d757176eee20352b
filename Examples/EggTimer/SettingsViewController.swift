import UIKit

// Written the way book code is, to prove the runtime's API surface builds in Swift 5 mode:
// bar button items, switches and sliders with target-action, UIView.animate, alerts with
// handlers, presentation and dismissal, child containment.
class SettingsViewController: UIViewController {
    let soundSwitch = UISwitch()
    let volumeSlider = UISlider()
    let statusLabel = UILabel()
    var childPanel: UIViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        view.backgroundColor = .white

        soundSwitch.frame = CGRect(x: 20, y: 100, width: 0, height: 0)
        soundSwitch.isOn = true
        soundSwitch.accessibilityIdentifier = "sound"
        soundSwitch.addTarget(self, action: Selector(SettingsViewController.soundChanged, name: "soundChanged:"), for: .valueChanged)
        view.addSubview(soundSwitch)

        volumeSlider.frame = CGRect(x: 20, y: 150, width: 335, height: 31)
        volumeSlider.minimumValue = 0
        volumeSlider.maximumValue = 10
        volumeSlider.value = 5
        volumeSlider.addAction(
            UIAction { [weak self] action in
                guard let slider = action.sender as? UISlider else { return }
                self?.statusLabel.text = "Volume \(Int(slider.value))"
            }, for: .valueChanged)
        view.addSubview(volumeSlider)

        statusLabel.frame = CGRect(x: 20, y: 200, width: 335, height: 21)
        statusLabel.textAlignment = .center
        statusLabel.font = UIFont.preferredFont(forTextStyle: .body)
        view.addSubview(statusLabel)

        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .trash, target: self, action: Selector(SettingsViewController.resetTapped, name: "resetTapped"))
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: self, action: Selector(SettingsViewController.closeTapped, name: "closeTapped"))
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        statusLabel.alpha = 0
        UIView.animate(withDuration: 0.3) {
            self.statusLabel.alpha = 1
        }
    }

    func soundChanged(_ sender: UISwitch) {
        statusLabel.text = sender.isOn ? "Sound on" : "Sound off"
    }

    func resetTapped() {
        let alert = UIAlertController(title: "Reset settings?", message: "Sound and volume go back to their defaults.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(
            UIAlertAction(title: "Reset", style: .destructive) { _ in
                self.soundSwitch.setOn(true, animated: true)
                self.volumeSlider.setValue(5, animated: true)
                self.statusLabel.text = "Reset"
            })
        present(alert, animated: true)
    }

    func closeTapped() {
        let panel = UIViewController()
        addChild(panel)
        panel.view.frame = CGRect(x: 0, y: 500, width: 375, height: 100)
        view.addSubview(panel.view)
        panel.didMove(toParent: self)
        childPanel = panel
        navigationController?.popViewController(animated: true)
    }
}
