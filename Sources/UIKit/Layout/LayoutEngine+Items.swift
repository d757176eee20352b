import ConstraintSolver
import Foundation

/// Registering items and the constraints each brings of its own (see LayoutEngine).
extension LayoutEngine {
  /// The record of a view or guide, registering it — with its own constraints — first.
  @discardableResult
  func record(for item: AnyObject) -> ItemRecord {
    if let record = records[ObjectIdentifier(item)] { return record }
    let record = ItemRecord(item: item, name: LayoutDescription.describe(item: item))
    records[ObjectIdentifier(item)] = record
    recordOrder.append(record)
    if let guide = item as? UILayoutGuide, guide.kind != .constraints { systemGuideRecords.append(record) }
    if isPrimary, let view = item as? UIView { view.layoutState.isInEngine = true }
    refreshOwnConstraints(of: record)
    return record
  }

  /// Marks an item's own constraints for rebuilding before the next solve.
  func itemNeedsRefresh(_ item: AnyObject) {
    guard records[ObjectIdentifier(item)] != nil else { return }
    pendingItems.insert(ObjectIdentifier(item))
  }

  /// Brings the own constraints of pending items, and of UIKit's guides (whose insets follow the
  /// safe area, the margins and the keyboard), up to date.
  func refreshPendingItems() {
    // In registration order, so that what is added (and what breaks) does not depend on hashing.
    let pending =
      pendingItems.isEmpty
      ? []
      : recordOrder.filter { record in record.item.map { pendingItems.contains(ObjectIdentifier($0)) } ?? false }
    pendingItems.removeAll()
    for record in pending + systemGuideRecords { refreshOwnConstraints(of: record) }
  }

  /// Rebuilds an item's own constraints when the inputs they are made from changed.
  func refreshOwnConstraints(of record: ItemRecord) {
    guard let item = record.item else { return }
    let (made, inputs, fromEngine) = ownConstraints(of: item)
    record.takesFrameFromEngine = fromEngine
    guard inputs != record.ownInputs || made.count != record.own.count else { return }
    for (_, solved) in record.own {
      sources[ObjectIdentifier(solved)] = nil
      try? solver.remove(solved)
    }
    record.own = []
    record.ownInputs = inputs
    isDirty = true
    for constraint in made {
      guard let solved = makeSolverConstraint(for: constraint) else { continue }
      sources[ObjectIdentifier(solved)] = (solved, constraint)
      addOwn(solved, for: constraint)
      record.own.append((constraint, solved))
    }
  }

  /// What an item brings of its own: the constraints, the inputs they were made from, and whether
  /// a view takes its frame from the solution.
  private func ownConstraints(of item: AnyObject) -> ([NSLayoutConstraint], [Double], Bool) {
    if let guide = item as? UILayoutGuide { return (guideConstraints(guide), guideInputs(guide), false) }
    guard let view = item as? UIView else { return ([], [], false) }
    if view === root {
      return (
        rootConstraints(view), [Double(view.bounds.width), Double(view.bounds.height)] + contentInputs(view), false
      )
    }
    if view.translatesAutoresizingMaskIntoConstraints {
      let frame = view.frame
      let size = view.superview?.bounds.size ?? .zero
      let inputs =
        [frame.minX, frame.minY, frame.width, frame.height, size.width, size.height].map(Double.init)
        + [Double(view.autoresizingMask.rawValue)]
      return (frameConstraints(view), inputs, false)
    }
    return (contentSizeConstraints(view), contentInputs(view), true)
  }

  private func rootConstraints(_ view: UIView) -> [NSLayoutConstraint] {
    let left = SystemConstraint.make(view, .left, equalTo: nil, .notAnAttribute, constant: 0)
    let top = SystemConstraint.make(view, .top, equalTo: nil, .notAnAttribute, constant: 0)
    let width = SystemConstraint.make(view, .width, equalTo: nil, .notAnAttribute, constant: view.bounds.width)
    let height = SystemConstraint.make(view, .height, equalTo: nil, .notAnAttribute, constant: view.bounds.height)
    width.identifier = "UIView-Encapsulated-Layout-Width"
    height.identifier = "UIView-Encapsulated-Layout-Height"
    guard let fitting else { return [left, top, width, height] }
    let fittingWidth = SystemConstraint.make(
      view, .width, equalTo: nil, .notAnAttribute, constant: min(fitting.target.width, 1e7),
      priority: fitting.priorities.0)
    let fittingHeight = SystemConstraint.make(
      view, .height, equalTo: nil, .notAnAttribute, constant: min(fitting.target.height, 1e7),
      priority: fitting.priorities.1)
    return [left, top, fittingWidth, fittingHeight] + contentSizeConstraints(view)
  }

  /// A view placed by its frame: a controller's root view gets the frame its container gave it
  /// (UIKit's `UIView-Encapsulated-Layout-…`), any other view its autoresizing mask.
  private func frameConstraints(_ view: UIView) -> [NSLayoutConstraint] {
    if view.owningViewController != nil {
      let frame = view.frame
      let left = SystemConstraint.autoresizing(view, .left, summary: "h=-&- v=-&-", constant: frame.minX)
      let top = SystemConstraint.autoresizing(view, .top, summary: "h=-&- v=-&-", constant: frame.minY)
      left.identifier = "UIView-Encapsulated-Layout-Left"
      top.identifier = "UIView-Encapsulated-Layout-Top"
      let width = SystemConstraint.make(view, .width, equalTo: nil, .notAnAttribute, constant: frame.width)
      let height = SystemConstraint.make(view, .height, equalTo: nil, .notAnAttribute, constant: frame.height)
      width.identifier = "UIView-Encapsulated-Layout-Width"
      height.identifier = "UIView-Encapsulated-Layout-Height"
      return [left, top, width, height]
    }
    return AutoresizingConstraints.make(for: view)
  }

  private func contentInputs(_ view: UIView) -> [Double] {
    let size = view.intrinsicSizeForLayout
    return [size.width, size.height].map(Double.init)
      + [
        view.contentHuggingPriority(for: .horizontal), view.contentCompressionResistancePriority(for: .horizontal),
        view.contentHuggingPriority(for: .vertical), view.contentCompressionResistancePriority(for: .vertical),
      ]
      .map { Double($0.rawValue) }
  }

  /// Hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`) per axis.
  private func contentSizeConstraints(_ view: UIView) -> [NSLayoutConstraint] {
    let size = view.intrinsicSizeForLayout
    var made: [NSLayoutConstraint] = []
    for (axis, attribute, value) in [
      (NSLayoutConstraint.Axis.horizontal, NSLayoutConstraint.Attribute.width, size.width),
      (.vertical, .height, size.height),
    ] where value != UIView.noIntrinsicMetric {
      let hug = view.contentHuggingPriority(for: axis)
      let resist = view.contentCompressionResistancePriority(for: axis)
      made.append(SystemConstraint.contentSize(view, attribute, .lessThanOrEqual, value, hug, resist))
      made.append(SystemConstraint.contentSize(view, attribute, .greaterThanOrEqual, value, hug, resist))
    }
    return made
  }

  private func guideInputs(_ guide: UILayoutGuide) -> [Double] {
    guard guide.kind != .constraints, let owner = guide.owningView else { return [] }
    let frame = owner.systemGuideFrame(guide.kind)
    let size = owner.bounds.size
    return [frame.minX, frame.minY, size.width - frame.maxX, size.height - frame.maxY, frame.width]
      .map(Double.init)
  }

  /// UIKit's guides follow their view's edges at the current insets.
  private func guideConstraints(_ guide: UILayoutGuide) -> [NSLayoutConstraint] {
    guard guide.kind != .constraints, let owner = guide.owningView else { return [] }
    let frame = owner.systemGuideFrame(guide.kind)
    let size = owner.bounds.size
    let prefix = guide.kind == .layoutMargins ? "UIView" : guide.identifier
    func edge(_ attribute: NSLayoutConstraint.Attribute, _ constant: CGFloat, _ name: String) -> NSLayoutConstraint {
      let made = SystemConstraint.make(guide, attribute, equalTo: owner, attribute, constant: constant)
      made.identifier = guide.kind == .layoutMargins ? "\(prefix)-\(name)Margin-guide-constraint" : "\(prefix)-\(name)"
      return made
    }
    var made = [edge(.top, frame.minY, "top"), edge(.bottom, frame.maxY - size.height, "bottom")]
    if guide.kind == .readableContent, frame.width == UIView.readableContentWidth {
      let width = SystemConstraint.make(guide, .width, equalTo: nil, .notAnAttribute, constant: frame.width)
      width.identifier = "\(prefix)-width"
      made += [edge(.centerX, frame.midX - size.width / 2, "centerX"), width]
    } else {
      made += [edge(.left, frame.minX, "left"), edge(.right, frame.maxX - size.width, "right")]
    }
    return made
  }

  /// Adds one of an item's own (required or content) constraints. When a required one conflicts,
  /// the app's most recent constraint among those in conflict is broken instead, as UIKit keeps
  /// the frames it manages and gives up one of the app's constraints.
  private func addOwn(_ solved: Constraint, for constraint: NSLayoutConstraint) {
    do {
      try solver.add(solved)
    } catch {
      let conflict = UnsatisfiableConstraints.conflict(adding: solved, to: self)
      let victim = conflict.filter { $0.origin == .app && solverConstraints[ObjectIdentifier($0)] != nil }
        .max { $0.activationOrder < $1.activationOrder }
      guard let victim, let victimSolved = solverConstraints.removeValue(forKey: ObjectIdentifier(victim)) else {
        return
      }
      try? solver.remove(victimSolved)
      sources[ObjectIdentifier(victimSolved)] = nil
      let message = UnsatisfiableConstraints.message(listing: conflict + [constraint], breaking: victim)
      broken.append((victim, message))
      if isPrimary, LayoutEngine.reportedBreaks.insert(ObjectIdentifier(victim)).inserted {
        EventLog.shared.warn(message)
      }
      try? solver.add(solved)
    }
  }

  /// Leaves out a constraint that conflicts with the required ones, with UIKit's message.
  func breakConstraint(_ constraint: NSLayoutConstraint, _ solved: Constraint) {
    let conflict = UnsatisfiableConstraints.conflict(adding: solved, to: self)
    let message = UnsatisfiableConstraints.message(listing: conflict + [constraint], breaking: constraint)
    broken.append((constraint, message))
    if isPrimary, LayoutEngine.reportedBreaks.insert(ObjectIdentifier(constraint)).inserted {
      EventLog.shared.warn(message)
    }
  }
}
