import Foundation
import InterfaceModel
import Testing

@testable import InterfaceFiles

/// interface-files.md "For authors" and issue 17's bad input: each problem of a storyboard or xib
/// is a typed error at its line that blames the file.
@Suite("Checking storyboards and xibs")
struct InterfaceDocumentValidatorTests {
  /// A storyboard whose parts each test changes; the comments give the lines they land on.
  static func storyboard(
    initial: String = "vc1", buttonConnection: String = "", constraint: String = "", controllerConnection: String = "",
    secondID: String = "vc2"
  ) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="\(initial)">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" customClass="ViewController" sceneMemberID="viewController">
                        <view key="view" id="v1">
                            <subviews>
                                <label text="210" id="l1"/>
                                <button id="b1">
                                    <connections>
                                        \(buttonConnection)
                                    </connections>
                                </button>
                            </subviews>
                            <constraints>
                                \(constraint)
                            </constraints>
                        </view>
                        <connections>
                            \(controllerConnection)
                        </connections>
                    </viewController>
                    <exit id="x1" userLabel="Exit" sceneMemberID="exit"/>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <viewController id="\(secondID)" sceneMemberID="viewController"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """
  }
  // Lines: 2 the document, 12 the button's connection, 17 the constraint, 21 the controller's
  // connection, 29 the second controller.

  private func problems(_ xml: String, fileName: String = "Main.storyboard") -> [InterfaceFileError] {
    do {
      return InterfaceDocumentValidator.problems(in: try InterfaceXMLReader.read(Data(xml.utf8), fileName: fileName))
    } catch {
      return [error]
    }
  }

  private func at(_ line: Int, _ file: String = "Main.storyboard") -> InterfaceFileLocation {
    InterfaceFileLocation(file: file, line: line)
  }

  @Test("the template itself, with an outlet, an action, a segue and a constraint, checks clean")
  func clean() {
    let xml = Self.storyboard(
      buttonConnection: #"<action selector="startTimer:" destination="vc1" eventType="touchUpInside" id="a1"/>"#,
      constraint: #"<constraint firstItem="l1" firstAttribute="top" secondItem="v1" secondAttribute="top" id="c1"/>"#,
      controllerConnection: #"<outlet property="timeLeftLabel" destination="l1" id="o1"/>"#)
    #expect(problems(xml) == [])
    #expect(problems(Self.storyboard(controllerConnection: #"<segue destination="vc2" kind="show" id="g1"/>"#)) == [])
  }

  @Test("XML that does not parse is an error at its line, blaming the file")
  func malformed() throws {
    let xml = Self.storyboard().replacingOccurrences(
      of: #"<label text="210" id="l1"/>"#, with: #"<label text="210" id="l1">"#)
    let found = problems(xml)
    #expect(found.count == 1)
    guard case .malformedXML = try #require(found.first) else {
      Issue.record("\(found)")
      return
    }
    // libxml2 notices the unclosed <label> when </subviews> fails to match it.
    #expect(found.first?.line == 15)
    #expect(found.first?.description.hasPrefix("Main.storyboard:15: this is not well-formed XML") == true)
  }

  @Test("an empty file is not a document")
  func empty() {
    guard case .malformedXML? = problems("").first else {
      Issue.record("\(problems(""))")
      return
    }
  }

  @Test("a property list, a macOS storyboard and a document without type are not iOS Interface Builder documents")
  func notInterfaceBuilder() {
    let plist = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>"
    #expect(problems(plist) == [.notInterfaceBuilderDocument(found: "<plist> at the top", location: at(2))])
    let mac = Self.storyboard().replacingOccurrences(of: "CocoaTouch.Storyboard", with: "Cocoa.Storyboard")
    #expect(
      problems(mac) == [
        .notInterfaceBuilderDocument(
          found: "type=\"com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB\"", location: at(2))
      ])
    #expect(
      problems("<document version=\"3.0\"/>")
        == [.notInterfaceBuilderDocument(found: "a <document> without type", location: at(1))])
  }

  @Test("a xib's document in a .storyboard file is the wrong kind")
  func wrongKind() {
    let xml = Self.storyboard().replacingOccurrences(of: "CocoaTouch.Storyboard.XIB", with: "CocoaTouch.XIB")
    let found = problems(xml)
    #expect(found == [.wrongDocumentKind(found: .xib, expected: .storyboard, location: at(2))])
    #expect(found.first?.message.contains("rename the file to .xib") == true)
  }

  @Test("a document of a version other than 3.0 is refused, with the way to update it")
  func oldVersion() {
    let found = problems(Self.storyboard().replacingOccurrences(of: "version=\"3.0\"", with: "version=\"2.0\""))
    #expect(found == [.unsupportedVersion(version: "2.0", location: at(2))])
    #expect(found.first?.message.contains("open the file in a current Xcode and save it") == true)
  }

  @Test("two objects with one id: the second is an error, naming the first's line")
  func duplicateID() {
    let found = problems(Self.storyboard(secondID: "l1"))
    #expect(found == [.duplicateID(id: "l1", firstLine: 9, location: at(29))])
  }

  @Test("an outlet to an id the document does not define")
  func danglingOutlet() {
    let found = problems(
      Self.storyboard(controllerConnection: #"<outlet property="timeLeftLabel" destination="zzz" id="o1"/>"#))
    #expect(
      found == [
        .unknownReference(
          element: "outlet", attribute: "destination", id: "zzz", name: "timeLeftLabel", location: at(21))
      ])
    #expect(
      found.first?.description
        == "Main.storyboard:21: the outlet timeLeftLabel points at \"zzz\", which the document does not define; "
        + "remove the connection and connect the outlet again (Connections inspector), or fix the destination id")
  }

  @Test("an outlet collection's member that the document does not define")
  func danglingOutletCollection() {
    let connection =
      #"<outletCollection property="buttons" destination="b9" collectionClass="NSMutableArray" id="o2"/>"#
    #expect(
      problems(Self.storyboard(controllerConnection: connection)) == [
        .unknownReference(
          element: "outletCollection", attribute: "destination", id: "b9", name: "buttons", location: at(21))
      ])
  }

  @Test("an action sent to an id the document does not define")
  func danglingAction() {
    let action = #"<action selector="startTimer:" destination="vc9" eventType="touchUpInside" id="a1"/>"#
    #expect(
      problems(Self.storyboard(buttonConnection: action)) == [
        .unknownReference(element: "action", attribute: "destination", id: "vc9", name: "startTimer:", location: at(12))
      ])
  }

  @Test("a segue to nowhere names its identifier")
  func danglingSegue() {
    let segue = #"<segue destination="vc7" kind="show" identifier="showDetail" id="g1"/>"#
    let found = problems(Self.storyboard(buttonConnection: segue))
    #expect(
      found == [
        .unknownReference(element: "segue", attribute: "destination", id: "vc7", name: "showDetail", location: at(12))
      ])
    #expect(found.first?.message.hasPrefix("the segue \"showDetail\" leads to \"vc7\"") == true)
  }

  @Test("the initial view controller must be one the document defines")
  func danglingInitial() {
    let found = problems(Self.storyboard(initial: "BYZ-38-t0r"))
    #expect(
      found == [
        .unknownReference(
          element: "document", attribute: "initialViewController", id: "BYZ-38-t0r", name: nil, location: at(2))
      ])
    #expect(found.first?.message.contains("Is Initial View Controller") == true)
  }

  @Test("a constraint's items must be views the document defines")
  func danglingConstraint() {
    let constraint =
      #"<constraint firstItem="l1" firstAttribute="top" secondItem="gone" secondAttribute="top" id="c1"/>"#
    #expect(
      problems(Self.storyboard(constraint: constraint)) == [
        .unknownReference(element: "constraint", attribute: "secondItem", id: "gone", name: nil, location: at(17))
      ])
  }

  @Test("an unknown segue kind, with the nearest kind UIKit has")
  func unknownKind() {
    let found = problems(Self.storyboard(buttonConnection: #"<segue destination="vc2" kind="shw" id="g1"/>"#))
    #expect(found == [.unknownSegueKind(kind: "shw", suggestion: "show", location: at(12))])
    #expect(
      found.first?.message.hasPrefix("unknown segue kind \"shw\"; did you mean \"show\"? (UIKit's kinds: show,") == true
    )
    let short = problems(Self.storyboard(buttonConnection: #"<segue destination="vc2" kind="relation" id="g1"/>"#))
    #expect(short == [.unknownSegueKind(kind: "relation", suggestion: "relationship", location: at(12))])
    let far = problems(Self.storyboard(buttonConnection: #"<segue destination="vc2" kind="teleport" id="g1"/>"#))
    #expect(far == [.unknownSegueKind(kind: "teleport", suggestion: nil, location: at(12))])
  }

  @Test("a segue without a kind")
  func segueWithoutKind() {
    #expect(
      problems(Self.storyboard(buttonConnection: #"<segue destination="vc2" id="g1"/>"#)) == [
        .missingAttribute(element: "segue", attribute: "kind", location: at(12))
      ])
  }

  @Test("a connection without a destination")
  func outletWithoutDestination() {
    #expect(
      problems(Self.storyboard(controllerConnection: #"<outlet property="timeLeftLabel" id="o1"/>"#)) == [
        .missingAttribute(element: "outlet", attribute: "destination", location: at(21))
      ])
  }

  @Test("an unwind segue needs its unwindAction")
  func unwindWithoutAction() {
    #expect(
      problems(Self.storyboard(buttonConnection: #"<segue destination="x1" kind="unwind" id="g1"/>"#)) == [
        .unwindWithoutAction(location: at(12))
      ])
    let unwind = #"<segue destination="x1" kind="unwind" unwindAction="unwindToList:" id="g1"/>"#
    #expect(problems(Self.storyboard(buttonConnection: unwind)) == [])
  }

  @Test(
    "Xcode's deprecated kinds are accepted and behave as their adaptive kinds",
    arguments: [
      ("push", InterfaceSegueKind.show), ("modal", .presentation), ("replace", .showDetail),
      ("popover", .popoverPresentation),
    ])
  func deprecatedKinds(kind: String, adaptive: InterfaceSegueKind) throws {
    let segue = "<segue destination=\"vc2\" kind=\"\(kind)\" id=\"g1\"/>"
    #expect(problems(Self.storyboard(buttonConnection: segue)) == [])
    let known = try #require(InterfaceSegueKind(rawValue: kind))
    #expect(known.isDeprecated)
    #expect(known.adaptive == adaptive)
  }

  @Test("every problem is reported, in the file's order")
  func several() {
    let found = problems(
      Self.storyboard(
        initial: "nowhere", buttonConnection: #"<segue destination="vc2" kind="Show" id="g1"/>"#,
        controllerConnection: #"<outlet property="label" destination="l2" id="o1"/>"#))
    #expect(found.map(\.line) == [2, 12, 21])
    #expect(found[1] == .unknownSegueKind(kind: "Show", suggestion: "show", location: at(12)))
  }

  @Test("elements nested absurdly deep are refused, not recursed into")
  func tooDeep() {
    let depth = InterfaceXMLReader.depthLimit + 1
    let xml =
      "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">\n"
      + String(repeating: "<view>", count: depth) + String(repeating: "</view>", count: depth) + "</document>"
    #expect(
      problems(xml, fileName: "Deep.xib") == [
        .nestedTooDeep(limit: InterfaceXMLReader.depthLimit, location: at(2, "Deep.xib"))
      ])
  }

  @Test("a xib's placeholders are objects connections may point at")
  func xibPlaceholders() {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                  <connections>
                      <outlet property="view" destination="v1" id="o1"/>
                  </connections>
              </placeholder>
              <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
              <view id="v1">
                  <connections>
                      <outlet property="owner" destination="-3" id="o2"/>
                  </connections>
              </view>
          </objects>
      </document>
      """
    #expect(
      problems(xml, fileName: "View.xib") == [
        .unknownReference(
          element: "outlet", attribute: "destination", id: "-3", name: "owner", location: at(12, "View.xib"))
      ])
  }
}
