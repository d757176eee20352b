import UIKit

class OrderViewController: UIViewController {
    let size = UISegmentedControl(items: ["Small", "Medium", "Large"])
    let cups = UIStepper()
    let summary = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        size.frame = CGRect(x: 20, y: 140, width: 280, height: 32)
        size.accessibilityIdentifier = "size"
        size.selectedSegmentIndex = 1
        cups.frame = CGRect(x: 20, y: 200, width: 94, height: 32)
        cups.accessibilityIdentifier = "cups"
        summary.frame = CGRect(x: 20, y: 260, width: 280, height: 30)
        summary.accessibilityIdentifier = "summary"
        view.addSubview(size)
        view.addSubview(cups)
        view.addSubview(summary)
        cups.value = 1
        size.addAction(UIAction { [weak self] _ in self?.updateSummary() }, for: .valueChanged)
        cups.addAction(UIAction { [weak self] _ in self?.updateSummary() }, for: .valueChanged)
        updateSummary()
    }

    func updateSummary() {
        let name = size.titleForSegment(at: size.selectedSegmentIndex) ?? ""
        summary.text = "\(Int(cups.value)) \(name)"
    }
}
