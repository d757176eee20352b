//
//  ViewController.swift
//  Groceries
//
//  Created by Tutor on 1/12/2025.
//

import UIKit

class ViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        // Do any additional setup after loading the view.
    }
}
