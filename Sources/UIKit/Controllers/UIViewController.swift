import Foundation

/// An object that manages a view hierarchy, as UIKit's `UIViewController`.
///
/// Models the view's lifecycle: the first access to `view` calls `loadView()` once and then
/// `viewDidLoad()`; `viewIfLoaded` and `isViewLoaded` never load it, nor does `init`. Appearance
/// callbacks come in balanced pairs driven by `beginAppearanceTransition(_:animated:)` and
/// `endAppearanceTransition()`, and are forwarded to child controllers. The runtime records every
/// callback in the event log and a warning when an appearance override skips `super`.
@MainActor
open class UIViewController: UIResponder {
  private var loadedView: UIView?
  private var isLoadingView = false

  public let nibName: String?
  public let nibBundle: Bundle?
  open var title: String? {
    didSet { titleDidChange() }
  }
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
  open var isModalInPresentation = false
  open var definesPresentationContext = false
  open var providesPresentationContextTransitionStyle = false
  open var preferredContentSize: CGSize = .zero
  open var edgesForExtendedLayout: UIRectEdge = .all
  open var hidesBottomBarWhenPushed = false
  open var toolbarItems: [UIBarButtonItem]? {
    didSet { navigationController?.toolbarItemsDidChange(for: self) }
  }
  open var tabBarItem: UITabBarItem! {
    get { storedTabBarItem ?? defaultTabBarItem() }
    set { storedTabBarItem = newValue }
  }
  private var storedTabBarItem: UITabBarItem?

  /// The navigation item shown in a navigation bar when this controller is on top.
  public private(set) lazy var navigationItem: UINavigationItem = {
    let item = UINavigationItem()
    item.title = title
    return item
  }()

  // Containment
  public private(set) weak var parent: UIViewController?
  public private(set) var children: [UIViewController] = []

  // Presentation
  /// The controller that presented this one, set on the presented controller itself.
  weak var presenter: UIViewController?
  /// The controller this one presents, set on the presenting controller itself.
  var presentee: UIViewController?

  /// The controller that presented this one or its closest presented ancestor, as UIKit documents.
  public var presentingViewController: UIViewController? { presenter ?? parent?.presentingViewController }

  /// The controller presented by this one or by one of its ancestors, as UIKit documents.
  public var presentedViewController: UIViewController? { presentee ?? parent?.presentedViewController }
  public internal(set) var isBeingPresented = false
  public internal(set) var isBeingDismissed = false
  public internal(set) var isMovingToParent = false
  public internal(set) var isMovingFromParent = false

  // Appearance bookkeeping (see UIViewController+Appearance.swift)
  var appearanceState: AppearanceState = .disappeared
  var appearanceAnimated = false
  var superCallMarks: Set<LifecycleCallback> = []
  /// Set by `viewWillAppear`; cleared when `viewIsAppearing` has been called for that appearance.
  var isAppearingCallPending = false
  /// The backdrop behind this controller while it is presented as a sheet.
  var presentationDimmingView: UIView?
  /// The presentation controller made for this controller (UIPresentationController.swift).
  var storedPresentationController: UIPresentationController?
  /// The style `.automatic` stands for; alerts override it.
  var defaultPresentationStyle: UIModalPresentationStyle { .pageSheet }
  /// The window whose root this controller is.
  weak var windowOwningRoot: UIWindow?
  /// The traits the controller last received and its trait-change registrations (Traits/).
  var traitState = TraitState()

  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.nibName = nibNameOrNil
    self.nibBundle = nibBundleOrNil
    super.init()
  }

  override public convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Decodes the storyboard scene it is made from (title, items, relationship controllers)
  /// before returning, as UIKit's does; the view loads later, when first asked for.
  public required init?(coder: NSCoder) {
    self.nibName = nil
    self.nibBundle = nil
    super.init()
    if let coder = coder as? InterfaceCoder { coder.loader?.decodeController(coder.element, into: self) }
  }

  deinit {
    EventLog.shared.record("\(EventLog.className(of: self)).deinit")
  }

  // MARK: The view

  /// The root view, loaded on first access (`loadView()` then `viewDidLoad()`).
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      loadedView?.owningViewController = nil
      loadedView = newValue
      newValue?.owningViewController = self
    }
  }

  /// The root view if it is loaded; never loads it.
  open var viewIfLoaded: UIView? { loadedView }

  open var isViewLoaded: Bool { loadedView != nil }

  /// Creates the root view: the storyboard's or nib's view when the controller has one
  /// (InterfaceLoader+Controllers.swift), else a plain view the size of the screen.
  open func loadView() {
    if loadInterfaceView() { return }
    let rootView = UIView(frame: UIScreen.main.bounds)
    rootView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view = rootView
  }

  open func loadViewIfNeeded() {
    guard loadedView == nil, !isLoadingView else { return }
    isLoadingView = true
    EventLog.shared.record(self, "loadView")
    loadView()
    isLoadingView = false
    if loadedView == nil {
      fatalError(
        UIKitError.exception(
          "NSInternalInconsistencyException",
          "-[\(EventLog.className(of: self)) loadView] did not set the view: an override of loadView must assign self.view"
        ))
    }
    EventLog.shared.record(self, "viewDidLoad")
    viewDidLoad()
  }

  open func viewDidLoad() {}

  // MARK: Storyboards (Interface/UIViewController+Segues.swift)

  /// The storyboard the controller was made from, if any.
  public internal(set) var storyboard: UIStoryboard?
  /// The segues of the controller's scene, and where its view comes from.
  var storyboardSegueTemplates: [SegueTemplate] = []
  var interfaceSource: InterfaceSource?

  /// Performs the segue with `identifier` from this controller's scene, as UIKit does: a new
  /// destination, `prepare(for:sender:)`, then the transition. `shouldPerformSegue` is not asked
  /// (it is only for segues a user triggers). An identifier the scene does not have is UIKit's
  /// exception.
  open func performSegue(withIdentifier identifier: String, sender: Any?) {
    guard let template = storyboardSegueTemplates.first(where: { $0.identifier == identifier }) else {
      fatalError(
        UIKitError.exception(
          "NSInvalidArgumentException",
          "Receiver (<\(String(reflecting: type(of: self))): \(InterfaceLoader.address(of: self))>) has no segue "
            + "with identifier '\(identifier)'"))
    }
    performTemplate(template, sender: sender)
  }

  /// Called before a segue from this controller shows its destination: pass it data here.
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

  /// Whether a segue a user triggered should be performed (`true`).
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

  /// Shows a detail controller: without a split view controller, presents it.
  open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    present(vc, animated: true, completion: nil)
  }

  // MARK: Appearance and layout callbacks (UIKit requires `super` in the appearance ones)

  open func viewWillAppear(_ animated: Bool) { superCallMarks.insert(.viewWillAppear) }
  open func viewDidAppear(_ animated: Bool) { superCallMarks.insert(.viewDidAppear) }
  open func viewWillDisappear(_ animated: Bool) { superCallMarks.insert(.viewWillDisappear) }
  open func viewDidDisappear(_ animated: Bool) { superCallMarks.insert(.viewDidDisappear) }
  /// Called once per appearance after `viewWillAppear(_:)`, when the view is in the window and
  /// its superview has laid it out, before the view's own first layout (iOS 13+); does nothing.
  open func viewIsAppearing(_ animated: Bool) {}
  open func viewWillLayoutSubviews() {}
  /// Updates the root view's constraints in the layout pass; the default calls the view's
  /// `updateConstraints()`. UIKit requires overrides to call super.
  open func updateViewConstraints() {
    viewIfLoaded?.updateConstraints()
  }
  open func viewDidLayoutSubviews() {}

  /// Insets added to the safe area the container gives this controller's view.
  open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }

  /// Called when the root view's safe-area insets changed; the default does nothing.
  open func viewSafeAreaInsetsDidChange() {}

  /// The safe-area insets this container gives a child's root view, on top of what the child's
  /// view inherits from where it sits; containers with bars override it.
  func safeAreaInsets(forChild child: UIViewController, inherited: UIEdgeInsets) -> UIEdgeInsets { inherited }
  open func didReceiveMemoryWarning() { superCallMarks.insert(.didReceiveMemoryWarning) }

  // MARK: Traits and size transitions (Traits/UIViewController+Transitions.swift)

  /// Called in the layout pass when the controller's traits changed, before its view's; the
  /// default does nothing.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Called before the view's size changes (a rotation); the default forwards it to the children
  /// on screen, so overrides must call super.
  open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
    forwardViewWillTransition(to: size, with: coordinator)
  }

  /// Called before the traits change, ahead of `viewWillTransition(to:with:)`; the default
  /// forwards it to the children on screen, so overrides must call super.
  open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator)
  {
    forwardWillTransition(to: newCollection, with: coordinator)
  }

  /// The size a child's view gets when this controller's becomes `parentSize`: the same size.
  open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize)
    -> CGSize
  { parentSize }

  /// The coordinator of the transition in flight (a rotation), nil otherwise.
  open var transitionCoordinator: UIViewControllerTransitionCoordinator? { SizeTransition.inFlight }

  /// Whether appearance callbacks go to children automatically (true, as in UIKit).
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    beginAppearance(isAppearing, animated: animated)
  }

  open func endAppearanceTransition() {
    endAppearance()
  }

  /// The children that appear and disappear with this controller; containers override this to
  /// name their visible child.
  var childrenReceivingAppearance: [UIViewController] { childrenInsideView }

  /// Whether this container sends its children's appearance callbacks itself (navigation and
  /// tab bar controllers); custom containers leave it to UIKit.
  var managesChildAppearance: Bool { false }

  // MARK: Containment

  open func addChild(_ childController: UIViewController) {
    guard childController.parent !== self else { return }
    childController.removeFromParent()
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
  }

  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  open func willMove(toParent parent: UIViewController?) {}
  open func didMove(toParent parent: UIViewController?) {}

  // MARK: Presentation

  open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
    MainThreadChecker.checked("-[UIViewController presentViewController:animated:completion:]") {
      Presentation.present(viewControllerToPresent, from: self, animated: flag, completion: completion)
    }
  }

  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    MainThreadChecker.checked("-[UIViewController dismissViewControllerAnimated:completion:]") {
      Presentation.dismiss(from: self, animated: flag, completion: completion)
    }
  }

  open func show(_ vc: UIViewController, sender: Any?) {
    if let navigationController {
      navigationController.pushViewController(vc, animated: true)
    } else {
      present(vc, animated: true)
    }
  }

  // MARK: Responder chain

  /// A controller's next responder, as UIKit documents it: the window when its view is the
  /// window's root view, the presenting controller when it was presented, else its view's superview.
  override open var next: UIResponder? {
    if let window = windowOwningRoot, loadedView?.superview === window { return window }
    if parent == nil, let presenter { return presenter }
    return loadedView?.superview
  }

  // MARK: Container lookups

  /// The nearest ancestor that is a navigation controller.
  open var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }

  /// The nearest ancestor that is a tab bar controller.
  open var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }

  private func nearestAncestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
    var current = parent
    while let controller = current {
      if let match = controller as? Container { return match }
      current = controller.parent
    }
    return nil
  }

  open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
    self.toolbarItems = toolbarItems
  }

  /// Setting `title` updates the navigation item's and the tab bar item's titles, as UIKit documents.
  private func titleDidChange() {
    navigationItem.title = title
    storedTabBarItem?.title = title
  }

  /// The item a controller shows in a tab bar until one is set: one titled with `title`.
  func defaultTabBarItem() -> UITabBarItem {
    let item = UITabBarItem(title: title, image: nil, tag: 0)
    storedTabBarItem = item
    return item
  }

}

/// Modal presentation styles, as UIKit names them; `.automatic` is a page sheet on iPhone.
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
  case none = -1
  case automatic = -2
}

/// Modal transition styles, as UIKit names them.
public enum UIModalTransitionStyle: Int, Sendable {
  case coverVertical, flipHorizontal, crossDissolve, partialCurl
}

/// Rectangle edges, as UIKit's `UIRectEdge`.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let top = UIRectEdge(rawValue: 1 << 0)
  public static let left = UIRectEdge(rawValue: 1 << 1)
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  public static let right = UIRectEdge(rawValue: 1 << 3)
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
