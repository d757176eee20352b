import UIKit

struct User: Decodable {
    let id: Int
    let name: String
}

struct Todo: Decodable {
    let id: Int
    let title: String
    let completed: Bool
}

class ProfileViewController: UIViewController {
    let userURL = URL(string: "https://api.example.com/user")!
    let todosURL = URL(string: "https://api.example.com/todos")!
    let summaryLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        summaryLabel.accessibilityIdentifier = "summary"
        summaryLabel.text = "Loading…"
        summaryLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(summaryLabel)
        NSLayoutConstraint.activate([
            summaryLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            summaryLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        Task {
            await loadSummary()
        }
    }

    func loadSummary() async {
        do {
            async let user = fetch(User.self, from: userURL)
            async let todos = fetch([Todo].self, from: todosURL)
            let (loadedUser, loadedTodos) = try await (user, todos)
            let open = loadedTodos.count
            summaryLabel.text = "\(loadedUser.name): \(open) to do"
        } catch {
            summaryLabel.text = error.localizedDescription
        }
    }

    func fetch<T: Decodable>(_ type: T.Type, from url: URL) async throws -> T {
        let (data, _) = try await URLSession.shared.data(from: url)
        return try JSONDecoder().decode(T.self, from: data)
    }
}
