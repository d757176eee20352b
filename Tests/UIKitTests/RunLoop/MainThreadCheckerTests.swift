import Testing

@testable import UIKit

/// Conformance with Apple's "Main Thread Checker" article (Xcode documentation, Code Diagnostics:
/// developer.apple.com/documentation/code_diagnostics/main_thread_checker): "UI API called on a
/// background thread" is reported for UIKit methods called off the main thread — the article's
/// example is a label's text set from a URLSession completion handler — and dispatching the update
/// to the main queue is the fix. The call still takes effect. Background work is simulated on the
/// main thread (`MainThread.runAsBackgroundWork`), as global queues' blocks run.
@MainActor
@Suite("Main Thread Checker", .serialized)
struct MainThreadCheckerTests {
  private static func report(_ selector: String) -> String {
    "Warning: Main Thread Checker: UI API called on a background thread: \(selector)"
  }

  private var reports: [String] { TestApp.log(matching: "Main Thread Checker") }

  @Test("a label's text set from a global queue's block: Xcode's line, and the text is set")
  func labelFromGlobalQueue() {
    TestApp.reset()
    let label = UILabel()
    DispatchQueue.global().async { label.text = "42 bytes downloaded" }
    AppDriver.settle()
    #expect(label.text == "42 bytes downloaded")
    #expect(reports == [Self.report("-[UILabel setText:]")])
  }

  @Test("the fix from the article: DispatchQueue.main.async inside the background block")
  func fixedWithMainQueue() {
    TestApp.reset()
    let label = UILabel()
    DispatchQueue.global().async {
      DispatchQueue.main.async { label.text = "42 bytes downloaded" }
    }
    AppDriver.settle()
    #expect(label.text == "42 bytes downloaded")
    #expect(reports.isEmpty)
  }

  @Test("main.sync from a background block runs its block as main-queue work: no report")
  func mainSyncFromBackground() {
    TestApp.reset()
    let label = UILabel()
    DispatchQueue.global().async { DispatchQueue.main.sync { label.text = "done" } }
    AppDriver.settle()
    #expect(reports.isEmpty)
  }

  @Test(
    "the UIKit methods networking code touches are checked, each under its Objective-C selector",
    arguments: [
      "-[UIView setBackgroundColor:]", "-[UIView setHidden:]", "-[UIView setAlpha:]", "-[UIView setNeedsLayout]",
      "-[UIView addSubview:]", "-[UIImageView setImage:]", "-[UIButton setTitle:forState:]",
      "-[UITextField setText:]", "-[UIProgressView setProgress:]", "-[UIActivityIndicatorView stopAnimating]",
      "-[UITableView reloadData]", "-[UIControl setEnabled:]",
    ])
  func checkedMethods(selector: String) {
    TestApp.reset()
    let view = UIView()
    let imageView = UIImageView()
    let button = UIButton(type: .system)
    let field = UITextField()
    let progress = UIProgressView(progressViewStyle: .default)
    let spinner = UIActivityIndicatorView(style: .medium)
    let table = UITableView(frame: .zero, style: .plain)
    let calls: [String: () -> Void] = [
      "-[UIView setBackgroundColor:]": { view.backgroundColor = .red },
      "-[UIView setHidden:]": { view.isHidden = true },
      "-[UIView setAlpha:]": { view.alpha = 0.5 },
      "-[UIView setNeedsLayout]": { view.setNeedsLayout() },
      "-[UIView addSubview:]": { view.addSubview(UIView()) },
      "-[UIImageView setImage:]": { imageView.image = nil },
      "-[UIButton setTitle:forState:]": { button.setTitle("Retry", for: .normal) },
      "-[UITextField setText:]": { field.text = "Bob" },
      "-[UIProgressView setProgress:]": { progress.progress = 0.5 },
      "-[UIActivityIndicatorView stopAnimating]": { spinner.stopAnimating() },
      "-[UITableView reloadData]": { table.reloadData() },
      "-[UIControl setEnabled:]": { field.isEnabled = false },
    ]
    let call = calls[selector]
    #expect(call != nil)
    MainThread.current.runAsBackgroundWork { call?() }
    // Only the method the app called is reported, not the UIKit calls it makes in turn.
    #expect(reports == [Self.report(selector)])
  }

  @Test("once per selector and piece of background work; again in later work; capped per app")
  func deduplication() {
    TestApp.reset()
    let label = UILabel()
    MainThread.current.runAsBackgroundWork {
      for number in 1...3 { label.text = "\(number)" }
    }
    #expect(reports.count == 1)
    MainThread.current.runAsBackgroundWork { label.text = "again" }
    #expect(reports.count == 2)
    for _ in 0..<(MainThreadChecker.reportLimit + 5) { MainThread.current.runAsBackgroundWork { label.text = "x" } }
    #expect(reports.count == MainThreadChecker.reportLimit + 1)
    #expect(
      reports.last
        == "Warning: Main Thread Checker: more than \(MainThreadChecker.reportLimit) reports; the rest are not logged")
  }

  @Test("UIKit on the main queue is never reported")
  func mainQueue() {
    TestApp.reset()
    let label = UILabel()
    label.text = "main"
    DispatchQueue.main.async { label.text = "main again" }
    AppDriver.settle()
    #expect(reports.isEmpty)
    #expect(!MainThread.current.isRunningBackgroundWork)
  }
}
