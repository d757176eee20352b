import DriverProtocol

extension AppSnapshot {
  /// What a check sees once the app's process has ended without a word (`kill`): nothing on
  /// screen, no timers, the clock where it stopped, and why the screen is empty.
  func afterProcessEnded() -> AppSnapshot {
    AppSnapshot(
      clockMilliseconds: clockMilliseconds, applicationState: "not running", window: nil, controllers: nil,
      keyboard: KeyboardState(isShown: false, frame: nil), alert: nil, timers: [], log: [],
      missingWindow: Messages.appEnded)
  }
}
