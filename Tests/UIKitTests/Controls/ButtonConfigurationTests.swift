import Testing

@testable import UIKit

/// UIButton.Configuration (iOS 15) as Apple's documentation describes it.
@MainActor
@Suite("UIButton.Configuration — styles, content and updates", .serialized)
struct ButtonConfigurationTests {
  // Apple: UIButton(configuration:primaryAction:) "Creates a button with the specified configuration and primary action."
  @Test("a configured button shows the configuration's title and runs its primary action on a tap")
  func configuredButton() {
    TestApp.reset()
    let taps = CallRecorder()
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Save"
    configuration.subtitle = "to your library"
    let button = installOnScreen(
      UIButton(configuration: configuration, primaryAction: UIAction { _ in taps.calls.append("save") }))
    #expect(button.currentTitle == "Save")
    #expect(button.configuration?.subtitle == "to your library")
    AppDriver.tap(button)
    #expect(taps.calls == ["save"])
  }

  // Apple: cornerStyle "The default corner style is UIButton.Configuration.CornerStyle.dynamic."; buttonSize default medium.
  @Test("the styles' defaults: dynamic corners, medium size, leading image; filled is white on the tint")
  func defaults() {
    let filled = UIButton.Configuration.filled()
    #expect(filled.cornerStyle == .dynamic)
    #expect(filled.buttonSize == .medium)
    #expect(filled.imagePlacement == .leading)
    #expect(filled.resolvedBackgroundColor == .systemBlue)
    #expect(filled.resolvedForegroundColor == .white)
    #expect(UIButton.Configuration.plain().resolvedBackgroundColor == nil)
    #expect(UIButton.Configuration.tinted().resolvedForegroundColor == .systemBlue)
    var gray = UIButton.Configuration.gray()
    gray.baseBackgroundColor = .red
    #expect(gray.resolvedBackgroundColor == .red)
  }

  // Apple: configurationUpdateHandler "A closure that updates the button's configuration when the button's state changes."
  @Test("the update handler runs at the next layout and again when the state changes")
  func updateHandler() {
    TestApp.reset()
    var configuration = UIButton.Configuration.tinted()
    configuration.title = "Follow"
    let button = installOnScreen(UIButton(configuration: configuration))
    button.configurationUpdateHandler = { button in
      var updated = button.configuration
      updated?.title = button.isSelected ? "Following" : "Follow"
      button.configuration = updated
    }
    button.layoutIfNeeded()
    button.isSelected = true
    button.layoutIfNeeded()
    #expect(button.currentTitle == "Following")
    button.isSelected = false
    button.layoutIfNeeded()
    #expect(button.currentTitle == "Follow")
  }

  @Test("the image and subtitle make the button bigger")
  func sizing() {
    TestApp.reset()
    var configuration = UIButton.Configuration.plain()
    configuration.title = "Add"
    let plain = UIButton(configuration: configuration).intrinsicContentSize
    configuration.image = UIImage(systemName: "plus")
    configuration.imagePadding = 8
    let withImage = UIButton(configuration: configuration).intrinsicContentSize
    #expect(withImage.width == plain.width + 17 + 8)
    configuration.subtitle = "an item"
    #expect(UIButton(configuration: configuration).intrinsicContentSize.height > plain.height)
  }
}

/// `UIImage(systemName:)`: SF Symbols by their real names only.
@MainActor
@Suite("UIImage(systemName:) — SF Symbol names", .serialized)
struct SymbolImageTests {
  // Apple: init(systemName:) returns "The object containing the image variant that matches the specified configuration data, or nil if no suitable image was found."
  @Test(
    "real symbol names make images; misspelt or invented ones answer nil",
    arguments: [
      ("star.fill", true), ("square.and.arrow.up", true), ("chevron.right", true), ("trash", true),
      ("starr.fill", false), ("heart.filled", false), ("", false), ("my-icon", false), ("Star.Fill", false),
    ])
  func names(name: String, exists: Bool) {
    #expect((UIImage(systemName: name) != nil) == exists)
  }

  // Apple: UIImage.SymbolConfiguration(pointSize:weight:scale:) sizes the symbol.
  @Test("a symbol configuration sizes the symbol; applying one keeps what the other leaves out")
  func configuration() throws {
    let big = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
    #expect(big.size == CGSize(width: 34, height: 34))
    #expect(big.isSymbolImage)
    let bold = try #require(big.applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .bold)))
    #expect(bold.symbolConfiguration?.pointSize == 34)
    #expect(bold.symbolConfiguration?.weight == .bold)
    let small = UIImage(systemName: "star")?.withConfiguration(UIImage.SymbolConfiguration(scale: .small))
    #expect(small?.size.width ?? 0 < 17)
  }
}
