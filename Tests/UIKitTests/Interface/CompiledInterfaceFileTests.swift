import Foundation
import Testing

@testable import UIKit

/// A compiled storyboard or nib that is in the bundle but cannot be read is told apart from a
/// missing one, so the crash does not say "Could not find a storyboard" of a file that is there.
@MainActor
@Suite("Storyboards — compiled files the bundle holds")
struct CompiledInterfaceFileTests {
  private func bundle() throws -> Bundle {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-compiled-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Xcode.storyboardc"), withIntermediateDirectories: true)
    try Data("not json".utf8).write(to: folder.appendingPathComponent("Broken.nib"))
    return try #require(Bundle(path: folder.path))
  }

  @Test("a folder (Xcode's compiled form), a file that is not Tutor's, and a missing one")
  func lookups() throws {
    let bundle = try bundle()
    guard case .unreadable(_, let folderReason) = UIStoryboard.load("Xcode", from: bundle) else {
      Issue.record("a compiled folder should be unreadable, not missing")
      return
    }
    #expect(folderReason.contains("give the app its source (.storyboard)"))
    guard case .unreadable(let path, let reason) = UINib.load("Broken", from: bundle) else {
      Issue.record("a nib that is not JSON should be unreadable")
      return
    }
    #expect(path.hasSuffix("Broken.nib"))
    #expect(reason.contains("not an interface file Tutor compiled"))
    guard case .missing = UIStoryboard.load("Nowhere", from: bundle) else {
      Issue.record("a storyboard the bundle lacks is missing")
      return
    }
  }
}
