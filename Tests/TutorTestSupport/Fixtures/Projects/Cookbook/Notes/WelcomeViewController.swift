//
//  WelcomeViewController.swift
//  Notes
//

import UIKit

class WelcomeViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
    }
}
