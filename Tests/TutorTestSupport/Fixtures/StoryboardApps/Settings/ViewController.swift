import UIKit

class ViewController: UIViewController {

    @IBOutlet weak var unitsControl: UISegmentedControl!
    @IBOutlet weak var unitsLabel: UILabel!
    @IBOutlet weak var servingsStepper: UIStepper!
    @IBOutlet weak var servingsLabel: UILabel!
    @IBOutlet weak var reminderPicker: UIDatePicker!
    @IBOutlet weak var reminderLabel: UILabel!

    let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "HH:mm"
        return formatter
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        reminderPicker.timeZone = TimeZone(identifier: "UTC")
        unitsLabel.text = unitsControl.titleForSegment(at: unitsControl.selectedSegmentIndex)
        servingsLabel.text = "\(Int(servingsStepper.value)) servings"
        reminderLabel.text = "Remind at " + formatter.string(from: reminderPicker.date)
    }

    @IBAction func unitsChanged(_ sender: UISegmentedControl) {
        unitsLabel.text = sender.titleForSegment(at: sender.selectedSegmentIndex)
        UserDefaults.standard.set(sender.selectedSegmentIndex, forKey: "units")
    }

    @IBAction func servingsChanged(_ sender: UIStepper) {
        servingsLabel.text = "\(Int(sender.value)) servings"
    }

    @IBAction func reminderChanged(_ sender: UIDatePicker) {
        reminderLabel.text = "Remind at " + formatter.string(from: sender.date)
    }
}
