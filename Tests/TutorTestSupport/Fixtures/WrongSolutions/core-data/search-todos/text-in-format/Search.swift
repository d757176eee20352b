import CoreData
import UIKit

class SearchViewController: UITableViewController {
    let container = NSPersistentContainer(name: "Todo")
    let searchField = UITextField()
    let hideDoneSwitch = UISwitch()
    var items: [TodoItem] = []

    var context: NSManagedObjectContext { container.viewContext }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Search"
        searchField.placeholder = "Search"
        searchField.accessibilityIdentifier = "search"
        searchField.borderStyle = .roundedRect
        searchField.addAction(UIAction { [weak self] _ in self?.reload() }, for: .editingChanged)
        hideDoneSwitch.accessibilityIdentifier = "hideDone"
        hideDoneSwitch.addAction(UIAction { [weak self] _ in self?.reload() }, for: .valueChanged)
        let hideDoneLabel = UILabel()
        hideDoneLabel.text = "Hide done"
        hideDoneLabel.setContentHuggingPriority(.required, for: .horizontal)
        hideDoneSwitch.setContentHuggingPriority(.required, for: .horizontal)
        let row = UIStackView(arrangedSubviews: [searchField, hideDoneLabel, hideDoneSwitch])
        row.spacing = 8
        row.alignment = .center
        let header = UIView(frame: CGRect(x: 0, y: 0, width: tableView.bounds.width, height: 52))
        row.translatesAutoresizingMaskIntoConstraints = false
        header.addSubview(row)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: header.layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: header.layoutMarginsGuide.trailingAnchor),
            row.centerYAnchor.constraint(equalTo: header.centerYAnchor),
        ])
        tableView.tableHeaderView = header
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "todo")
        container.loadPersistentStores { _, error in
            if let error {
                fatalError("Could not open the store: \(error)")
            }
        }
        SampleTodos.fillIfEmpty(context)
        reload()
    }

    func makeRequest(search: String, hideDone: Bool) -> NSFetchRequest<TodoItem> {
        let request: NSFetchRequest<TodoItem> = TodoItem.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(key: "created", ascending: true)]
        var conditions: [NSPredicate] = []
        if !search.isEmpty {
            conditions.append(NSPredicate(format: "title CONTAINS[c] '\(search)'"))
        }
        if hideDone {
            conditions.append(NSPredicate(format: "done == NO"))
        }
        if !conditions.isEmpty {
            request.predicate = NSCompoundPredicate(andPredicateWithSubpredicates: conditions)
        }
        return request
    }

    func reload() {
        let request = makeRequest(search: searchField.text ?? "", hideDone: hideDoneSwitch.isOn)
        do {
            items = try context.fetch(request)
        } catch {
            print("Could not fetch the to-dos: \(error)")
        }
        tableView.reloadData()
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
}
