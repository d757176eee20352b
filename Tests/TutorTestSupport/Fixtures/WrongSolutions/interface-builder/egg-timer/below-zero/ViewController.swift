import UIKit

class ViewController: UIViewController {

    @IBOutlet weak var timeLeftLabel: UILabel!

    var timer = Timer()
    var timeLeft = 210

    override func viewDidLoad() {
        super.viewDidLoad()
        timeLeftLabel.text = String(timeLeft)
    }

    @objc func processTimer() {
        timeLeft -= 1
        timeLeftLabel.text = String(timeLeft)
    }

    @IBAction func startTimer(_ sender: Any) {
        timer.invalidate()
        timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(ViewController.processTimer), userInfo: nil, repeats: true)
    }

    @IBAction func pauseTimer(_ sender: Any) {
        timer.invalidate()
    }

    @IBAction func resetTimer(_ sender: Any) {
        timer.invalidate()
        timeLeft = 210
        timeLeftLabel.text = String(timeLeft)
    }

    @IBAction func minusTen(_ sender: Any) {
        timeLeft = timeLeft - 10
        timeLeftLabel.text = String(timeLeft)
    }

    @IBAction func plusTen(_ sender: Any) {
        timeLeft += 10
        timeLeftLabel.text = String(timeLeft)
    }
}
