import Foundation
import InterfaceModel
import Testing
import TutorTestSupport

@testable import InterfaceFiles

/// interface-files.md "Storyboards and xibs": the reader keeps Xcode's documents as written, each
/// element at its line; golden dumps of storyboards and a xib written in Xcode's shape.
@Suite("Reading storyboards and xibs")
struct InterfaceXMLReaderTests {
  static func fixture(_ name: String) throws -> Data {
    try Data(contentsOf: TestPaths.fixtures.appendingPathComponent("Interface").appendingPathComponent(name))
  }

  @Test(
    "the fixtures read whole, every element at its line, and check clean",
    arguments: ["EggTimer.storyboard", "Recipes.storyboard", "RecipeCell.xib"])
  func golden(name: String) throws {
    let document = try InterfaceFile.read(try Self.fixture(name), fileName: name)
    expectGolden(InterfaceDocumentDump.dump(document), named: name + ".txt")
    #expect(InterfaceDocumentValidator.problems(in: document).isEmpty)
  }

  @Test("the kind comes from the file name, and from the document's type for another name")
  func kinds() throws {
    #expect(
      try InterfaceFile.read(try Self.fixture("EggTimer.storyboard"), fileName: "Main.storyboard").kind == .storyboard)
    #expect(try InterfaceFile.read(try Self.fixture("RecipeCell.xib"), fileName: "Cell.xib").kind == .xib)
    #expect(try InterfaceXMLReader.read(try Self.fixture("RecipeCell.xib"), fileName: "cell-layout").kind == .xib)
  }

  @Test("elements keep their order, attributes and line; whitespace between elements is not text")
  func elements() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects>
              <label text="One" id="a"/>
              <label id="b">
                  <string key="text">Two
      lines &amp; more</string>
              </label>
          </objects>
      </document>
      """
    let document = try InterfaceXMLReader.read(Data(xml.utf8), fileName: "Labels.xib")
    #expect(document.fileName == "Labels.xib")
    #expect(document.root.name == "document")
    #expect(document.root.line == 2)
    #expect(document.root.text == nil)
    let labels = try #require(document.root.child(named: "objects")).children(named: "label")
    #expect(labels.map(\.id) == ["a", "b"])
    #expect(labels.map(\.line) == [4, 5])
    #expect(labels[0]["text"] == "One")
    #expect(labels[1].child(named: "string", key: "text")?.text == "Two\nlines & more")
    #expect(labels[1].child(named: "string", key: "text")?.line == 6)
  }

  @Test("the compiled document reads back as the read one, the same bytes each time")
  func compiled() throws {
    for name in ["Recipes.storyboard", "EggTimer.storyboard", "RecipeCell.xib"] {
      let data = try Self.fixture(name)
      let compiled = try InterfaceFile.compile(data, fileName: name)
      #expect(try InterfaceFile.compile(data, fileName: name) == compiled)
      let decoded = try InterfaceDocument(compiled: [UInt8](compiled))
      #expect(decoded == (try InterfaceFile.read(data, fileName: name)))
      #expect(compiled.count < data.count / 2, "\(name): \(compiled.count) bytes from \(data.count)")
    }
  }

  @Test("bytes that are not a compiled document, or are cut short, are an error, never a crash")
  func damagedCompiled() throws {
    let compiled = [UInt8](try InterfaceFile.compile(try Self.fixture("Recipes.storyboard"), fileName: "R.storyboard"))
    #expect(throws: InterfaceDocument.CompiledFormatError.self) { try InterfaceDocument(compiled: Array("{}".utf8)) }
    for length in [8, 9, 40, compiled.count / 2, compiled.count - 1] {
      #expect(throws: InterfaceDocument.CompiledFormatError.self) {
        try InterfaceDocument(compiled: Array(compiled.prefix(length)))
      }
    }
    var scrambled = compiled
    for index in stride(from: 12, to: scrambled.count, by: 7) { scrambled[index] ^= 0x5A }
    _ = try? InterfaceDocument(compiled: scrambled)
  }

  @Test(
    "a storyboard compiles to NAME.storyboardc and a xib to NAME.nib, in the same folder",
    arguments: [
      ("Base.lproj/Main.storyboard", "Base.lproj/Main.storyboardc"), ("Main.storyboard", "Main.storyboardc"),
      ("Cells/RecipeCell.xib", "Cells/RecipeCell.nib"),
    ])
  func compiledPath(source: String, compiled: String) {
    #expect(InterfaceFile.isInterfaceFile(source))
    #expect(InterfaceFile.compiledPath(for: source) == compiled)
  }

  @Test(
    "other files are not interface files", arguments: ["Info.plist", "storyboard.json", "Main.storyboardc", "a.xibx"])
  func notInterfaceFiles(path: String) {
    #expect(!InterfaceFile.isInterfaceFile(path))
    #expect(InterfaceFile.compiledPath(for: path) == nil)
  }
}
