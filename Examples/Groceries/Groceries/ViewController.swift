//
//  ViewController.swift
//  Groceries
//
//  Created by Tutor on 1/12/2025.
//

import UIKit

class ViewController: UITableViewController {

    /// The shopping list, one item per line of words.txt in the app bundle.
    var items: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Groceries"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
        if let url = Bundle.main.url(forResource: "words", withExtension: "txt"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        {
            items = text.split(separator: "\n").map(String.init)
        }
        if let apple = UIImage(named: "Apple") {
            print("Apple: \(apple.size.width) x \(apple.size.height) points at \(apple.scale)x")
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
}
