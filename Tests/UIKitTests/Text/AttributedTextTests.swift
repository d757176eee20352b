import Foundation
import Testing

@testable import UIKit

/// Attributed strings as UIKit uses them: its keys' raw values (`NSFont`, `NSColor`, …), and
/// `attributedText` on a label — Apple: "assigning a new value to this property also replaces the
/// value of the text property", and the label's font and colour take the text's; setting `text`
/// afterwards drops the styles. A button's attributed title is shown instead of its title.
@MainActor
@Suite("Attributed text")
struct AttributedTextTests {
  @Test("UIKit's keys have UIKit's raw values; underline styles are UIKit's option set")
  func keys() {
    #expect(NSAttributedString.Key.font.rawValue == "NSFont")
    #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
    #expect(NSAttributedString.Key.link.rawValue == "NSLink")
    #expect(NSUnderlineStyle.double.contains(.single))
  }

  @Test("a label's attributed text sets its text, font, colour and alignment; text drops the styles")
  func label() {
    let label = UILabel()
    let style = NSMutableParagraphStyle()
    style.alignment = .center
    let styled = NSMutableAttributedString(
      string: "Sale!",
      attributes: [
        .font: UIFont.boldSystemFont(ofSize: 24), .foregroundColor: UIColor.systemRed, .paragraphStyle: style,
      ])
    styled.addAttribute(
      .underlineStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 0, length: 4))
    label.attributedText = styled
    #expect(label.text == "Sale!")
    #expect(label.font.pointSize == 24)
    #expect(label.textColor == .systemRed)
    #expect(label.textAlignment == .center)
    #expect(label.attributedText === styled)
    label.text = "Plain"
    #expect(label.attributedText?.string == "Plain")
    #expect(label.attributedText?.attribute(.underlineStyle, at: 0, effectiveRange: nil) == nil)
  }

  @Test("a button shows its attributed title, per state")
  func button() {
    let button = UIButton(type: .system)
    button.setTitle("Plain", for: .normal)
    button.setAttributedTitle(NSAttributedString(string: "Styled"), for: .normal)
    #expect(button.visibleTitle == "Styled")
    #expect(button.currentTitle == "Plain")
    #expect(button.titleLabel?.text == "Styled")
    #expect(button.attributedTitle(for: .highlighted)?.string == "Styled")
  }
}
