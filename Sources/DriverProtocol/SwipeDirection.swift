/// Which way a swipe goes: the way the finger moves, as UISwipeGestureRecognizer names it.
public enum SwipeDirection: String, Codable, Sendable, CaseIterable {
  case left, right, up, down
}
