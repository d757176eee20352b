//
//  ViewController.swift
//  Tipper
//

import UIKit

@IBDesignable class RoundedLabel: UILabel {
    @IBInspectable var cornerRadius: CGFloat = 0 {
        didSet {
            layer.cornerRadius = cornerRadius
            layer.masksToBounds = cornerRadius > 0
        }
    }
}

class ViewController: UIViewController {

    @IBOutlet weak var billField: UITextField!
    @IBOutlet weak var tipLabel: RoundedLabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        tipLabel.text = "$0.00"
    }

    @IBAction func calculateTip(_ sender: Any) {
        let bill = Double(billField.text!) ?? 0
        tipLabel.text = String(format: "$%.2f", bill * 0.15)
        view.endEditing(true)
    }
}
