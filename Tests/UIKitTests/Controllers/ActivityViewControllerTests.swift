import Foundation
import Testing

@testable import UIKit

/// The share sheet as UIKit's `UIActivityViewController`: presented, it shows what it shares;
/// Copy puts the items on the general pasteboard, and every ending dismisses the sheet and calls
/// `completionWithItemsHandler` (Apple: "the activity type … and whether the activity was
/// completed"; nil and false when the user dismissed it without choosing an activity).
@MainActor
@Suite("UIActivityViewController", .serialized)
struct ActivityViewControllerTests {
  private func share(
    _ items: [Any], activities: [UIActivity]? = nil, excluding excluded: [UIActivity.ActivityType]? = nil
  ) -> (UIViewController, UIActivityViewController) {
    TestApp.reset()
    let home = UIViewController()
    TestApp.launch(home)
    let sheet = UIActivityViewController(activityItems: items, applicationActivities: activities)
    sheet.excludedActivityTypes = excluded
    home.present(sheet, animated: true)
    AppDriver.advance(seconds: 1)
    return (home, sheet)
  }

  private func button(_ title: String, in sheet: UIViewController) -> UIView? {
    AppDriver.allViews(in: sheet.view).first { ($0 as? UIButton)?.currentTitle == title }
  }

  @Test("the sheet shows the text and the URL it shares; Copy copies them and reports completion")
  func copy() throws {
    let link = try #require(URL(string: "https://example.com/eggs"))
    let (home, sheet) = share(["Boiled eggs", link])
    let texts = AppDriver.allViews(in: sheet.view).compactMap { ($0 as? UILabel)?.text }
    #expect(texts.contains("Boiled eggs") && texts.contains("https://example.com/eggs"))
    var report: (UIActivity.ActivityType?, Bool)?
    sheet.completionWithItemsHandler = { type, completed, _, _ in report = (type, completed) }
    AppDriver.tap(try #require(button("Copy", in: sheet)))
    AppDriver.advance(seconds: 1)
    #expect(home.presentedViewController == nil)
    #expect(report?.0 == .copyToPasteboard && report?.1 == true)
    #expect(UIPasteboard.general.string == "Boiled eggs")
    #expect(UIPasteboard.general.url == link)
  }

  @Test("Close dismisses without an activity: nil and false; an excluded Copy is not offered")
  func close() throws {
    let (home, sheet) = share(["Hi"], excluding: [.copyToPasteboard])
    #expect(button("Copy", in: sheet) == nil)
    var report: (UIActivity.ActivityType?, Bool)?
    sheet.completionWithItemsHandler = { type, completed, _, _ in report = (type, completed) }
    AppDriver.tap(try #require(button("Close", in: sheet)))
    AppDriver.advance(seconds: 1)
    #expect(home.presentedViewController == nil)
    #expect(report?.0 == nil && report?.1 == false)
  }

  @Test("the app's own activity is offered when it can perform, and reports when it finishes")
  func custom() throws {
    let activity = FavouriteActivity()
    let (_, sheet) = share(["Tea"], activities: [activity])
    var report: (UIActivity.ActivityType?, Bool)?
    sheet.completionWithItemsHandler = { type, completed, _, _ in report = (type, completed) }
    AppDriver.tap(try #require(button("Favourite", in: sheet)))
    AppDriver.advance(seconds: 1)
    #expect(activity.prepared == ["Tea"])
    #expect(report?.0 == FavouriteActivity.type && report?.1 == true)
  }
}

@MainActor
final class FavouriteActivity: UIActivity {
  static let type = UIActivity.ActivityType("app.favourite")
  var prepared: [String] = []
  override var activityType: UIActivity.ActivityType? { Self.type }
  override var activityTitle: String? { "Favourite" }
  override func canPerform(withActivityItems activityItems: [Any]) -> Bool { true }
  override func prepare(withActivityItems activityItems: [Any]) {
    prepared = activityItems.compactMap { $0 as? String }
  }
  override func perform() { activityDidFinish(true) }
}
