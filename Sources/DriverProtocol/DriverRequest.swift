/// One request from the tool to the app process: a command, and the id its reply carries.
///
/// On the pipe a request is one flat JSON object on one line, easy to type by hand:
/// `{"id":3,"op":"tap","element":12}` — `op` names the command and the other fields are its
/// arguments (DriverRequest+Coding.swift). Every request gets exactly one reply.
public struct DriverRequest: Sendable, Equatable {
  /// Numbers the request; its reply has the same id.
  public var id: Int
  public var command: DriverCommand

  /// A request of `command`; the connection that sends it numbers it.
  public init(id: Int = 0, _ command: DriverCommand) {
    self.id = id
    self.command = command
  }
}

/// The primitive operations the app host performs (docs/architecture.md "Two processes"), each with
/// its arguments. The check language's steps are made of these.
public enum DriverCommand: Sendable, Equatable {
  /// Launches the app on `device` (nil: the screen it has, an iPhone 8 unless told otherwise)
  /// with `root` as its window's root.
  case launch(root: LaunchRoot = .appDelegate, device: DeviceModel? = nil)
  /// Moves the virtual clock forward by `milliseconds`, firing what falls due.
  case advance(milliseconds: Int64)
  /// Keeps the main thread busy for `milliseconds`: the clock moves and nothing runs; then what
  /// came due runs once (a repeating timer's missed fires collapse into one).
  case stall(milliseconds: Int64)
  /// Taps the element with this id in the latest snapshot.
  case tap(element: Int)
  /// Taps a point in window coordinates (what is there gets the touch, or nothing does).
  case tapPoint(x: Double, y: Double)
  /// Taps link `link` (its index in the snapshot's page) of the web view with this id, as a
  /// user's finger on the link does.
  case tapLink(element: Int, link: Int)
  /// Moves a slider to `value`, as a user's drag does.
  case slide(element: Int, value: Double)
  /// Chooses the segment, or the picker row, titled `title` (in `component`, when given), as a
  /// user's tap or spin does.
  case select(element: Int, title: String, component: Int? = nil)
  /// Presses a stepper's + (`up`) or − button `count` times.
  case step(element: Int, up: Bool, count: Int = 1)
  /// Brings a control to a number as a user would: a stepper by its buttons, a slider by its
  /// thumb, a page control by taps, a countdown picker to that many seconds.
  case setValue(element: Int, value: Double)
  /// Spins a date picker to `date` (`2026-05-01 09:30`, `2026-05-01`, `09:30` or `2026-05`, in the
  /// device's time zone).
  case setDate(element: Int, date: String)
  /// Types `text` into the first responder, one character at a time.
  case type(text: String)
  /// Presses the keyboard's return key.
  case pressReturn
  /// Presses the keyboard's delete (backspace) key `count` times.
  case deleteBackward(count: Int)
  /// Empties a text field or text view (its clear button, or select all and delete).
  case clear(element: Int)
  /// Scrolls a table until `row` of `section` is in view.
  case scroll(element: Int, row: Int, section: Int)
  /// Swipes a table row to the left, showing its trailing actions.
  case swipe(element: Int)
  /// Drags a finger down from the element: the sheet it is on, if any, is swiped away as a user
  /// dismisses it (unless the app refuses); elsewhere nothing reacts.
  case swipeDown(element: Int)
  /// Two taps on the element, 0.1 s apart (the second has a tap count of 2).
  case doubleTap(element: Int)
  /// A finger held on the element for `milliseconds` of the virtual clock.
  case longPress(element: Int, milliseconds: Int64)
  /// A finger put on the element's centre and dragged by `x`, `y` points.
  case drag(element: Int, x: Double, y: Double)
  /// A finger dragged from `x`, `y` to `toX`, `toY` (window coordinates).
  case dragPoints(x: Double, y: Double, toX: Double, toY: Double)
  /// A quick flick from the element's centre towards `direction` (gesture recognizers and scroll
  /// views see it; a swipe down on a sheet nothing takes swipes the sheet away).
  case swipeView(element: Int, direction: SwipeDirection)
  /// Two fingers on the element spread or closed until their distance is `scale` times what it was.
  case pinch(element: Int, scale: Double)
  /// Taps the navigation bar's back button.
  case back
  /// Sends the app to the background, and brings it back.
  case background, foreground
  /// Interrupts the app (a phone call, Control Center): it resigns active without leaving the
  /// foreground; `resume` makes it active again.
  case interrupt, resume
  /// Posts a memory warning to the app and its view controllers.
  case memoryWarning
  /// Turns the device to landscape, or back to portrait.
  case rotate(landscape: Bool)
  /// Answers with a snapshot and changes nothing.
  case snapshot
  /// Answers with a snapshot and the app's UserDefaults.
  case defaults
  /// Runs the lesson's Swift check `number` (its number among the exercise's checks) on `device`.
  case swiftCheck(number: Int, device: DeviceModel? = nil)
  /// Tells the virtual network the exercise's fixtures (before launch), switches it off or on, or
  /// sets a latency for every answer (`network off`, `network latency 2s`).
  case network(NetworkSettings)
  /// Terminates the app as iOS does (applicationWillTerminate) and ends the process.
  case terminate
  /// Ends the process without telling the app.
  case quit

  /// A command's name on the wire, the JSON line's `op`.
  public enum Operation: String, CaseIterable, Sendable {
    case launch, advance, stall, tap, tapPoint, tapLink, slide, type
    case pressReturn = "return"
    case deleteBackward = "delete"
    case clear, scroll, swipe
    case swipeDown
    case doubleTap, longPress, drag, dragPoints, swipeView, pinch
    case back, background, foreground, interrupt, resume, memoryWarning, rotate, snapshot
    case defaults, swiftCheck
    case select, step, setValue, setDate
    case network
    case terminate, quit

    /// Every operation's name, as a list a person reads.
    public static var names: String {
      allCases.map(\.rawValue).joined(separator: ", ")
    }
  }

  /// This command's operation.
  public var operation: Operation {
    switch self {
    case .launch: .launch
    case .advance: .advance
    case .stall: .stall
    case .tap: .tap
    case .tapPoint: .tapPoint
    case .tapLink: .tapLink
    case .slide: .slide
    case .select: .select
    case .step: .step
    case .setValue: .setValue
    case .setDate: .setDate
    case .type: .type
    case .pressReturn: .pressReturn
    case .deleteBackward: .deleteBackward
    case .clear: .clear
    case .scroll: .scroll
    case .swipe: .swipe
    case .swipeDown: .swipeDown
    case .doubleTap: .doubleTap
    case .longPress: .longPress
    case .drag: .drag
    case .dragPoints: .dragPoints
    case .swipeView: .swipeView
    case .pinch: .pinch
    case .back: .back
    case .background: .background
    case .foreground: .foreground
    case .interrupt: .interrupt
    case .resume: .resume
    case .memoryWarning: .memoryWarning
    case .rotate: .rotate
    case .snapshot: .snapshot
    case .defaults: .defaults
    case .swiftCheck: .swiftCheck
    case .network: .network
    case .terminate: .terminate
    case .quit: .quit
    }
  }
}

/// What `launch` makes the window's root.
public enum LaunchRoot: Sendable, Equatable {
  /// Whatever the app's own code makes it: its app delegate's window.
  case appDelegate
  /// A controller class the app host makes by name (`launch Class`, an exercise's `host:`).
  case controller(HostedController)
  /// A tab bar controller holding these controllers (`launch tabs A, B`).
  case tabs([HostedController])
}

/// A view controller class the app host makes by name, optionally inside a navigation
/// controller. On the wire: `{"root":"NotesViewController","navigation":true}`.
public struct HostedController: Codable, Sendable, Equatable {
  public var className: String
  public var inNavigation: Bool

  public init(className: String, inNavigation: Bool = false) {
    self.className = className
    self.inNavigation = inNavigation
  }

  enum CodingKeys: String, CodingKey {
    case className = "root"
    case inNavigation = "navigation"
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    className = try container.decode(String.self, forKey: .className)
    inNavigation = try container.decodeIfPresent(Bool.self, forKey: .inNavigation) ?? false
  }
}
