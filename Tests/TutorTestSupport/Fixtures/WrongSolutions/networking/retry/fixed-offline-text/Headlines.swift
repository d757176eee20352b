import UIKit

class HeadlinesViewController: UITableViewController {
    let url = URL(string: "https://api.example.com/headlines")!
    var headlines: [String] = []
    let statusLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Headlines"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "headline")
        statusLabel.accessibilityIdentifier = "status"
        statusLabel.textAlignment = .center
        statusLabel.numberOfLines = 0
        statusLabel.frame = CGRect(x: 0, y: 0, width: 0, height: 60)
        statusLabel.isHidden = true
        tableView.tableHeaderView = statusLabel
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Retry", style: .plain, target: self, action: #selector(retry))
        load()
    }

    @objc func retry() {
        load()
    }

    func load() {
        URLSession.shared.dataTask(with: url) { data, response, error in
            DispatchQueue.main.async {
                self.finish(data: data, response: response, error: error)
            }
        }.resume()
    }

    func finish(data: Data?, response: URLResponse?, error: Error?) {
        if let error = error {
            showStatus("No connection")
            return
        }
        guard let http = response as? HTTPURLResponse, http.statusCode == 200 else {
            let code = (response as? HTTPURLResponse)?.statusCode ?? 0
            showStatus("Server error \(code)")
            return
        }
        guard let data = data, let headlines = try? JSONDecoder().decode([String].self, from: data) else {
            showStatus("The headlines could not be read.")
            return
        }
        self.headlines = headlines
        statusLabel.isHidden = true
        tableView.reloadData()
    }

    func showStatus(_ text: String) {
        statusLabel.text = text
        statusLabel.isHidden = false
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        headlines.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "headline", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = headlines[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}
