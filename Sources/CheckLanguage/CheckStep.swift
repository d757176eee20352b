/// One line of a check: a step of the check language, and where it was written.
public struct CheckStep: Hashable, Sendable {
  public var action: Action
  public var location: SourceLocation

  public init(_ action: Action, at location: SourceLocation) {
    self.action = action
    self.location = location
  }

  /// What to launch (docs/check-language.md "Launching and the app's life").
  public enum LaunchTarget: Hashable, Sendable {
    /// The learner's app delegate, or the exercise's `host:`.
    case app
    /// A host app whose window's root is the class, optionally in a navigation controller.
    case host(HostController)
    /// A tab bar controller holding these.
    case tabs([HostController])
  }

  /// A controller class to host, optionally inside a navigation controller.
  public struct HostController: Hashable, Sendable {
    public var className: String
    public var inNavigation: Bool

    public init(className: String, inNavigation: Bool) {
      self.className = className
      self.inNavigation = inNavigation
    }
  }

  /// The commands that only look (app mode; also printed with a failure).
  public enum Look: Hashable, Sendable {
    case screen, tree, controllers, log, output, defaults, timers, clock
    case store(entity: String?)
    case snapshot(file: String)
  }

  /// Everything a step can do.
  public enum Action: Hashable, Sendable {
    case launch(LaunchTarget)
    case relaunch, background, foreground, memoryWarning
    case rotate(landscape: Bool)
    case tap(Query)
    case tapOutside
    case type(String, into: Query?)
    case clear(Query)
    case pressReturn
    case back
    case toggle(Query)
    case slide(Query, to: Double)
    case scroll(Query, toRow: Int, section: Int)
    case swipe(Query, direction: SwipeDirection)
    case advance(milliseconds: Int64)
    case expect(CheckExpectation, negated: Bool)
    case look(Look)
  }

  /// Directions of `swipe`.
  public enum SwipeDirection: String, Hashable, Sendable, CaseIterable {
    case left, right, up, down
  }
}
