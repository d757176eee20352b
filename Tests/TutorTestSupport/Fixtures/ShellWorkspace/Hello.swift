import UIKit

class HelloViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel(frame: CGRect(x: 20, y: 100, width: 335, height: 44))
        label.text = "Hello"
        label.accessibilityIdentifier = "hello"
        view.addSubview(label)
        print("loaded")
    }
}
