import UIKit

/// One screen with something for every expectation of the check language.
class HomeViewController: UIViewController {
    let countLabel = UILabel()
    var count = 0
    var timer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        count = UserDefaults.standard.integer(forKey: "count")
        addLabel(countLabel, text: "\(count)", id: "count", y: 80)
        addLabel(UILabel(), text: "", id: "status", y: 120)
        let half = addLabel(UILabel(), text: "Half", id: "half", y: 160)
        half.alpha = 0.5
        addLabel(UILabel(), text: "Secret", id: "secret", y: 200).isHidden = true
        addButton("Add", y: 240) { [unowned self] in
            count += 1
            countLabel.text = "\(count)"
            UserDefaults.standard.set(count, forKey: "count")
            print("count \(count)")
        }
        addButton("Locked", y: 280) {}.isEnabled = false
        addButton("Next", y: 320) { [unowned self] in
            navigationController?.pushViewController(DetailViewController(), animated: true)
        }
        addButton("Warn", y: 360) { [unowned self] in
            let alert = UIAlertController(title: "Careful", message: "Really?", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
        }
        addButton("Compose", y: 400) { [unowned self] in
            present(ComposeViewController(), animated: true)
        }
        addButton("Start", y: 440) { [unowned self] in
            timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [unowned self] _ in
                count += 1
                countLabel.text = "\(count)"
            }
        }
        let sound = UISwitch(frame: CGRect(x: 20, y: 480, width: 51, height: 31))
        sound.isOn = true
        sound.accessibilityIdentifier = "sound"
        view.addSubview(sound)
        let volume = UISlider(frame: CGRect(x: 20, y: 530, width: 335, height: 30))
        volume.value = 0.25
        volume.accessibilityIdentifier = "volume"
        view.addSubview(volume)
        toolbarItems = [
            UIBarButtonItem(title: "Reset", style: .plain, target: nil, action: nil),
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
            UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil),
        ]
        print("loaded")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: false)
    }

    @discardableResult
    func addLabel(_ label: UILabel, text: String, id: String, y: CGFloat) -> UILabel {
        label.frame = CGRect(x: 20, y: y, width: 335, height: 30)
        label.text = text
        label.accessibilityIdentifier = id
        view.addSubview(label)
        return label
    }

    @discardableResult
    func addButton(_ title: String, y: CGFloat, action: @escaping () -> Void) -> UIButton {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: y, width: 335, height: 30)
        button.setTitle(title, for: .normal)
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        view.addSubview(button)
        return button
    }
}

class DetailViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Detail"
    }
}

class ComposeViewController: UIViewController {}

/// Misbehaviour on request: what a learner's mistakes look like to the runner.
class TroubleViewController: UIViewController {
    var name: String?
    override func viewDidLoad() {
        super.viewDidLoad()
        addButton("Crash") { [unowned self] in print(name!) }
        addButton("Loop") { while true {} }
        addButton("Hog") {
            var blocks: [[UInt8]] = []
            for _ in 0..<64 { blocks.append([UInt8](repeating: 1, count: 64 << 20)) }
            print(blocks.count)
        }
        addButton("Save") { UserDefaults.standard.set("Ada", forKey: "name") }
        addButton("Save and crash") { [unowned self] in
            UserDefaults.standard.set("Grace", forKey: "name")
            print(name!.count)
        }
    }

    func addButton(_ title: String, action: @escaping () -> Void) {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 100 + CGFloat(view.subviews.count) * 50, width: 335, height: 30)
        button.setTitle(title, for: .normal)
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        view.addSubview(button)
    }
}

/// A text input of the learner's own (UIKeyInput), mirrored into a label, for the typing steps.
class NoteView: UIView, UIKeyInput {
    var text = ""
    var onChange: (String) -> Void = { _ in }
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !text.isEmpty }

    func insertText(_ newText: String) {
        if newText == "\n" {
            resignFirstResponder()
            return
        }
        text += newText
        onChange(text)
    }

    func deleteBackward() {
        if !text.isEmpty { text.removeLast() }
        onChange(text)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        becomeFirstResponder()
    }
}

class NotesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let mirror = UILabel(frame: CGRect(x: 20, y: 60, width: 335, height: 30))
        mirror.accessibilityIdentifier = "mirror"
        view.addSubview(mirror)
        let note = NoteView(frame: CGRect(x: 20, y: 100, width: 335, height: 100))
        note.accessibilityIdentifier = "note"
        note.onChange = { mirror.text = $0 }
        view.addSubview(note)
        let name = UITextField(frame: CGRect(x: 20, y: 220, width: 335, height: 34))
        name.placeholder = "Name"
        name.accessibilityIdentifier = "name"
        name.addAction(UIAction { _ in name.resignFirstResponder() }, for: .editingDidEndOnExit)
        view.addSubview(name)
    }
}
