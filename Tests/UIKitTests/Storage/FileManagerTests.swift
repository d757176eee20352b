import Testing

@testable import UIKit

/// An iOS app's directories (docs/runtime.md "The app's container"): the
/// user domain's documents, library, application support and caches are in the container, the
/// app's home.
@Suite("FileManager directories")
struct FileManagerTests {
  @Test(
    "user-domain directories are inside the app's home, as in an iOS container",
    arguments: [
      (FileManager.SearchPathDirectory.documentDirectory, "Documents"), (.libraryDirectory, "Library"),
      (.applicationSupportDirectory, "Library/Application Support"), (.cachesDirectory, "Library/Caches"),
    ])
  func directories(directory: FileManager.SearchPathDirectory, path: String) throws {
    let home = try #require(ProcessInfo.processInfo.environment["HOME"])
    let found = FileManager.default.urls(for: directory, in: .userDomainMask).first?.path
    #expect(found == URL(fileURLWithPath: home).appendingPathComponent(path).path)
  }

  @Test("FileManager.default is the runtime's, so learner code gets the container's folders")
  func sharedInstance() {
    #expect(FileManager.default is UIKit.FileManager)
  }
}
