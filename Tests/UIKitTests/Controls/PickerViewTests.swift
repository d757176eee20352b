import Testing

@testable import UIKit

/// UIPickerView as Apple's documentation describes it: components and rows from the data
/// source, titles from the delegate, `didSelectRow` for a user's choice only, `reloadAllComponents`.
@MainActor
@Suite("UIPickerView — data source, delegate, selection and reloading", .serialized)
struct PickerViewTests {
  /// Colours in component 0, sizes in component 1.
  final class Source: UIPickerViewDataSource, UIPickerViewDelegate {
    var columns = [["Red", "Green", "Blue"], ["S", "M", "L", "XL"]]
    var selections: [String] = []

    func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
      columns[component].count
    }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
      columns[component][row]
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
      selections.append("\(component):\(row)")
    }
  }

  private func picker(_ source: Source) -> UIPickerView {
    let picker = UIPickerView()
    picker.dataSource = source
    picker.delegate = source
    return installOnScreen(picker, size: CGSize(width: 320, height: 216))
  }

  // Apple: numberOfComponents / numberOfRows(inComponent:) come from the data source; selectedRow is -1 only without rows.
  @Test("components and rows come from the data source; each component starts at row 0")
  func counts() {
    TestApp.reset()
    let source = Source()
    let picker = picker(source)
    #expect(picker.numberOfComponents == 2)
    #expect(picker.numberOfRows(inComponent: 1) == 4)
    #expect(picker.selectedRow(inComponent: 0) == 0)
    #expect(picker.selectedRow(inComponent: 5) == -1)
    #expect(UIPickerView().frame.size == CGSize(width: 320, height: 216))
  }

  // Apple: pickerView(_:didSelectRow:inComponent:) "Called by the picker view when the user selects a row".
  @Test("selectRow from code tells the delegate nothing; a user's pick does")
  func selection() throws {
    TestApp.reset()
    let source = Source()
    let picker = picker(source)
    picker.selectRow(2, inComponent: 0, animated: false)
    #expect(picker.selectedRow(inComponent: 0) == 2)
    #expect(source.selections.isEmpty)
    try AppDriver.pick("L", in: picker, component: nil)
    #expect(source.selections == ["1:2"])
    #expect(picker.selectedTitles == ["Blue", "L"])
    #expect(TestApp.log.contains("UIPickerView.select \"L\""))
  }

  @Test("the rows in view are labels, the selected one in the middle; a tap on another row picks it")
  func rowsInView() {
    TestApp.reset()
    let source = Source()
    let picker = picker(source)
    picker.layoutIfNeeded()
    let labels = picker.subviews.compactMap { $0 as? PickerRowLabel }
    #expect(labels.map(\.text).sorted { ($0 ?? "") < ($1 ?? "") } == ["Blue", "Green", "L", "M", "Red", "S"])
    let green = labels.first { $0.text == "Green" }
    #expect(abs((green?.frame.minY ?? 0) - 124) < 0.001, "the row under the middle one")
    AppDriver.tap(at: CGPoint(x: 20 + 80, y: 100 + 92 + 32 + 16))
    #expect(source.selections == ["0:1"])
  }

  // Apple: reloadAllComponents "Reloads all components of the picker view"; without it the picker shows what it loaded.
  @Test("changed data shows only after reloadAllComponents; the selection stays within the new rows")
  func reloading() {
    TestApp.reset()
    let source = Source()
    let picker = picker(source)
    picker.selectRow(2, inComponent: 0, animated: false)
    source.columns[0] = ["Black", "White"]
    #expect(picker.numberOfRows(inComponent: 0) == 3)
    picker.reloadAllComponents()
    #expect(picker.numberOfRows(inComponent: 0) == 2)
    #expect(picker.selectedRow(inComponent: 0) == 1)
  }

  @Test("a title two components share needs the component; an unknown one lists the rows")
  func ambiguous() {
    TestApp.reset()
    let source = Source()
    source.columns = [["1", "2"], ["1", "2"]]
    let picker = picker(source)
    #expect(throws: ControlStepError.ambiguousChoice("2", components: [0, 1])) {
      try AppDriver.pick("2", in: picker, component: nil)
    }
    #expect(throws: ControlStepError.noSuchChoice("3", in: "the picker", choices: ["1", "2", "1", "2"])) {
      try AppDriver.pick("3", in: picker, component: nil)
    }
  }
}
