import UIKit

struct Todo: Decodable {
    let id: Int
    let title: String
    let completed: Bool
}

class TodosViewController: UITableViewController {
    let url = URL(string: "https://api.example.com/todos")!
    var todos: [Todo] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "To Do"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "todo")
        load()
    }

    func load() {
        URLSession.shared.dataTask(with: url) { data, response, error in
            let todos = try! JSONDecoder().decode([Todo].self, from: data!)
            DispatchQueue.main.async {
                self.todos = todos
                self.tableView.reloadData()
            }
        }.resume()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        todos.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "todo", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = todos[indexPath.row].title
        cell.contentConfiguration = content
        return cell
    }
}
