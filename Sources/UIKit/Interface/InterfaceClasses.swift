import Foundation
internal import InterfaceModel

/// Which class makes each Interface Builder element, and the learner's own classes by
/// `customClass`: looked up in the app's module whatever `customModule` says (Xcode writes the
/// target's module, which is the app here), falling back to the element's class with UIKit's
/// "Unknown class X in Interface Builder file." when the app has none of that name.
@MainActor
package enum InterfaceClasses {
  /// The UIKit class of each element a storyboard or xib holds objects as.
  static let base: [String: AnyClass] = [
    "viewController": UIViewController.self, "tableViewController": UITableViewController.self,
    "navigationController": UINavigationController.self, "tabBarController": UITabBarController.self,
    "view": UIView.self, "label": UILabel.self, "button": UIButton.self, "textField": UITextField.self,
    "textView": UITextView.self, "imageView": UIImageView.self, "switch": UISwitch.self, "slider": UISlider.self,
    "stackView": UIStackView.self, "tableView": UITableView.self, "tableViewCell": UITableViewCell.self,
    "scrollView": UIScrollView.self, "navigationBar": UINavigationBar.self, "toolbar": UIToolbar.self,
    "tabBar": UITabBar.self, "containerView": UIView.self, "navigationItem": UINavigationItem.self,
    "barButtonItem": UIBarButtonItem.self, "tabBarItem": UITabBarItem.self,
    "segmentedControl": UISegmentedControl.self, "stepper": UIStepper.self, "datePicker": UIDatePicker.self,
    "pickerView": UIPickerView.self, "progressView": UIProgressView.self,
    "activityIndicatorView": UIActivityIndicatorView.self, "pageControl": UIPageControl.self,
    "searchBar": UISearchBar.self,
    "collectionViewController": UICollectionViewController.self, "collectionView": UICollectionView.self,
    "collectionViewCell": UICollectionViewCell.self, "collectionReusableView": UICollectionReusableView.self,
  ]

  /// Elements whose classes live in modules above UIKit (WebKit's `<wkWebView>`), registered
  /// by the app host as it starts.
  private static var registered: [String: AnyClass] = [:]

  /// Makes `<name>` elements of storyboards and xibs with `type` (a class of a module above UIKit).
  package static func register(element name: String, as type: AnyClass) {
    registered[name] = type
  }

  /// The class an element's name stands for: UIKit's, or one registered from above.
  static func elementClass(_ name: String) -> AnyClass? {
    base[name] ?? registered[name]
  }

  /// The class to make `element` with: its `customClass` when the app has it, else its element's.
  static func type(of element: InterfaceElement, document: String) -> AnyClass? {
    let fallback: AnyClass? = elementClass(element.name)
    guard let custom = element["customClass"] else { return fallback }
    if let found = lookUp(custom) { return found }
    EventLog.shared.warn("Unknown class \(custom) in Interface Builder file.")
    return fallback
  }

  /// The class named `name` in the app's module (or fully qualified).
  static func lookUp(_ name: String) -> AnyClass? {
    if name.contains("."), let found = NSClassFromString(name) { return found }
    for module in appModules() {
      if let found = NSClassFromString("\(module).\(name)") { return found }
    }
    return NSClassFromString(name)
  }

  /// The modules the app's classes may be in: the app delegate's, then the product's.
  private static func appModules() -> [String] {
    var modules: [String] = []
    if let delegate = UIApplication.shared.delegate {
      let qualified = String(reflecting: Swift.type(of: delegate))
      if let dot = qualified.firstIndex(of: ".") { modules.append(String(qualified[..<dot])) }
    }
    if let executable = AppInfo.dictionary["CFBundleExecutable"] as? String {
      modules.append(String(executable.map { $0.isLetter || $0.isNumber ? $0 : "_" }))
    }
    modules.append("App")
    return modules
  }
}
