import CoreData
import UIKit

class TodoViewController: UITableViewController, UITextFieldDelegate {
    let container = NSPersistentContainer(name: "Todo")
    var items: [TodoItem] = []
    let newTodoField = UITextField()

    var context: NSManagedObjectContext { container.viewContext }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "To-do"
        newTodoField.placeholder = "New to-do"
        newTodoField.accessibilityIdentifier = "newTodo"
        newTodoField.returnKeyType = .done
        newTodoField.borderStyle = .roundedRect
        newTodoField.delegate = self
        let header = UIView(frame: CGRect(x: 0, y: 0, width: tableView.bounds.width, height: 50))
        newTodoField.translatesAutoresizingMaskIntoConstraints = false
        header.addSubview(newTodoField)
        NSLayoutConstraint.activate([
            newTodoField.leadingAnchor.constraint(equalTo: header.layoutMarginsGuide.leadingAnchor),
            newTodoField.trailingAnchor.constraint(equalTo: header.layoutMarginsGuide.trailingAnchor),
            newTodoField.centerYAnchor.constraint(equalTo: header.centerYAnchor),
        ])
        tableView.tableHeaderView = header
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "todo")
        container.loadPersistentStores { _, error in
            if let error {
                fatalError("Could not open the store: \(error)")
            }
        }
        fetchItems()
    }

    func fetchItems() {
        let request: NSFetchRequest<TodoItem> = TodoItem.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(key: "created", ascending: true)]
        do {
            items = try context.fetch(request)
        } catch {
            print("Could not fetch the to-dos: \(error)")
        }
    }

    func saveContext() {
        guard context.hasChanges else { return }
        do {
            try context.save()
        } catch {
            print("Could not save: \(error)")
            context.rollback()
        }
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        let title = textField.text ?? ""
        if !title.isEmpty { add(title) }
        textField.text = ""
        return false
    }

    func add(_ title: String) {
        let item = TodoItem(context: context)
        item.title = title
        item.created = Date()
        items.append(item)
        tableView.insertRows(at: [IndexPath(row: items.count - 1, section: 0)], with: .automatic)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "todo", for: indexPath)
        let item = items[indexPath.row]
        cell.textLabel?.text = item.title
        cell.accessoryType = item.done ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        items[indexPath.row].done.toggle()
        saveContext()
        tableView.reloadRows(at: [indexPath], with: .automatic)
    }

    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        let item = items.remove(at: indexPath.row)
        context.delete(item)
        saveContext()
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
}
