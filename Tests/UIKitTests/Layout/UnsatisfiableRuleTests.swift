import DriverProtocol
import Foundation
import Testing
import TutorTestSupport

@testable import UIKit

/// layout.md rules 3 and 5: unsatisfiable required constraints print UIKit's console message
/// ("Unable to simultaneously satisfy constraints." with the list, then "Will attempt to recover
/// by breaking constraint …") into the event log as a warning; the app keeps running with that
/// constraint broken. A view left with `translatesAutoresizingMaskIntoConstraints = true` that
/// gets position constraints conflicts with its autoresizing constraints, exactly as on iOS
/// (Apple: "Debugging Auto Layout — Unsatisfiable Layouts"; UIView's
/// `translatesAutoresizingMaskIntoConstraints` documentation).
@MainActor
@Suite("Layout rules 3 and 5 — unsatisfiable constraints", .serialized)
struct UnsatisfiableRuleTests {
  @Test("rule 5: forgetting translatesAutoresizingMaskIntoConstraints = false is UIKit's warning, word for word")
  func autoresizingBug() throws {
    TestApp.reset()
    var label = UILabel()
    LayoutTest.launch { view in
      label = UILabel()
      label.text = "Hello"
      view.addSubview(label)  // translatesAutoresizingMaskIntoConstraints is still true
      NSLayoutConstraint.activate([
        label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      ])
    }
    let warnings = LayoutTest.unsatisfiableWarnings
    #expect(warnings.count == 2)
    expectGolden(warnings.joined(separator: "\n\n") + "\n", named: "autoresizing-bug-warnings.txt")
    // The app keeps running; the frame is the one the autoresizing constraints give (zero).
    #expect(label.frame == .zero)
    #expect(UIApplication.shared.applicationState == .active)
  }

  @Test("rule 5: with translatesAutoresizingMaskIntoConstraints = false the same constraints hold")
  func autoresizingFixed() {
    TestApp.reset()
    LayoutTest.launch { view in
      let label = LayoutTest.constrained(UILabel(), in: view)
      label.text = "Hello"
      NSLayoutConstraint.activate([
        label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      ])
    }
    #expect(LayoutTest.unsatisfiableWarnings.isEmpty)
    #expect(AppDriver.snapshot().layoutWarnings.isEmpty)
  }

  @Test("rule 3: two required widths: the later is broken, the app runs on, the snapshot carries the message")
  func conflictingWidths() throws {
    TestApp.reset()
    var box = UIView()
    LayoutTest.launch { view in
      box = LayoutTest.constrained(UIView(), in: view)
      NSLayoutConstraint.activate([
        box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        box.topAnchor.constraint(equalTo: view.topAnchor),
        box.heightAnchor.constraint(equalToConstant: 10),
        box.widthAnchor.constraint(equalToConstant: 100),
        box.widthAnchor.constraint(equalToConstant: 200),
      ])
    }
    let warning = try #require(LayoutTest.unsatisfiableWarnings.first)
    #expect(LayoutTest.unsatisfiableWarnings.count == 1)
    let lines = warning.components(separatedBy: "\n")
    #expect(lines.first == "Warning: Unable to simultaneously satisfy constraints.")
    #expect(warning.contains("UIView:0x") && warning.contains(".width == 100   (active)>\","))
    let broken = try #require(lines.firstIndex(of: "Will attempt to recover by breaking constraint "))
    #expect(lines[broken + 1].hasSuffix(".width == 200   (active)>"))
    #expect(box.frame.width == 100)
    let snapshot = AppDriver.snapshot()
    #expect(snapshot.layoutWarnings.count == 1)
    #expect(snapshot.log.contains(warning))
    #expect("Warning: " + (snapshot.layoutWarnings.first ?? "") == warning)
  }

  @Test("rule 3: the broken constraint is mended when the conflict goes away")
  func mended() throws {
    TestApp.reset()
    var box = UIView()
    var made: NSLayoutConstraint?
    LayoutTest.launch { view in
      box = LayoutTest.constrained(UIView(), in: view)
      let narrow = box.widthAnchor.constraint(equalToConstant: 100)
      made = narrow
      NSLayoutConstraint.activate([
        box.leadingAnchor.constraint(equalTo: view.leadingAnchor), box.topAnchor.constraint(equalTo: view.topAnchor),
        box.heightAnchor.constraint(equalToConstant: 10), narrow, box.widthAnchor.constraint(equalToConstant: 200),
      ])
    }
    try #require(made).isActive = false
    AppDriver.settle()
    #expect(box.frame.width == 200)
    #expect(LayoutEngine.currentWarnings().isEmpty)
  }

  @Test("the snapshot lists a visible view whose frame the constraints leave open, as _autolayoutTrace does")
  func ambiguousInSnapshot() {
    TestApp.reset()
    LayoutTest.launch { view in
      let box = LayoutTest.constrained(UIView(), in: view)
      NSLayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: view.topAnchor), box.widthAnchor.constraint(equalToConstant: 10),
        box.heightAnchor.constraint(equalToConstant: 10),
      ])
    }
    #expect(AppDriver.snapshot().layoutWarnings == ["AMBIGUOUS LAYOUT for UIView:0x3.minX"])
  }
}
