// Prints issue 17's storyboard figures: a 20-scene storyboard (a navigation controller, then
// scenes of labels and buttons with constraints, each with a show segue to the next) compiled by
// the tool as a build does, decoded by the runtime, and its initial controller instantiated with
// its view loaded and laid out. Run through Benchmarks/storyboard.sh (debug build: the goal,
// < 10 ms to load the initial controller, is for the debug runtime).
import Foundation
import InterfaceFiles
import InterfaceModel
import UIKit

/// The storyboard's XML, as Xcode writes scenes.
func storyboardXML(scenes: Int) -> String {
  var xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" \
    targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="NAV">
    <scenes>
    <scene sceneID="S-NAV"><objects>
    <navigationController id="NAV" sceneMemberID="viewController">
    <navigationBar key="navigationBar" contentMode="scaleToFill" id="NB"><autoresizingMask key="autoresizingMask"/></navigationBar>
    <connections><segue destination="VC0" kind="relationship" relationship="rootViewController" id="R0"/></connections>
    </navigationController>
    <placeholder placeholderIdentifier="IBFirstResponder" id="FR-NAV" sceneMemberID="firstResponder"/>
    </objects></scene>

    """
  for scene in 0..<scenes {
    var subviews = ""
    var constraints = ""
    for item in 0..<8 {
      let id = "V\(scene)-\(item)"
      let isButton = item % 2 == 1
      let above = item == 0 ? "SA\(scene)" : "V\(scene)-\(item - 1)"
      let aboveAttribute = item == 0 ? "top" : "bottom"
      if isButton {
        let segue =
          item == 1 && scene + 1 < scenes
          ? "<connections><segue destination=\"VC\(scene + 1)\" kind=\"show\" identifier=\"next\" id=\"G\(scene)\"/></connections>"
          : ""
        subviews += """
          <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
          <state key="normal" title="Button \(item)"/>\(segue)</button>

          """
      } else {
        subviews += """
          <label opaque="NO" text="Label \(item)" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
          <fontDescription key="fontDescription" type="system" pointSize="17"/><nil key="textColor"/></label>

          """
      }
      constraints += """
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="\(above)" secondAttribute="\(aboveAttribute)" constant="12" id="CT\(scene)-\(item)"/>
        <constraint firstItem="\(id)" firstAttribute="centerX" secondItem="SA\(scene)" secondAttribute="centerX" id="CX\(scene)-\(item)"/>

        """
    }
    xml += """
      <scene sceneID="S\(scene)"><objects>
      <viewController id="VC\(scene)" sceneMemberID="viewController">
      <view key="view" contentMode="scaleToFill" id="VIEW\(scene)">
      <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
      <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
      <subviews>\(subviews)</subviews>
      <viewLayoutGuide key="safeArea" id="SA\(scene)"/>
      <color key="backgroundColor" systemColor="systemBackgroundColor"/>
      <constraints>\(constraints)</constraints>
      </view>
      <navigationItem key="navigationItem" title="Scene \(scene)" id="NI\(scene)"/>
      </viewController>
      <placeholder placeholderIdentifier="IBFirstResponder" id="FR\(scene)" sceneMemberID="firstResponder"/>
      </objects></scene>

      """
  }
  return xml + "</scenes></document>\n"
}

/// Median of `runs` timings of `body`, in milliseconds.
@MainActor
func median(runs: Int, _ body: () throws -> Void) rethrows -> Double {
  var samples: [Double] = []
  for _ in 0..<runs {
    let start = ContinuousClock.now
    try body()
    let elapsed = ContinuousClock.now - start
    samples.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
  }
  return samples.sorted()[samples.count / 2]
}

MainActor.assumeIsolated {
  do {
    let xml = Data(storyboardXML(scenes: 20).utf8)
    var compiled = Data()
    let compile = try median(runs: 11) { compiled = try InterfaceFile.compile(xml, fileName: "Main.storyboard") }
    var document: InterfaceDocument?
    let decode = try median(runs: 11) {
      document = try InterfaceDocument(compiled: [UInt8](compiled))
    }
    let load = median(runs: 11) {
      AppDriver.reset()
      UIStoryboard.given["Main"] = document
      let navigation = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
      let window = UIWindow()
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      AppDriver.settle()
    }
    print(
      String(format: "20-scene storyboard (%d KiB XML): compiled by the tool in %.1f ms", xml.count / 1024, compile))
    print(String(format: "decoded by the runtime in %.1f ms", decode))
    print(String(format: "initial controller made, its view loaded and laid out in %.1f ms", load))
    print(String(format: "first load in all (decode + initial controller): %.1f ms (goal: < 10 ms)", decode + load))
  } catch {
    print("the benchmark's storyboard did not compile: \(error)")
    exit(1)
  }
}
