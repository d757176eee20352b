import UIKit

class NameViewController: UIViewController {

    @IBOutlet weak var nameField: UITextField!

    var enteredName: String {
        (nameField.text ?? "").trimmingCharacters(in: .whitespaces)
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        if identifier == "showHello" {
            return !(nameField.text ?? "").isEmpty
        }
        return true
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showHello", let hello = segue.destination as? HelloViewController {
            hello.name = nameField.text ?? ""
        }
    }
}
