/// Swift as books and tutorials print it for iOS (egg timer, tables, Core Data, selectors,
/// outlets, the app delegate), with the literal and comment forms that trip a text-based rewrite:
/// the corpus of SwiftLexerPropertyTests.
enum BookCodeCorpus {
  static let eggTimer = #"""
    import UIKit

    class ViewController: UIViewController {
        @IBOutlet weak var timeLeftLabel: UILabel!
        @IBOutlet var buttons: [UIButton]!
        var timer = Timer()
        var timeLeft = 210

        @objc func processTimer() {
            if timeLeft > 0 {
                timeLeft -= 1
                timeLeftLabel.text = "\(timeLeft / 60):\(String(format: "%02d", timeLeft % 60))"
            } else {
                timer.invalidate()
            }
        }

        @IBAction func startTimerButton(_ sender: Any) {
            timer = Timer.scheduledTimer(timeInterval: 1, target: self,
                                         selector: #selector(ViewController.processTimer),
                                         userInfo: nil, repeats: true)
        }

        @IBAction func pauseTimer(_ sender: Any) { timer.invalidate() }
        @IBAction private func resetTimer(sender: UIButton) {
            timeLeft = 210 /* three and a half minutes */ ; timeLeftLabel.text = "3:30"
        }
    }
    """#

  static let table = #"""
    import UIKit

    class FruitCell: UITableViewCell {
        override public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    class FruitTableViewController: UITableViewController {
        let fruits = ["Apple", "Banana", "Cherry"]

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(FruitCell.self, forCellReuseIdentifier: "Fruit")
            navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self,
                                                                action: #selector(addFruit))
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            return fruits.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
            cell.textLabel?.text = "\(indexPath.row + 1). \(fruits[indexPath.row])"
            return cell
        }

        @objc func addFruit() { print("add \("fruit")") }
    }

    class SplitCell: UITableViewCell {
        override
        init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
        }
        required init?(coder: NSCoder) { nil }
    }
    """#

  static let coreData = #"""
    import UIKit
    import CoreData

    @objc(Item)
    public class Item: NSManagedObject {
        @NSManaged public var name: String?; @NSManaged public var created: Date?
        @NSManaged public var tags: NSSet? // a to-many relationship
        @NSManaged public func addToTags(_ value: Tag)
    }

    class Store {
        let container = NSPersistentContainer(name: "Model")
        func items() throws -> [Item] {
            let request: NSFetchRequest<Item> = Item.fetchRequest()
            request.sortDescriptors = [NSSortDescriptor(keyPath: \Item.created, ascending: false)]
            request.predicate = NSPredicate(format: "name CONTAINS[cd] %@", "@NSManaged")
            return try container.viewContext.fetch(request)
        }
        func documents() -> URL {
            return try! FileManager.default.url(
                for: .documentDirectory, in: .userDomainMask,
                appropriateFor: nil, create: true)
        }
    }
    """#

  static let selectors = #"""
    import UIKit

    class CardView: UIView {
        @objc func wasntTapped() {}
        @objc(flipWithDuration:animated:) func flip(duration: Double, animated: Bool) {}
    }

    class GameViewController: UIViewController {
        let card = CardView()
        override func viewDidLoad() {
            super.viewDidLoad()
            let tap = UITapGestureRecognizer(target: card, action: #selector(card.wasntTapped))
            card.addGestureRecognizer(tap)
            print(card.responds(to: #selector(getter: UIView.frame)))
            print(#selector(
                image(_:didFinishSavingWithError:contextInfo:)))
            let label = "\(#selector(viewDidLoad)) is @objc, \("@objc func x()")"
            print(label)
        }
        @objc func image(_ image: UIImage, didFinishSavingWithError error: Error?, contextInfo: UnsafeRawPointer) {}
    }
    """#

  static let appDelegate = #"""
    import UIKit

    // Older templates said @main's predecessor: @UIApplicationMain. Not this comment's @main.
    @UIApplicationMain
    class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?

        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            UIApplication.shared.delegate?.window??.tintColor = .systemRed
            return true
        }
    }
    """#

  static let literals = ###"""
    import UIKit

    /* A block comment /* nested, with "a quote */ and @objc */
    let raw = #"He said "hi" \(not interpolated) \#(1 + 2)"#
    let rawer = ##"a "# is not the end"##
    let multi = """
        Line one with "quotes" and \(raw.count) \("nested \("deep")")
        @IBAction #selector(x)
        """
    let regex = #/"[a-z]+"/#
    let ratio = 10 / 2 / 5
    let url = "https://example.com/path" // a // in a string
    let emoji = "🥚 timer: \(3) min"
    let tuple = (1, (2, 3)).1.0
    let range = 0..<10
    let key = \UIView.frame.size
    #if DEBUG
    print("debug")
    #endif
    let crlf = 1
    """###.replacingOccurrences(of: "let crlf = 1", with: "let crlf = 1\r\nlet after = 2\r\n")

  static let all = [eggTimer, table, coreData, selectors, appDelegate, literals]
}
