import Testing

/// Tags the test targets share: one declaration each, so a tag means the same in every target.
extension Tag {
  /// Tests that start another process: an app, a compiler, the `tutor` binary.
  @Tag package static var spawnsProcess: Self
}
