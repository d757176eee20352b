//
//  ViewController.swift
//  Hello
//

import UIKit

class ViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        // Set up the view after it has loaded.
    }

}
