/// What a user could see of the running app after a step, as docs/runtime.md "What the tool
/// sees" lists it. The app process encodes it as JSON; the tool decodes it to resolve queries,
/// evaluate expectations and draw the screen.
public struct AppSnapshot: Codable, Sendable, Equatable {
  /// Virtual milliseconds since launch.
  public var clockMilliseconds: Int64
  /// `active`, `inactive` or `background`.
  public var applicationState: String
  /// The key window's view tree, if there is a key window.
  public var window: ViewNode?
  /// The key window's controller tree, presented controllers included.
  public var controllers: ControllerNode?
  public var keyboard: KeyboardState
  /// The alert or action sheet on screen, if any.
  public var alert: AlertNode?
  /// Scheduled, valid timers.
  public var timers: [TimerNode]
  /// Event-log entries recorded since the previous snapshot.
  public var log: [String]
  /// What is wrong with the layout on screen now, one entry per problem, in UIKit's words:
  /// each set of constraints the engine could not satisfy together (UIKit's "Unable to
  /// simultaneously satisfy constraints." message with its list, and the constraint it broke to
  /// recover), and each visible view whose layout is ambiguous (`hasAmbiguousLayout`). Empty when
  /// the layout is sound. `expect layout ok` fails listing them. Left out of the JSON when empty.
  public var layoutWarnings: [String]
  /// Why no window is on screen, in words, when the launched app shows none (a window made
  /// without a scene in a scene-based app, a storyboard not loaded, a scene delegate class the
  /// app lacks). Left out of the JSON when nil.
  public var missingWindow: String?
  /// Requests to the virtual network made or answered since the previous snapshot (an entry
  /// comes again once its answer came). Left out of the JSON when empty.
  public var requests: [NetworkExchange] = []

  public init(
    clockMilliseconds: Int64, applicationState: String, window: ViewNode?, controllers: ControllerNode?,
    keyboard: KeyboardState, alert: AlertNode?, timers: [TimerNode], log: [String], layoutWarnings: [String] = [],
    missingWindow: String? = nil
  ) {
    self.clockMilliseconds = clockMilliseconds
    self.applicationState = applicationState
    self.window = window
    self.controllers = controllers
    self.keyboard = keyboard
    self.alert = alert
    self.timers = timers
    self.log = log
    self.layoutWarnings = layoutWarnings
    self.missingWindow = missingWindow
  }

  private enum CodingKeys: String, CodingKey {
    case clockMilliseconds, applicationState, window, controllers, keyboard, alert, timers, log, layoutWarnings
    case missingWindow, requests
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      clockMilliseconds: try container.decode(Int64.self, forKey: .clockMilliseconds),
      applicationState: try container.decode(String.self, forKey: .applicationState),
      window: try container.decodeIfPresent(ViewNode.self, forKey: .window),
      controllers: try container.decodeIfPresent(ControllerNode.self, forKey: .controllers),
      keyboard: try container.decode(KeyboardState.self, forKey: .keyboard),
      alert: try container.decodeIfPresent(AlertNode.self, forKey: .alert),
      timers: try container.decode([TimerNode].self, forKey: .timers),
      log: try container.decode([String].self, forKey: .log),
      layoutWarnings: try container.decodeIfPresent([String].self, forKey: .layoutWarnings) ?? [],
      missingWindow: try container.decodeIfPresent(String.self, forKey: .missingWindow))
    requests = try container.decodeIfPresent([NetworkExchange].self, forKey: .requests) ?? []
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(clockMilliseconds, forKey: .clockMilliseconds)
    try container.encode(applicationState, forKey: .applicationState)
    try container.encodeIfPresent(window, forKey: .window)
    try container.encodeIfPresent(controllers, forKey: .controllers)
    try container.encode(keyboard, forKey: .keyboard)
    try container.encodeIfPresent(alert, forKey: .alert)
    try container.encode(timers, forKey: .timers)
    try container.encode(log, forKey: .log)
    if !layoutWarnings.isEmpty { try container.encode(layoutWarnings, forKey: .layoutWarnings) }
    try container.encodeIfPresent(missingWindow, forKey: .missingWindow)
    if !requests.isEmpty { try container.encode(requests, forKey: .requests) }
  }
}

/// A rectangle in window coordinates (points).
public struct Rect: Codable, Sendable, Equatable, CustomStringConvertible {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// `20,100,335,44`, the form checks write frames in.
  public var description: String {
    [x, y, width, height].map(Self.format).joined(separator: ",")
  }

  private static func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}

/// What kind of element a view is, in the words of the check language's queries.
public enum ElementKind: String, Codable, Sendable {
  case window, view, label, button, field, `switch`, slider, table, cell, item, image
  /// A collection view (a grid or a list); its cells are `cell`s with index paths, as a table's.
  case collection
  case navigationBar, navigationTitle, prompt, backButton, toolbar, tabBar, tab
  case alert, alertText, alertAction, dimming
  /// The standard controls beyond buttons, switches and sliders (runtime.md "More controls"), and
  /// a segmented control's segments.
  case segmentedControl, segment, stepper, datePicker, picker, progress, activityIndicator, pageControl, searchBar
  /// A web view (WebKit's WKWebView); its page is in `ViewNode.webPage`.
  case webView
}

/// One view of the tree.
public struct ViewNode: Codable, Sendable, Equatable {
  /// Identifies the view for the driver (`tap` element N) until the next snapshot.
  public var id: Int
  public var className: String
  public var kind: ElementKind
  public var frame: Rect
  public var isHidden: Bool
  public var alpha: Double
  public var isEnabled: Bool
  public var isUserInteractionEnabled: Bool
  /// Whether a user could see it: in the key window, not hidden or transparent (itself or an
  /// ancestor), inside its ancestors' bounds and not covered by a presented controller.
  public var isVisible: Bool
  public var text: String?
  public var title: String?
  public var placeholder: String?
  public var accessibilityIdentifier: String?
  public var accessibilityLabel: String?
  public var isFirstResponder: Bool
  public var isSelected: Bool
  /// A switch's state.
  public var isOn: Bool?
  /// A slider's value.
  public var value: Double?
  public var backgroundColor: String?
  /// A tab's badge (`badgeValue`).
  public var badge: String?
  /// A label's text alignment when it is not the natural (left) one: `center` or `right`.
  public var textAlignment: String?
  /// A table cell's section and row, or a collection view cell's section and item.
  public var indexPath: [Int]?
  /// A table's row counts per section, or a collection view's item counts, as it last asked its
  /// data source.
  public var rowCounts: [Int]?
  /// A cell's detail text (subtitle and value styles).
  public var detail: String?
  /// A cell's accessory: `disclosureIndicator`, `checkmark`, `detailButton`, …
  public var accessory: String?
  /// A slider's range, `[minimum, maximum]`.
  public var valueRange: [Double]?
  /// A control's value as checks write it (`expect value QUERY "…"`): a segmented control's
  /// selected title, a picker's selected rows' titles, a date picker's `2026-05-01 09:30`, a
  /// stepper's `3`.
  public var valueText: String?
  /// The image an image view or button shows: `symbol:star.fill` for an SF Symbol, `image:logo`
  /// for one of the app's images.
  public var imageName: String?
  /// For the window and for each view controller's root view: its safe area in window
  /// coordinates, the bounds less `safeAreaInsets` (what the status bar, the sensor housing, the
  /// home indicator and, for a controller's view, its container's bars take). A view is inside
  /// the safe area of the nearest ancestor that has one.
  public var safeArea: Rect?
  /// The active constraints that place the view (UIKit's `constraintsAffectingLayout(for:)` on
  /// both axes), as UIKit describes them; nil when none names it. `tree constraints` shows them.
  public var constraints: [String]?
  /// The object id the view has in the storyboard or xib it came from (`8bC-Xf-vdC`).
  public var storyboardID: String?
  /// A web view's page: its title, URL, text blocks and links.
  public var webPage: WebPageNode?
  /// True for a table cell whose table draws no separators (`separatorStyle = .none`).
  public var hidesSeparator: Bool?
  public var children: [ViewNode]

  public init(
    id: Int, className: String, kind: ElementKind, frame: Rect, isHidden: Bool = false, alpha: Double = 1,
    isEnabled: Bool = true, isUserInteractionEnabled: Bool = true, isVisible: Bool = true, text: String? = nil,
    title: String? = nil, placeholder: String? = nil, accessibilityIdentifier: String? = nil,
    accessibilityLabel: String? = nil, isFirstResponder: Bool = false, isSelected: Bool = false, isOn: Bool? = nil,
    value: Double? = nil, backgroundColor: String? = nil, badge: String? = nil, textAlignment: String? = nil,
    indexPath: [Int]? = nil, rowCounts: [Int]? = nil, detail: String? = nil, accessory: String? = nil,
    valueRange: [Double]? = nil, valueText: String? = nil, imageName: String? = nil, safeArea: Rect? = nil,
    constraints: [String]? = nil, storyboardID: String? = nil, webPage: WebPageNode? = nil, children: [ViewNode] = []
  ) {
    self.id = id
    self.className = className
    self.kind = kind
    self.frame = frame
    self.isHidden = isHidden
    self.alpha = alpha
    self.isEnabled = isEnabled
    self.isUserInteractionEnabled = isUserInteractionEnabled
    self.isVisible = isVisible
    self.text = text
    self.title = title
    self.placeholder = placeholder
    self.accessibilityIdentifier = accessibilityIdentifier
    self.accessibilityLabel = accessibilityLabel
    self.isFirstResponder = isFirstResponder
    self.isSelected = isSelected
    self.isOn = isOn
    self.value = value
    self.backgroundColor = backgroundColor
    self.badge = badge
    self.textAlignment = textAlignment
    self.indexPath = indexPath
    self.rowCounts = rowCounts
    self.detail = detail
    self.accessory = accessory
    self.valueRange = valueRange
    self.valueText = valueText
    self.imageName = imageName
    self.safeArea = safeArea
    self.constraints = constraints
    self.storyboardID = storyboardID
    self.webPage = webPage
    self.children = children
  }
}
