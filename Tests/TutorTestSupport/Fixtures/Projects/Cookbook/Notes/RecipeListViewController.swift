//
//  RecipeListViewController.swift
//  Notes
//

import UIKit

class RecipeListViewController: UITableViewController {

    let recipes = ["Pancakes", "Tomato soup", "Apple pie"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return recipes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "RecipeCell", for: indexPath)
        cell.textLabel?.text = recipes[indexPath.row]
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showRecipe",
            let detail = segue.destination as? RecipeDetailViewController,
            let indexPath = tableView.indexPathForSelectedRow
        {
            detail.recipe = recipes[indexPath.row]
        }
    }

    @IBAction func unwindToList(_ segue: UIStoryboardSegue) {
        print("back from \(segue.source.navigationItem.title ?? "a recipe")")
    }
}
