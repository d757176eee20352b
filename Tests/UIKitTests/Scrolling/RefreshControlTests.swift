import Testing

@testable import UIKit

/// UIRefreshControl as its reference describes it: a pull down on the scroll view it belongs to
/// begins refreshing and sends `.valueChanged`; the content stays below the control until
/// `endRefreshing()`; `beginRefreshing()` from code sends no event.
@MainActor
@Suite("UIRefreshControl — pull to refresh", .serialized)
struct RefreshControlTests {
  private func table() -> (UITableView, UIRefreshControl, ControlActionRecorder) {
    let table = UITableView(frame: .zero)
    table.contentInsetAdjustmentBehavior = .never
    let refresh = UIRefreshControl()
    let recorder = ControlActionRecorder()
    refresh.addTarget(recorder, action: Selector(ControlActionRecorder.valueChanged), for: .valueChanged)
    table.refreshControl = refresh
    TouchScene.install(table, at: CGRect(x: 0, y: 0, width: 375, height: 667))
    return (table, refresh, recorder)
  }

  @Test("a pull past the control's height begins refreshing once, with .valueChanged; the content rests below it")
  func pullToRefresh() {
    TestApp.reset()
    let (table, refresh, recorder) = table()
    #expect(refresh.superview === table)
    AppDriver.drag(table, by: CGPoint(x: 0, y: 200))
    #expect(refresh.isRefreshing)
    #expect(recorder.events == ["valueChanged"])
    #expect(TestApp.log.contains("UIRefreshControl.pulled"))
    AppDriver.advance(seconds: 1)
    #expect(table.contentOffset.y == -60)
    refresh.endRefreshing()
    AppDriver.advance(seconds: 1)
    #expect(!refresh.isRefreshing)
    #expect(table.contentOffset.y == 0)
  }

  @Test("an app that ends the refresh at once still gets one .valueChanged per pull")
  func oncePerPull() {
    TestApp.reset()
    let (table, refresh, recorder) = table()
    let ender = RefreshEnder(refresh)
    refresh.addTarget(ender, action: Selector(RefreshEnder.end), for: .valueChanged)
    AppDriver.drag(table, by: CGPoint(x: 0, y: 300))
    #expect(recorder.events == ["valueChanged"])
    AppDriver.advance(seconds: 1)
    #expect(table.contentOffset.y == 0)
  }

  /// Ends refreshing as soon as it is asked to refresh.
  @MainActor
  final class RefreshEnder {
    let control: UIRefreshControl
    init(_ control: UIRefreshControl) { self.control = control }
    func end() { control.endRefreshing() }
  }

  @Test("a short pull springs back without refreshing")
  func shortPull() {
    TestApp.reset()
    let (table, refresh, recorder) = table()
    AppDriver.drag(table, by: CGPoint(x: 0, y: 100))
    AppDriver.advance(seconds: 1)
    #expect(!refresh.isRefreshing)
    #expect(recorder.events.isEmpty)
    #expect(table.contentOffset.y == 0)
  }

  @Test("beginRefreshing() from code shows the control without sending .valueChanged")
  func beginFromCode() {
    TestApp.reset()
    let (table, refresh, recorder) = table()
    refresh.beginRefreshing()
    AppDriver.advance(seconds: 1)
    #expect(refresh.isRefreshing)
    #expect(recorder.events.isEmpty)
    #expect(table.contentOffset.y == -60)
  }

  @Test("a refresh control added as a subview, as code from before iOS 10 does, refreshes on a pull too")
  func addedAsSubview() {
    TestApp.reset()
    let table = UITableView(frame: .zero)
    table.contentInsetAdjustmentBehavior = .never
    let refresh = UIRefreshControl()
    table.addSubview(refresh)
    TouchScene.install(table, at: CGRect(x: 0, y: 0, width: 375, height: 667))
    AppDriver.drag(table, by: CGPoint(x: 0, y: 200))
    #expect(refresh.isRefreshing)
    #expect(table.refreshControl == nil)
  }

  @Test("with bounces off there is no pull, so no refresh")
  func noBounceNoRefresh() {
    TestApp.reset()
    let (table, refresh, _) = table()
    table.bounces = false
    AppDriver.drag(table, by: CGPoint(x: 0, y: 300))
    #expect(!refresh.isRefreshing)
  }
}
