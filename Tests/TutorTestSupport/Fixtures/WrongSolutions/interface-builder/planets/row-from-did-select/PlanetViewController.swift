import UIKit

class PlanetViewController: UIViewController {

    var planet = ""

    @IBOutlet weak var nameLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = planet
        nameLabel.text = planet
    }
}
