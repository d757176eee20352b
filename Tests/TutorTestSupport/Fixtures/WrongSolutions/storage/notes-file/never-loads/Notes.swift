import UIKit

struct Note: Codable {
    var text: String
    var created: Date
}

class NotesViewController: UIViewController, UITableViewDataSource {
    let noteField = UITextField()
    let addButton = UIButton(type: .system)
    let notesTable = UITableView()
    var notes: [Note] = []

    var notesFile: URL {
        FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("notes.json")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        view.backgroundColor = .systemBackground
        noteField.placeholder = "New note"
        noteField.accessibilityIdentifier = "note"
        noteField.borderStyle = .roundedRect
        addButton.setTitle("Add", for: .normal)
        addButton.addAction(UIAction { [weak self] _ in self?.add() }, for: .touchUpInside)
        addButton.setContentHuggingPriority(.required, for: .horizontal)  // the field takes the rest
        let row = UIStackView(arrangedSubviews: [noteField, addButton])
        row.spacing = 8
        notesTable.register(UITableViewCell.self, forCellReuseIdentifier: "note")
        notesTable.dataSource = self
        for subview in [row, notesTable] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 12),
            row.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            notesTable.topAnchor.constraint(equalTo: row.bottomAnchor, constant: 12),
            notesTable.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            notesTable.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            notesTable.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
        ])
    }

    func add() {
        let text = noteField.text ?? ""
        guard !text.isEmpty else { return }
        notes.append(Note(text: text, created: Date()))
        notesTable.insertRows(at: [IndexPath(row: notes.count - 1, section: 0)], with: .automatic)
        noteField.text = ""
        save()
    }

    func save() {
        do {
            let data = try JSONEncoder().encode(notes)
            try data.write(to: notesFile, options: .atomic)
        } catch {
            print("Could not save the notes: \(error)")
        }
    }

    func load() {
        guard let data = try? Data(contentsOf: notesFile) else { return }  // first launch: no file yet
        do {
            notes = try JSONDecoder().decode([Note].self, from: data)
        } catch {
            print("Could not read the notes: \(error)")
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        notes.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
        cell.textLabel?.text = notes[indexPath.row].text
        return cell
    }
}
