import Foundation
import Testing

@testable import ProjectFiles

@Suite struct PropertyListXMLReaderTests {
  private static let head = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">

    """

  private func read(_ body: String) throws(ProjectFileError) -> PropertyList {
    try PropertyListXMLReader.read(Data((Self.head + body).utf8), fileName: "Info.plist")
  }

  @Test func readsEveryKindWithItsLine() throws {
    let value = try read(
      """
      <dict>
      \t<key>CFBundleName</key>
      \t<string>Fish &amp; Chips</string>
      \t<key>Count</key>
      \t<integer>-42</integer>
      \t<key>Ratio</key>
      \t<real>1.5</real>
      \t<key>On</key>
      \t<true/>
      \t<key>Off</key>
      \t<false/>
      \t<key>When</key>
      \t<date>2024-05-01T09:30:00Z</date>
      \t<key>Blob</key>
      \t<data>
      \tAAEC
      \t</data>
      \t<key>List</key>
      \t<array>
      \t\t<string></string>
      \t\t<string/>
      \t</array>
      </dict>
      </plist>
      """)
    #expect(value.line == 4)
    #expect(value["CFBundleName"] == .string("Fish & Chips", line: 6))
    #expect(value["Count"] == .integer(-42, line: 8))
    #expect(value["Ratio"] == .real(1.5, line: 10))
    #expect(value["On"] == .bool(true, line: 12))
    #expect(value["Off"] == .bool(false, line: 14))
    #expect(value["When"] == .date(Date(timeIntervalSince1970: 1_714_555_800), line: 16))
    #expect(value["Blob"]?.withoutLines == .data(Data([0, 1, 2])))
    #expect(value["List"] == .array([.string("", line: 23), .string("", line: 24)], line: 22))
    #expect(value.entries?.map(\.key) == ["CFBundleName", "Count", "Ratio", "On", "Off", "When", "Blob", "List"])
  }

  @Test(arguments: [
    (
      "<dict>\n<key>A</key>\n<strin>x</strin>\n</dict>\n</plist>",
      "Info.plist:6: unexpected element <strin> here; a property list holds <dict>, <array>, <key>, <string>, <integer>, <real>, <true/>, <false/>, <date> and <data>"
    ),
    (
      "<dict>\n<key>A</key>\n<string>x</string>\n<key>B</key>\n</dict>\n</plist>",
      "Info.plist:7: the key 'B' has no value after it; add one or remove the key"
    ),
    (
      "<dict>\n<key>A</key>\n<key>B</key>\n<string>x</string>\n</dict>\n</plist>",
      "Info.plist:5: the key 'A' has no value after it; add one or remove the key"
    ),
    (
      "<dict>\n<string>x</string>\n</dict>\n</plist>",
      "Info.plist:5: a <string> in a <dict> must follow a <key>; add the key before it"
    ),
    ("<dict>\n<key>A</key>\n<integer>ten</integer>\n</dict>\n</plist>", "Info.plist:6: 'ten' is not a valid integer"),
    (
      "<array>\n<key>A</key>\n</array>\n</plist>",
      "Info.plist:5: unexpected element <key> outside a <dict>; a property list holds <dict>, <array>, <key>, <string>, <integer>, <real>, <true/>, <false/>, <date> and <data>"
    ),
    ("</plist>", "Info.plist:4: there is no value in this property list; it needs a <plist> element holding one"),
  ])
  func reportsProblemsAtTheirLine(body: String, expected: String) {
    let error = ProjectFilesFixtures.error { () throws(ProjectFileError) in try read(body) }
    #expect(error?.description == expected)
  }

  @Test func aDocumentThatEndsEarlyIsMalformedXMLAtItsLastLine() {
    let error = ProjectFilesFixtures.error { () throws(ProjectFileError) in
      try read("<dict>\n<key>A</key>\n<string>x</string>\n")
    }
    #expect(
      error?.description
        == "Info.plist:6: this is not well-formed XML (an element is not closed, an end tag does not match its start "
        + "tag, or a bare '&' or '<' is not written as '&amp;' or '&lt;'; XMLParser error 5); open the file in Xcode "
        + "or a text editor and fix the markup")
  }

  @Test func mismatchedTagsAreMalformedXML() {
    let error = ProjectFilesFixtures.error { () throws(ProjectFileError) in
      try read("<dict>\n<key>A</key>\n<string>x</dict>\n</plist>")
    }
    guard case .malformedXML(_, let location)? = error else {
      Issue.record("expected malformedXML, got \(String(describing: error))")
      return
    }
    #expect(location.file == "Info.plist")
    #expect((6...7).contains(location.line ?? 0), "libxml2 reports the line it has read to, 6 or the next")
  }

  @Test func readsTheFixturesInfoPlist() throws {
    let value = try PropertyList.read(contentsOf: ProjectFilesFixtures.project("Groups") + "/Groceries/Info.plist")
    let configuration = value["UIApplicationSceneManifest"]?["UISceneConfigurations"]?[
      "UIWindowSceneSessionRoleApplication"]?.array?.first
    #expect(configuration?["UISceneDelegateClassName"] == .string("$(PRODUCT_MODULE_NAME).SceneDelegate", line: 35))
  }
}
