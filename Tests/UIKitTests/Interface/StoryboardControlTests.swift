import Foundation
import InterfaceModel
import Testing

@testable import UIKit

/// interface-files.md: the standard controls in a storyboard or xib are made as their UIKit
/// classes with what the inspector set — no longer plain stand-in views — and their actions and
/// data-source, delegate outlets connect as other controls' do.
@MainActor
@Suite("Storyboards — the standard controls", .serialized)
struct StoryboardControlTests {
  private func element(_ name: String, _ attributes: [String: String] = [:], _ children: [InterfaceElement] = [])
    -> InterfaceElement
  {
    InterfaceElement(name: name, attributes: attributes, children: children, line: 1)
  }

  private func load(_ elements: [InterfaceElement]) -> [AnyObject] {
    UINib.given["Controls"] = InterfaceDocument(
      kind: .xib, fileName: "Controls.xib", root: element("document", [:], [element("objects", [:], elements)]))
    return UINib(nibName: "Controls", bundle: nil).instantiate(withOwner: nil) as [AnyObject]
  }

  @Test("each control element makes its class with the inspector's values, and nothing stands in")
  func controls() throws {
    TestApp.reset()
    let objects = load([
      element(
        "segmentedControl", ["id": "SEG", "selectedSegmentIndex": "1", "momentary": "NO"],
        [element("segments", [:], [element("segment", ["title": "Day"]), element("segment", ["title": "Week"])])]),
      element("stepper", ["id": "STP", "value": "3", "minimumValue": "1", "maximumValue": "5", "wraps": "YES"]),
      element(
        "datePicker", ["id": "DTP", "datePickerMode": "time", "style": "wheels", "minuteInterval": "5"],
        [element("date", ["key": "date", "timeIntervalSinceReferenceDate": "788947200"])]),
      element("pickerView", ["id": "PKR"]),
      element("progressView", ["id": "PRG", "progress": "0.25", "progressViewStyle": "bar"]),
      element("activityIndicatorView", ["id": "ACT", "style": "large", "animating": "YES"]),
      element("pageControl", ["id": "PGC", "numberOfPages": "3", "currentPage": "2"]),
      element(
        "searchBar", ["id": "SRB", "placeholder": "Find", "showsCancelButton": "YES"],
        [element("scopeButtonTitles", [:], [InterfaceElement(name: "string", text: "All", line: 1)])]),
    ])
    #expect(!TestApp.log.contains { $0.contains("does not model") }, "\(TestApp.log)")
    let segments = try #require(objects[0] as? UISegmentedControl)
    #expect(segments.numberOfSegments == 2 && segments.titleForSegment(at: 1) == "Week")
    #expect(segments.selectedSegmentIndex == 1)
    let stepper = try #require(objects[1] as? UIStepper)
    #expect(stepper.value == 3 && stepper.minimumValue == 1 && stepper.maximumValue == 5 && stepper.wraps)
    let picker = try #require(objects[2] as? UIDatePicker)
    #expect(picker.datePickerMode == .time && picker.datePickerStyle == .wheels && picker.minuteInterval == 5)
    #expect(picker.date == Date(timeIntervalSinceReferenceDate: 788_947_200))
    #expect(objects[3] is UIPickerView)
    let progress = try #require(objects[4] as? UIProgressView)
    #expect(progress.progress == 0.25 && progress.progressViewStyle == .bar)
    let spinner = try #require(objects[5] as? UIActivityIndicatorView)
    #expect(spinner.style == .large && spinner.isAnimating && !spinner.isHidden)
    let pages = try #require(objects[6] as? UIPageControl)
    #expect(pages.numberOfPages == 3 && pages.currentPage == 2)
    let search = try #require(objects[7] as? UISearchBar)
    #expect(search.placeholder == "Find" && search.showsCancelButton && search.scopeButtonTitles == ["All"])
  }

  final class Owner: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 4 }
  }

  @Test("a picker's dataSource and delegate outlets connect to the owner")
  func pickerOutlets() throws {
    TestApp.reset()
    let owner = Owner()
    UINib.given["Picker"] = InterfaceDocument(
      kind: .xib, fileName: "Picker.xib",
      root: element(
        "document", [:],
        [
          element(
            "objects", [:],
            [
              element("placeholder", ["placeholderIdentifier": "IBFilesOwner", "id": "OWN"]),
              element(
                "pickerView", ["id": "PKR"],
                [
                  element(
                    "connections", [:],
                    [
                      element("outlet", ["property": "dataSource", "destination": "OWN", "id": "C1"]),
                      element("outlet", ["property": "delegate", "destination": "OWN", "id": "C2"]),
                    ])
                ]),
            ])
        ]))
    let objects = UINib(nibName: "Picker", bundle: nil).instantiate(withOwner: owner)
    let picker = try #require(objects.first as? UIPickerView)
    #expect(picker.dataSource === owner && picker.delegate === owner)
    #expect(picker.numberOfRows(inComponent: 0) == 4)
  }
}
