import Foundation
import Testing

@testable import ProjectFiles

/// A learner's Info.plist or project file is read inside the grader: whatever it holds must be
/// an error or a value, never a crash or a hang that takes every other learner's grade with it.
@Suite("Property lists and settings from a hostile file")
struct HostileInputTests {
  @Test("an ASCII property list nested 100,000 deep is an error at its place, not a stack overflow")
  func deepASCII() {
    let text = String(repeating: "(", count: 100_000)
    #expect(throws: ProjectFileError.self) { _ = try PropertyListASCIIReader.read(text, fileName: "Info.plist") }
  }

  @Test("an XML property list nested past the limit is an error")
  func deepXML() {
    let depth = PropertyList.depthLimit + 10
    let opening = String(repeating: "<array>", count: depth)
    let closing = String(repeating: "</array>", count: depth)
    let xml = "<plist version=\"1.0\">" + opening + closing + "</plist>"
    #expect(throws: ProjectFileError.self) {
      _ = try PropertyListXMLReader.read(Data(xml.utf8), fileName: "Info.plist")
    }
  }

  @Test("a binary property list of arrays nested 5,000 deep is refused before Foundation reads it")
  func deepBinary() throws {
    // bplist00; object i (i < n - 1) is a one-element array holding object i + 1; the last is an empty array.
    let count = 5_000
    var bytes = Array("bplist00".utf8)
    var offsets: [Int] = []
    for index in 0..<count {
      offsets.append(bytes.count)
      if index == count - 1 {
        bytes.append(0xA0)
      } else {
        bytes += [0xA1, UInt8((index + 1) >> 8), UInt8((index + 1) & 0xFF)]
      }
    }
    let table = bytes.count
    for offset in offsets { bytes += [UInt8(offset >> 16), UInt8((offset >> 8) & 0xFF), UInt8(offset & 0xFF)] }
    bytes += [0, 0, 0, 0, 0, 0, 3, 2]
    for value in [count, 0, table] {
      bytes += (0..<8).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) }
    }
    // The tables hold together (a limit above the depth passes); only the depth is refused.
    #expect(BinaryPropertyListNesting.isWithin(count, bytes))
    #expect(!BinaryPropertyListNesting.isWithin(PropertyList.depthLimit, bytes))
    #expect(throws: ProjectFileError.self) {
      _ = try PropertyListBinaryReader.read(Data(bytes), fileName: "Info.plist")
    }
  }

  @Test("a shallow binary property list is within the limit")
  func shallowBinary() throws {
    let data = try PropertyListSerialization.data(
      fromPropertyList: ["CFBundleName": "App", "List": [["a": 1]]], format: .binary, options: 0)
    #expect(BinaryPropertyListNesting.isWithin(PropertyList.depthLimit, Array(data)))
    #expect(try PropertyListBinaryReader.read(data, fileName: "Info.plist")["CFBundleName"]?.string == "App")
  }

  @Test("settings that refer to each other twice over, thirty deep, expand quickly to bounded text")
  func fanOut() {
    var settings: [String: String] = [:]
    for level in 0..<30 { settings["S\(level)"] = "$(S\(level + 1))$(S\(level + 1))" }
    settings["S30"] = "x"
    let start = ContinuousClock.now
    let expanded = BuildSettingExpansion.expand("$(S0)", settings: settings)
    #expect(ContinuousClock.now - start < .seconds(5))
    #expect(expanded.utf8.count <= BuildSettingExpansion.lengthLimit + 1)
  }
}
