import Testing

@testable import UIKit

/// layout.md rule 1: constraints are solved with an incremental Cassowary solver: required
/// constraints must hold; optional ones (priority < 1000) are satisfied in priority order, as
/// closely as possible; changing a `constant` or toggling `isActive` re-solves incrementally,
/// not from scratch (Apple's "Auto Layout Guide", Anatomy of a Constraint: priorities).
@MainActor
@Suite("Layout rule 1 — an incremental solver, required and optional constraints", .serialized)
struct SolverRuleTests {
  /// A box whose width the test constrains, pinned at the top left of the root view.
  private func launchBox(_ widths: @escaping (UIView) -> [NSLayoutConstraint]) -> UIView {
    var box = UIView()
    LayoutTest.launch { view in
      box = LayoutTest.constrained(UIView(), in: view)
      NSLayoutConstraint.activate(
        [
          box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
          box.topAnchor.constraint(equalTo: view.topAnchor),
          box.heightAnchor.constraint(equalToConstant: 10),
        ] + widths(box))
    }
    return box
  }

  @Test("a required constraint holds over an optional one")
  func requiredWins() {
    TestApp.reset()
    let box = launchBox { box in
      let wish = box.widthAnchor.constraint(equalToConstant: 50)
      wish.priority = .defaultHigh
      return [box.widthAnchor.constraint(greaterThanOrEqualToConstant: 100), wish]
    }
    #expect(box.frame.width == 100)
  }

  @Test("optional constraints are met in priority order")
  func priorityOrder() {
    TestApp.reset()
    let box = launchBox { box in
      let low = box.widthAnchor.constraint(equalToConstant: 200)
      low.priority = .defaultLow
      let high = box.widthAnchor.constraint(equalToConstant: 150)
      high.priority = UILayoutPriority(500)
      return [low, high]
    }
    #expect(box.frame.width == 150)
  }

  @Test("an optional constraint that cannot hold is met as closely as the required ones allow")
  func asCloseAsPossible() {
    TestApp.reset()
    let box = launchBox { box in
      let wish = box.widthAnchor.constraint(equalToConstant: 500)
      wish.priority = .defaultHigh
      return [box.widthAnchor.constraint(lessThanOrEqualToConstant: 300), wish]
    }
    #expect(box.frame.width == 300)
  }

  @Test("changing a constant re-solves incrementally at the next pass, without rebuilding the engine")
  func constantChange() throws {
    TestApp.reset()
    var made: NSLayoutConstraint?
    let box = launchBox { box in
      let width = box.widthAnchor.constraint(equalToConstant: 100)
      made = width
      return [width]
    }
    let width = try #require(made)
    let engine = try #require(LayoutEngine.existingEngine(for: box))
    let rebuilds = engine.rebuildCount
    width.constant = 120
    #expect(box.frame.width == 100)  // not yet: the next pass solves
    AppDriver.settle()
    #expect(box.frame.width == 120)
    #expect(engine.rebuildCount == rebuilds)
  }

  @Test("toggling isActive adds and removes just that constraint")
  func toggleActive() throws {
    TestApp.reset()
    var made: NSLayoutConstraint?
    let box = launchBox { box in
      let narrow = box.widthAnchor.constraint(equalToConstant: 40)
      narrow.priority = .defaultLow
      let wide = box.widthAnchor.constraint(equalToConstant: 90)
      made = wide
      return [narrow, wide]
    }
    let wide = try #require(made)
    let engine = try #require(LayoutEngine.existingEngine(for: box))
    let rebuilds = engine.rebuildCount
    #expect(box.frame.width == 90)
    wide.isActive = false
    box.superview?.layoutIfNeeded()
    #expect(box.frame.width == 40)
    #expect(!wide.isActive)
    wide.isActive = true
    box.superview?.layoutIfNeeded()
    #expect(box.frame.width == 90)
    #expect(engine.rebuildCount == rebuilds)
  }

  @Test("a constraint is installed on the closest common ancestor of its items")
  func installedOnCommonAncestor() {
    TestApp.reset()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let container = UIView()
    let first = UIView()
    let second = UIView()
    root.addSubview(container)
    container.addSubview(first)
    container.addSubview(second)
    let spacing = second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8)
    let width = first.widthAnchor.constraint(equalToConstant: 10)
    NSLayoutConstraint.activate([spacing, width])
    #expect(container.constraints == [spacing])
    #expect(first.constraints == [width])
    #expect(spacing.isActive)
    NSLayoutConstraint.deactivate([spacing])
    #expect(container.constraints.isEmpty)
  }

  @Test("a view outside any window is laid out by layoutIfNeeded on its hierarchy")
  func detachedHierarchy() {
    TestApp.reset()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    NSLayoutConstraint.activate([
      child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      child.centerYAnchor.constraint(equalTo: root.centerYAnchor),
      child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
      child.heightAnchor.constraint(equalToConstant: 40),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 75, y: 80, width: 150, height: 40))
  }
}
