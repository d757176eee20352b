import Testing

@testable import UIKit

/// UIProgressView, UIActivityIndicatorView and UIPageControl as Apple's documentation describes
/// them.
@MainActor
@Suite("Progress views, activity indicators and page controls", .serialized)
struct IndicatorTests {
  // Apple: progress "The current progress is represented by a floating-point value between 0.0 and 1.0 … values less than 0.0 and greater than 1.0 are pinned to those limits."
  @Test("progress starts at 0 and is pinned to 0…1; setProgress sets it at once")
  func progress() {
    TestApp.reset()
    let bar = UIProgressView(progressViewStyle: .default)
    #expect(bar.progress == 0)
    bar.setProgress(0.4, animated: true)
    #expect(bar.progress == 0.4)
    bar.progress = 3
    #expect(bar.progress == 1)
    bar.progress = -1
    #expect(bar.progress == 0)
    #expect(bar.accessibilityValue == "0%")
    #expect(UIProgressView(progressViewStyle: .bar).intrinsicContentSize.height == 2.5)
  }

  // Apple: hidesWhenStopped "If the value of this property is true (the default), the receiver sets its isHidden property to true when receiver is not animating."
  @Test("an activity indicator is hidden until it animates, and again when it stops")
  func activityIndicator() {
    TestApp.reset()
    let spinner = UIActivityIndicatorView(style: .large)
    #expect(spinner.hidesWhenStopped)
    #expect(spinner.isHidden)
    #expect(!spinner.isAnimating)
    #expect(spinner.frame.size == CGSize(width: 37, height: 37))
    spinner.startAnimating()
    #expect(spinner.isAnimating && !spinner.isHidden)
    #expect(spinner.accessibilityLabel == "In progress")
    spinner.stopAnimating()
    #expect(spinner.isHidden)
    spinner.hidesWhenStopped = false
    #expect(!spinner.isHidden)
    #expect(UIActivityIndicatorView().style == .medium)
    #expect(UIActivityIndicatorView.Style.large.rawValue == 101)
  }

  // Apple: currentPage "Values outside the possible range are pinned to either 0 or numberOfPages minus 1."
  @Test("currentPage is pinned to the pages")
  func pagesPinned() {
    TestApp.reset()
    let pages = UIPageControl()
    #expect(pages.numberOfPages == 0 && pages.currentPage == 0)
    pages.numberOfPages = 3
    pages.currentPage = 7
    #expect(pages.currentPage == 2)
    pages.numberOfPages = 2
    #expect(pages.currentPage == 1)
  }

  // Apple: "When a user taps a page control to move to the next or previous page, the control sends the valueChanged event … The page control advances only one page in either direction."
  @Test("a tap right of the current dot moves one page on and sends .valueChanged; code sends nothing")
  func pageTaps() throws {
    TestApp.reset()
    let pages = installOnScreen(UIPageControl(), size: CGSize(width: 200, height: 28))
    pages.numberOfPages = 3
    let counter = EventCounter(pages, for: .valueChanged) { "\($0.currentPage)" }
    AppDriver.tap(pages)
    #expect(pages.currentPage == 1)
    try AppDriver.setValue(2, of: pages)
    try AppDriver.setValue(0, of: pages)
    #expect(counter.values == ["1", "2", "1", "0"])
    pages.currentPage = 2
    #expect(counter.count == 4)
    #expect(pages.accessibilityValue == "page 3 of 3")
  }
}
