//
//  NotesViewController.swift
//  Notes
//
//  Created by Tutor on 2/12/2025.
//

import UIKit

class NotesViewController: UITableViewController {

    var notes: [Note] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
    }
}
