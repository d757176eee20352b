import Foundation

/// A press on one of a stepper's buttons, from finger down to finger up.
struct StepperPress {
  let up: Bool
  /// Whether the press changed the value (a non-continuous stepper tells its targets at the end).
  var changed = false
  /// Numbers presses, so a repeat scheduled for an earlier press does nothing.
  let generation: Int
}

extension UIStepper {
  /// The finger goes down on + (`up`) or −: the value steps at once, then repeats while held.
  func beginPress(up: Bool) {
    pressesBegun += 1
    let generation = pressesBegun
    press = StepperPress(up: up, generation: generation)
    stepOnce()
    if autorepeat { scheduleRepeat(after: UIStepper.repeatDelay, generation: generation) }
  }

  /// The finger lifts: the repeats stop; a non-continuous stepper sends its one `.valueChanged`.
  func endPress() {
    guard let finished = press else { return }
    press = nil
    if !isContinuous, finished.changed { sendActions(for: .valueChanged) }
  }

  private func scheduleRepeat(after seconds: Double, generation: Int) {
    MainThread.current.schedule(afterNanoseconds: MainThread.nanoseconds(seconds)) { [weak self] in
      MainActor.assumeIsolated {
        guard let self, self.press?.generation == generation else { return }
        self.stepOnce()
        self.scheduleRepeat(after: UIStepper.repeatInterval, generation: generation)
      }
    }
  }

  /// One step in the press's direction, if that button is enabled.
  private func stepOnce() {
    guard let up = press?.up, (up ? incrementButton : decrementButton).isEnabled else { return }
    if userStep(up: up) {
      press?.changed = true
      if isContinuous { sendActions(for: .valueChanged) }
    }
  }

  /// Moves the value one step as a press does, without sending anything: past a limit it stops
  /// there, or wraps to the other end. Returns whether the value changed.
  func userStep(up: Bool) -> Bool {
    let old = value
    let next = up ? value + stepValue : value - stepValue
    if up, next > maximumValue {
      value = wraps && old == maximumValue ? minimumValue : maximumValue
    } else if !up, next < minimumValue {
      value = wraps && old == minimumValue ? maximumValue : minimumValue
    } else {
      value = next
    }
    return value != old
  }
}
