import UIKit

class NameViewController: UIViewController {

    @IBOutlet weak var nameField: UITextField!

    var enteredName: String {
        (nameField.text ?? "").trimmingCharacters(in: .whitespaces)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showHello", let hello = segue.destination as? HelloViewController {
            hello.name = enteredName
        }
    }
}
