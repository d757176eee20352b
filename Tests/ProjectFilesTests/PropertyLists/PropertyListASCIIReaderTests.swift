import Foundation
import Testing
import TutorTestSupport

@testable import ProjectFiles

@Suite struct PropertyListASCIIReaderTests {
  private func read(_ text: String) throws -> PropertyList {
    try PropertyListASCIIReader.read(text, fileName: "project.pbxproj")
  }

  @Test func readsDictionariesArraysAndStringsWithTheirLines() throws {
    let text = """
      // !$*UTF8*$!
      {
      \tarchiveVersion = 1;
      \tchildren = (
      \t\tA1B2 /* AppDelegate.swift */,
      \t\t"Base.lproj/Main.storyboard",
      \t);
      \tsourceTree = "<group>";
      \tpath = ../Shared/$NAME-1.0+beta:x_y;
      \tempty = {};
      \tnone = ();
      }
      """
    let value = try read(text)
    #expect(value.line == 2)
    #expect(value["archiveVersion"] == .string("1", line: 3))
    #expect(
      value["children"]
        == .array([.string("A1B2", line: 5), .string("Base.lproj/Main.storyboard", line: 6)], line: 4))
    #expect(value["sourceTree"] == .string("<group>", line: 8))
    #expect(value["path"]?.string == "../Shared/$NAME-1.0+beta:x_y")
    #expect(value["empty"] == .dictionary([], line: 10))
    #expect(value["none"] == .array([], line: 11))
    #expect(value.entries?.map(\.key) == ["archiveVersion", "children", "sourceTree", "path", "empty", "none"])
  }

  @Test func readsEscapesInQuotedStrings() throws {
    let value = try read(#"{ a = "q\"b\\c\nd\te\U00e9f\101"; b = "\UD83D\UDE00"; c = 'single \'quoted\''; }"#)
    #expect(value["a"]?.string == "q\"b\\c\nd\teéfA")
    #expect(value["b"]?.string == "😀")
    #expect(value["c"]?.string == "single 'quoted'")
  }

  @Test func readsUTF8TextAndHexData() throws {
    let value = try read("{ name = \"Café – naïve\"; blob = <0fa1 22\n 00>; }")
    #expect(value["name"]?.string == "Café – naïve")
    #expect(value["blob"] == .data(Data([0x0F, 0xA1, 0x22, 0x00]), line: 1))
  }

  @Test func skipsBothKindsOfComment() throws {
    let value = try read("/* header\n spans lines */ { a /* in key */ = b; // to the end\n c = d; }")
    #expect(value.withoutLines == .dictionary([.init("a", .string("b")), .init("c", .string("d"))]))
  }

  @Test func readsAStringsFileWithoutBraces() throws {
    let value = try read("/* Greeting */\n\"hello\" = \"Hallo\";\ngoodbye = \"Tschüss\";\n")
    #expect(
      value
        == .dictionary(
          [.init("hello", .string("Hallo", line: 2)), .init("goodbye", .string("Tschüss", line: 3))], line: 2))
  }

  @Test func aRepeatedKeyKeepsTheLastValueInTheFirstPlace() throws {
    let value = try read("{ a = 1; b = 2; a = 3; }")
    #expect(value.withoutLines == .dictionary([.init("a", .string("3")), .init("b", .string("2"))]))
  }

  @Test(arguments: [
    ("{\n\tisa = PBXProject\n}", "project.pbxproj:2:18: expected ';' after the value of 'isa', found '}'"),
    ("{\n  name Groceries;\n}", "project.pbxproj:2:7: expected '=' after the key 'name', found 'Groceries'"),
    ("{\n  name = \"Groceries;\n}", "project.pbxproj:2:10: the string opened here is never closed; add \""),
    ("{\n  a = b;\n", "project.pbxproj:3:1: the dictionary opened at line 1, column 1 is never closed; add '}'"),
    (
      "( a, b c )",
      "project.pbxproj:1:7: expected ',' or ')' after an element of the array opened at line 1, column 1, found 'c'"
    ),
    ("{ a = ; }", "project.pbxproj:1:7: expected a value for the key 'a', found ';'"),
    ("{ = b; }", "project.pbxproj:1:3: expected a key or '}' in the dictionary, found '='"),
    ("<0fz1>", "project.pbxproj:1:4: 'z' is not a hexadecimal digit; data is written as <0fa1 22>"),
    ("<0f1>", "project.pbxproj:1:5: the data has an odd number of hexadecimal digits; each byte takes two"),
    ("{ /* note\n }", "project.pbxproj:1:3: the comment opened here is never closed; add '*/'"),
    ("{ } }", "project.pbxproj:1:5: unexpected '}' after the property list's value"),
    ("  \n", "project.pbxproj:2:1: the file is empty; a property list holds one value, such as { }"),
    ("{ \"é\" = x y; }", "project.pbxproj:1:10: expected ';' after the value of 'é', found 'y'"),
    ("{ a = \"\\U\"; }", "project.pbxproj:1:8: \\U must be followed by hexadecimal digits, as in \\U00e9"),
  ])
  func reportsSyntaxErrorsAtTheirLineAndColumn(text: String, expected: String) {
    let error = ProjectFilesFixtures.error { () throws(ProjectFileError) in
      try PropertyListASCIIReader.read(text, fileName: "project.pbxproj")
    }
    #expect(error?.description == expected)
  }

  /// Golden: every value of an Xcode 15 project file with the line it starts at.
  @Test func dumpsTheGroupsProjectFile() throws {
    let text = try ProjectFilesFixtures.text("Groups/Groceries.xcodeproj/project.pbxproj")
    expectGolden(ProjectDump.dump(try read(text)), named: "Groups-pbxproj.txt")
  }
}
