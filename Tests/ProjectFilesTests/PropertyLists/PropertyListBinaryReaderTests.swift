import Foundation
import Testing

@testable import ProjectFiles

@Suite struct PropertyListBinaryReaderTests {
  /// Written by Python's plistlib (`plistlib.dumps(…, fmt=plistlib.FMT_BINARY, sort_keys=True)`),
  /// not by Foundation, so the reader is checked against another writer.
  private static let binary = """
    YnBsaXN0MDDaAQIDBAUGBwgJCgsMDQ4PEBMUFxhTQmlnVEJsb2JcQ0ZCdW5kbGVOYW1lVUNvdW50V0VuYWJsZWRWTmVzdGVkU09mZlxPcmll\
    bnRhdGlvbnNVUmF0aW9UV2hlbhABQwABAllHcm9jZXJpZXMQAwnRERJTS2V5VVZhbHVlCKIVFl8QHlVJSW50ZXJmYWNlT3JpZW50YXRpb25Q\
    b3J0cmFpdF8QI1VJSW50ZXJmYWNlT3JpZW50YXRpb25MYW5kc2NhcGVMZWZ0Iz/4AAAAAAAAM0HF8SGMAAAACB0hJjM5QUhMWV9kZmp0dnd6\
    foSFiKnP2AAAAAAAAAEBAAAAAAAAABkAAAAAAAAAAAAAAAAAAADh
    """

  @Test func readsEveryKindWithoutLinesAndKeysInOrder() throws {
    let data = try #require(Data(base64Encoded: Self.binary))
    let value = try PropertyList.read(data, fileName: "Info.plist")
    let expected = PropertyList.dictionary([
      .init("Big", .integer(1)),
      .init("Blob", .data(Data([0, 1, 2]))),
      .init("CFBundleName", .string("Groceries")),
      .init("Count", .integer(3)),
      .init("Enabled", .bool(true)),
      .init("Nested", .dictionary([.init("Key", .string("Value"))])),
      .init("Off", .bool(false)),
      .init(
        "Orientations",
        .array([.string("UIInterfaceOrientationPortrait"), .string("UIInterfaceOrientationLandscapeLeft")])),
      .init("Ratio", .real(1.5)),
      .init("When", .date(Date(timeIntervalSince1970: 1_714_555_800))),
    ])
    #expect(value == expected)
  }

  @Test func aDamagedBinaryPropertyListIsAnError() {
    let error = ProjectFilesFixtures.error { () throws(ProjectFileError) in
      try PropertyList.read(Data("bplist00 this is not one".utf8), fileName: "Info.plist")
    }
    #expect(error == .invalidBinaryPropertyList(file: "Info.plist"))
    #expect(
      error?.description
        == "Info.plist: this is not a valid binary property list; convert it again (plutil -convert xml1) or save it as XML"
    )
  }

  @Test func theFormatIsChosenByTheFirstBytes() throws {
    let ascii = try PropertyList.read(Data("{ a = b; }".utf8), fileName: "x.plist")
    let xml = try PropertyList.read(
      Data("\n<plist version=\"1.0\"><dict><key>a</key><string>b</string></dict></plist>".utf8), fileName: "x.plist")
    #expect(ascii.withoutLines == xml.withoutLines)
    #expect(ascii.withoutLines == .dictionary([.init("a", .string("b"))]))
  }
}
