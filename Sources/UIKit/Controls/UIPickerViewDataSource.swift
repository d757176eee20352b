import Foundation

/// Supplies a picker view's components and their row counts, as UIKit's
/// `UIPickerViewDataSource`; both methods are required.
@MainActor
public protocol UIPickerViewDataSource: AnyObject {
  func numberOfComponents(in pickerView: UIPickerView) -> Int
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// Supplies a picker view's rows and hears about selections, as UIKit's `UIPickerViewDelegate`
/// (all optional). A row shows the view from `viewForRow` if there is one, else the attributed
/// title, else the title; a row with none of them is blank (UIKit draws a "?").
@MainActor
public protocol UIPickerViewDelegate: AnyObject {
  func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
  func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
  func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
    -> NSAttributedString?
  func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
  ) -> UIView
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
  /// 0 means "not answered": the picker shares its width among the components.
  public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 0 }
  /// 0 means "not answered": rows are the standard 32 points tall.
  public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 0 }
  public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    nil
  }
  public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
    -> NSAttributedString?
  { nil }
  /// The default answers a view the picker recognises as "not answered" (see `PickerRowViews`).
  public func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
  ) -> UIView { UIPickerView.unansweredRowView }
  public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
