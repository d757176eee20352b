//
//  RecipeDetailViewController.swift
//  Notes
//

import UIKit

class RecipeDetailViewController: UIViewController {

    @IBOutlet weak var nameLabel: UILabel!

    var recipe = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = recipe
    }
}
