import Foundation

/// Where gesture recognizers meet touches and each other, as UIKit's gesture environment does.
///
/// - A touch that begins is given to the enabled recognizers of its view and of the view's
///   ancestors (deepest first) whose delegate lets them receive it; they see each change of it
///   before the view does (`deliver`).
/// - A recognizer that asks to leave `.possible` waits while a recognizer it requires to fail is
///   undecided, fails if that one succeeded, fails if its delegate's or a touched view's
///   `gestureRecognizerShouldBegin` says no, and fails if a recognizer under way on the same
///   touches blocks it. When it begins (or recognizes) it makes the others on its touches fail
///   unless either delegate lets them recognize simultaneously, makes those waiting for it to
///   fail fail, and cancels its touches in their views (`cancelsTouchesInView`).
/// - A recognizer that fails lets those waiting for it go ahead.
/// - Once its touches have lifted, a recognizer in a final state is reset to `.possible`.
/// The rules are those of Apple's "About the Gesture Recognizer State Machine" and "Coordinating
/// multiple gesture recognizers".
@MainActor
final class GestureEnvironment {
  static var shared = GestureEnvironment()

  /// The recognizers taking part in the touches on screen (or waiting on another), in the order
  /// they were first given a touch.
  private(set) var involved: [UIGestureRecognizer] = []
  /// Nonzero while an event is being delivered: the view's touches are settled after it.
  private var deliveries = 0
  /// How many times one of the app's recognizers has begun or recognized (the driver tells from
  /// it whether a swipe down was the app's or the sheet's).
  private(set) var recognitions = 0

  // MARK: Touches

  /// The recognizers a touch beginning in `touch.view` goes to, deepest view first.
  func attach(_ touch: UITouch, event: UIEvent) {
    var recognizers: [UIGestureRecognizer] = []
    var view = touch.view
    while let current = view {
      for recognizer in current.gestureRecognizers ?? [] where recognizer.isReceivingTouches {
        guard recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true else { continue }
        recognizers.append(recognizer)
        recognizer.activeTouches.append(touch)
        recognizer.sequenceTouches.append(touch)
        if !involved.contains(where: { $0 === recognizer }) { involved.append(recognizer) }
      }
      view = current.superview
    }
    touch.gestureRecognizers = recognizers
  }

  /// Gives the changed touches of `event` to their recognizers, each phase in its own message.
  func deliver(_ event: UIEvent, changed: [UITouch]) {
    deliveries += 1
    defer { deliveries -= 1 }
    for touch in changed where touch.phase == .began { attach(touch, event: event) }
    for recognizer in involved {
      guard recognizer.isReceivingTouches,
        recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: event) ?? true
      else { continue }
      let own = changed.filter { touch in
        recognizer.activeTouches.contains { $0 === touch } && !recognizer.ignoredTouches.contains { $0 === touch }
      }
      guard !own.isEmpty else { continue }
      recognizer.lastLocationInWindow = UIGestureRecognizer.centroid(of: recognizer.activeTouches)
      for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
        let touches = Set(own.filter { $0.phase == phase })
        guard !touches.isEmpty, recognizer.isReceivingTouches else { continue }
        switch phase {
        case .began: recognizer.touchesBegan(touches, with: event)
        case .moved: recognizer.touchesMoved(touches, with: event)
        case .ended: recognizer.touchesEnded(touches, with: event)
        default: recognizer.touchesCancelled(touches, with: event)
        }
      }
    }
  }

  /// After the views had the event: lifted touches leave their recognizers, finished recognizers
  /// reset, and touches held back from views go out if nothing holds them any more.
  func finish(_ event: UIEvent, changed: [UITouch]) {
    let lifted = changed.filter { $0.phase == .ended || $0.phase == .cancelled }
    for recognizer in involved where !lifted.isEmpty {
      recognizer.activeTouches.removeAll { touch in lifted.contains { $0 === touch } }
    }
    settle()
  }

  /// Resets recognizers whose gesture is over, then releases held touches.
  func settle() {
    guard deliveries == 0 else { return }
    for recognizer in involved where recognizer.isFinished && recognizer.activeTouches.isEmpty {
      recognizer.returnToPossible()
    }
    involved.removeAll { $0.currentState == .possible && $0.pendingState == nil && $0.sequenceTouches.isEmpty }
    TouchDelivery.shared.flush()
  }

  /// Whether a recognizer given `touch` is undecided and holds back its `phase` from the view.
  func holdsBack(_ touch: UITouch, phase: UITouch.Phase) -> Bool {
    involved.contains { recognizer in
      recognizer.currentState == .possible && recognizer.isEnabled
        && (phase == .began ? recognizer.delaysTouchesBegan : recognizer.delaysTouchesEnded)
        && recognizer.sequenceTouches.contains { $0 === touch }
    }
  }

  // MARK: Transitions

  /// A recognizer asks for `state` (its `state` setter).
  func request(_ recognizer: UIGestureRecognizer, _ state: UIGestureRecognizer.State) {
    let current = recognizer.currentState
    switch (current, state) {
    case (.possible, .began), (.possible, .ended):
      begin(recognizer, as: state)
    case (.possible, .failed):
      fail(recognizer)
    case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended), (.began, .cancelled),
      (.changed, .cancelled):
      commit(recognizer, state)
    case (.began, .failed), (.changed, .failed):
      commit(recognizer, .cancelled)
    default:
      return  // a move UIKit's state machine does not allow: ignored
    }
    settle()
  }

  /// A recognizer that is disabled or taken off its view: cancelled if under way, else failed.
  func withdraw(_ recognizer: UIGestureRecognizer) {
    switch recognizer.currentState {
    case .began, .changed: commit(recognizer, .cancelled)
    case .possible where involved.contains(where: { $0 === recognizer }): fail(recognizer)
    default: break
    }
    settle()
  }

  /// Leaving `.possible` for `.began` or `.recognized`, if the rules above let it.
  private func begin(_ recognizer: UIGestureRecognizer, as state: UIGestureRecognizer.State) {
    let requirements = involved.filter { $0 !== recognizer && requiresFailure(recognizer, of: $0) }
    if requirements.contains(where: { ![.possible, .failed].contains($0.currentState) }) {
      fail(recognizer)
      return
    }
    if requirements.contains(where: { $0.currentState == .possible }) {
      recognizer.pendingState = state
      return
    }
    recognizer.pendingState = nil
    guard shouldBegin(recognizer), !isBlocked(recognizer) else {
      fail(recognizer)
      return
    }
    commit(recognizer, state)
  }

  private func commit(_ recognizer: UIGestureRecognizer, _ state: UIGestureRecognizer.State) {
    let leavesPossible = recognizer.currentState == .possible
    recognizer.currentState = state
    log(recognizer, leavesPossible && state == .ended ? "recognized" : "\(state)")
    if leavesPossible {
      if recognizer.logsTransitions { recognitions += 1 }
      for other in involved where other !== recognizer && other.currentState == .possible {
        if requiresFailure(other, of: recognizer) || prevents(recognizer, other) { fail(other) }
      }
      if recognizer.cancelsTouchesInView {
        TouchDelivery.shared.cancel(
          recognizer.sequenceTouches.filter { touch in !recognizer.ignoredTouches.contains { $0 === touch } })
      }
    }
    recognizer.sendActions()
  }

  private func fail(_ recognizer: UIGestureRecognizer) {
    guard recognizer.currentState == .possible else { return }
    recognizer.currentState = .failed
    recognizer.pendingState = nil
    log(recognizer, "failed")
    for waiting in involved where waiting.pendingState != nil && requiresFailure(waiting, of: recognizer) {
      if let wanted = waiting.pendingState { begin(waiting, as: wanted) }
    }
  }

  // MARK: Rules

  /// Whether `recognizer` must wait for `other` to fail: `require(toFail:)`, either delegate, or
  /// either class's rule.
  func requiresFailure(_ recognizer: UIGestureRecognizer, of other: UIGestureRecognizer) -> Bool {
    recognizer.failureRequirements.contains { $0.value === other }
      || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
      || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
      || recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
  }

  /// The delegate's `gestureRecognizerShouldBegin`, then that of the recognizer's view and of the
  /// views its touches began in (a control keeps its tap: UIControl.gestureRecognizerShouldBegin).
  private func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
    if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) { return false }
    var views: [UIView] = recognizer.view.map { [$0] } ?? []
    for touch in recognizer.sequenceTouches {
      if let view = touch.view, !views.contains(where: { $0 === view }) { views.append(view) }
    }
    return views.allSatisfy { $0.gestureRecognizerShouldBegin(recognizer) }
  }

  /// Whether a recognizer already under way on the same touches keeps `recognizer` from beginning.
  private func isBlocked(_ recognizer: UIGestureRecognizer) -> Bool {
    involved.contains { other in
      other !== recognizer && [.began, .changed, .ended].contains(other.currentState) && prevents(other, recognizer)
    }
  }

  /// Whether `winner`, recognizing, makes `other` fail: they share a touch, neither delegate lets
  /// them recognize simultaneously, and both classes agree (`canPrevent`, `canBePrevented`).
  private func prevents(_ winner: UIGestureRecognizer, _ other: UIGestureRecognizer) -> Bool {
    guard winner.sharesTouches(with: other) else { return false }
    if winner.delegate?.gestureRecognizer(winner, shouldRecognizeSimultaneouslyWith: other) == true
      || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: winner) == true
    {
      return false
    }
    return winner.canPrevent(other) && other.canBePrevented(by: winner)
  }

  /// `UITapGestureRecognizer.recognized #photo`, `UIPanGestureRecognizer.began #card` (a view
  /// without an identifier is named by its class). Changes are not logged: every move would
  /// flood the log.
  private func log(_ recognizer: UIGestureRecognizer, _ event: String) {
    guard recognizer.logsTransitions, event != "changed" else { return }
    let view = recognizer.view.map { $0.accessibilityIdentifier.map { " #\($0)" } ?? " \(EventLog.className(of: $0))" }
    EventLog.shared.record("\(EventLog.frameworkClassName(of: recognizer)).\(event)\(view ?? "")")
  }
}
