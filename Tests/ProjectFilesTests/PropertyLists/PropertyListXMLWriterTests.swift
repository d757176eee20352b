import Foundation
import Testing

@testable import ProjectFiles

@Suite struct PropertyListXMLWriterTests {
  private static let value = PropertyList.dictionary([
    .init("Name", .string("Fish & <Chips>")),
    .init("Count", .integer(3)),
    .init("Ratio", .real(2)),
    .init("Half", .real(0.5)),
    .init("On", .bool(true)),
    .init("When", .date(Date(timeIntervalSince1970: 1_714_555_800))),
    .init("Blob", .data(Data([0, 1, 2]))),
    .init("Empty", .array([])),
    .init("Nested", .dictionary([.init("List", .array([.string("a")]))])),
  ])

  @Test func writesAsXcodeLaysItOut() {
    let text = String(decoding: PropertyListXMLWriter.write(Self.value), as: UTF8.self)
    #expect(
      text == """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>Name</key>
        \t<string>Fish &amp; &lt;Chips&gt;</string>
        \t<key>Count</key>
        \t<integer>3</integer>
        \t<key>Ratio</key>
        \t<real>2</real>
        \t<key>Half</key>
        \t<real>0.5</real>
        \t<key>On</key>
        \t<true/>
        \t<key>When</key>
        \t<date>2024-05-01T09:30:00Z</date>
        \t<key>Blob</key>
        \t<data>
        \tAAEC
        \t</data>
        \t<key>Empty</key>
        \t<array/>
        \t<key>Nested</key>
        \t<dict>
        \t\t<key>List</key>
        \t\t<array>
        \t\t\t<string>a</string>
        \t\t</array>
        \t</dict>
        </dict>
        </plist>

        """)
  }

  @Test func whatItWritesReadsBackAsTheSameValue() throws {
    let read = try PropertyListXMLReader.read(PropertyListXMLWriter.write(Self.value), fileName: "Info.plist")
    #expect(read.withoutLines == Self.value)
  }

  @Test func whatFoundationWritesReadsBackAsTheSameValue() throws {
    let object: [String: Any] = ["Name": "Groceries", "Count": 3, "On": true, "List": ["a", "b"]]
    let data = try PropertyListSerialization.data(fromPropertyList: object, format: .xml, options: 0)
    let read = try PropertyList.read(data, fileName: "Info.plist")
    #expect(read["Name"]?.string == "Groceries")
    #expect(read["Count"]?.withoutLines == .integer(3))
    #expect(read["On"]?.withoutLines == .bool(true))
    #expect(read["List"]?.withoutLines == .array([.string("a"), .string("b")]))
  }
}
