import UIKit

class HelloViewController: UIViewController {

    var name = ""

    @IBOutlet weak var helloLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
    }
}
