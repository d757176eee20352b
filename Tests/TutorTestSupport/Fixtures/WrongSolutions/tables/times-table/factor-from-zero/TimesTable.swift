import UIKit

class TimesTableViewController: UITableViewController {
    var number = 2
    let slider = UISlider()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Times table"
        slider.minimumValue = 1
        slider.maximumValue = 12
        slider.value = 2
        slider.accessibilityIdentifier = "number"
        let header = UIView(frame: CGRect(x: 0, y: 0, width: tableView.bounds.width, height: 46))
        slider.translatesAutoresizingMaskIntoConstraints = false
        header.addSubview(slider)
        NSLayoutConstraint.activate([
            slider.leadingAnchor.constraint(equalTo: header.layoutMarginsGuide.leadingAnchor),
            slider.trailingAnchor.constraint(equalTo: header.layoutMarginsGuide.trailingAnchor),
            slider.centerYAnchor.constraint(equalTo: header.centerYAnchor),
        ])
        tableView.tableHeaderView = header
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "product")
        slider.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                number = Int(slider.value.rounded())
                tableView.reloadData()
            }, for: .valueChanged)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        20
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "product", for: indexPath)
        let factor = indexPath.row
        cell.textLabel?.text = "\(number) x \(factor) = \(number * factor)"
        return cell
    }
}
