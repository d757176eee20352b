import Testing

@testable import UIKit

/// UIListContentConfiguration and a cell's content configuration (iOS 14), as Apple's
/// documentation describes them.
@MainActor
@Suite("UIListContentConfiguration — cells' content", .serialized)
struct ListContentConfigurationTests {
  // Apple: defaultContentConfiguration() "Retrieves a default list content configuration for the cell’s style."
  @Test("defaultContentConfiguration follows the cell's style and starts empty")
  func defaults() {
    TestApp.reset()
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "c")
    let configuration = cell.defaultContentConfiguration()
    #expect(configuration == .subtitleCell())
    #expect(configuration.text == nil && configuration.secondaryText == nil && configuration.image == nil)
    #expect(
      UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration()
        .prefersSideBySideTextAndSecondaryText)
  }

  // Apple: contentConfiguration "Setting a content configuration replaces the existing contentView of the cell with a new content view instance from the configuration."
  @Test("a content configuration's view fills the content view and its text is the cell's text")
  func cellText() {
    TestApp.reset()
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    var content = cell.defaultContentConfiguration()
    content.text = "Milk"
    content.secondaryText = "2 litres"
    content.image = UIImage(systemName: "cart")
    cell.contentConfiguration = content
    cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
    cell.layoutIfNeeded()
    #expect(cell.primaryText == "Milk")
    #expect(cell.detailText == "2 litres")
    let view = cell.contentView.subviews.first { $0 is UIListContentView }
    #expect(view?.frame == cell.contentView.bounds)
    content.text = "Bread"
    cell.contentConfiguration = content
    #expect(cell.contentView.subviews.filter { $0 is UIListContentView }.count == 1, "the view is reused")
    #expect(cell.primaryText == "Bread")
  }

  @Test("text properties shape the text: a transform changes what shows")
  func textProperties() {
    TestApp.reset()
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    var content = UIListContentConfiguration.cell()
    content.text = "milk"
    content.textProperties.transform = .uppercase
    content.textProperties.color = .systemRed
    cell.contentConfiguration = content
    #expect(cell.primaryText == "MILK")
    #expect(content.textProperties.font == .systemFont(ofSize: 17))
  }

  @Test("a subtitle configuration's row is taller than the standard 44 points")
  func rowHeight() {
    TestApp.reset()
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    var content = cell.defaultContentConfiguration()
    content.text = "Title"
    cell.contentConfiguration = content
    #expect(cell.builtInFittingHeight(width: 375) == 44)
    content.secondaryText = "Subtitle"
    cell.contentConfiguration = content
    #expect((cell.builtInFittingHeight(width: 375) ?? 0) > 44)
  }
}
