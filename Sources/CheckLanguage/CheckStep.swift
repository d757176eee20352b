import DriverProtocol

/// One line of a check: a step of the check language, and where it was written.
package struct CheckStep: Hashable, Sendable {
  package var action: Action
  package var location: SourceLocation

  package init(_ action: Action, at location: SourceLocation) {
    self.action = action
    self.location = location
  }

  /// What to launch (docs/check-language.md "Launching and the app's life").
  package enum LaunchTarget: Hashable, Sendable {
    /// The learner's app delegate, or the exercise's `host:`.
    case app
    /// A host app whose window's root is the class, optionally in a navigation controller.
    case host(HostController)
    /// A tab bar controller holding these.
    case tabs([HostController])
  }

  /// A controller class to host, optionally inside a navigation controller.
  package struct HostController: Hashable, Sendable {
    package var className: String
    package var inNavigation: Bool

    package init(className: String, inNavigation: Bool) {
      self.className = className
      self.inNavigation = inNavigation
    }
  }

  /// The commands that only look (app mode; also printed with a failure).
  package enum Look: Hashable, Sendable {
    case screen, controllers, log, output, defaults, timers, clock, requests
    /// The view tree; `tree constraints` adds under each view the constraints that place it.
    case tree(constraints: Bool)
    case store(entity: String?)
    case snapshot(file: String)
  }

  /// Everything a step can do.
  package enum Action: Hashable, Sendable {
    case launch(LaunchTarget)
    case relaunch, background, foreground, memoryWarning
    /// A phone call or Control Center: the app resigns active without leaving the foreground;
    /// `resume` ends the interruption.
    case interrupt, resume
    /// The system ends the app's process without telling it; `launch` starts it again in the
    /// same container.
    case kill
    case rotate(landscape: Bool)
    /// Before `launch`: the rest of the check runs on this device's screen.
    case device(DeviceModel)
    case tap(Query)
    /// `tap link "Sign in"`: the link with that text in the web view's page, followed as a
    /// user's tap does (the navigation delegate decides on a `.linkActivated` action).
    case tapLink(String)
    case tapOutside
    case type(String, into: Query?)
    case clear(Query)
    /// The keyboard's delete (backspace) key, pressed `count` times on the first responder.
    case delete(count: Int)
    case pressReturn
    case back
    case toggle(Query)
    case slide(Query, to: Double)
    /// `select "Two" in QUERY`: a segment of a segmented control, tapped.
    case select(String, in: Query)
    /// `pick "Blue" in QUERY` (`… component 1`): a picker's row, the wheel spun to it.
    case pick(String, in: Query, component: Int?)
    /// `step QUERY up` / `down` (`… 3` presses): a stepper's + or −.
    case step(Query, up: Bool, count: Int)
    /// `set QUERY to VALUE`: a date picker, slider, stepper, page control, segmented control,
    /// picker or switch brought to the value as a user would.
    case set(Query, to: ControlValue)
    case scroll(Query, toRow: Int, section: Int)
    case swipe(Query, direction: SwipeDirection)
    /// Two taps 0.1 s apart.
    case doubleTap(Query)
    /// A finger held on the element; `milliseconds` when written (`for 2s`), else 1 s.
    case longPress(Query, milliseconds: Int64?)
    /// A finger put on the element and dragged by `dx`, `dy` points.
    case drag(Query, dx: Double, dy: Double)
    /// A finger dragged from one screen point to another.
    case dragPoints(from: Point, to: Point)
    /// Two fingers spread or closed on the element to `scale` times their distance.
    case pinch(Query, scale: Double)
    /// A raw touch (down and up) at a screen point.
    case touch(Point)
    /// The main thread is busy for this long: the clock moves and nothing runs; then what came
    /// due runs once (a repeating timer's missed fires collapse into one).
    case stall(milliseconds: Int64)
    case advance(milliseconds: Int64)
    /// The virtual network: off, on again, or every answer this slow.
    case network(NetworkChange)
    case expect(CheckExpectation, negated: Bool)
    case look(Look)
  }

  /// What `network` does to the app's virtual network (docs/check-language.md).
  package enum NetworkChange: Hashable, Sendable {
    /// Every load fails with `NSURLErrorNotConnectedToInternet` until `network on`.
    case off
    case on
    /// Every answer takes this long, whatever its fixture says.
    case latency(milliseconds: Int64)
  }

  /// A point on the screen, in points from its top-left corner: `100,400`.
  package struct Point: Hashable, Sendable {
    package var x: Double
    package var y: Double

    package init(x: Double, y: Double) {
      self.x = x
      self.y = y
    }
  }

  /// Directions of `swipe`.
  package enum SwipeDirection: String, Hashable, Sendable, CaseIterable {
    case left, right, up, down
  }
}
