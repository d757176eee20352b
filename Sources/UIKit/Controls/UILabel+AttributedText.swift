import Foundation

extension UILabel {
  /// The label's own style as attributes, for `attributedText` of plain text.
  var plainAttributes: [NSAttributedString.Key: Any] {
    var attributes: [NSAttributedString.Key: Any] = [:]
    attributes[.font] = font
    attributes[.foregroundColor] = textColor
    return attributes
  }

  /// Takes the font, colour and alignment an attributed text's first character has.
  func adopt(_ attributes: [NSAttributedString.Key: Any]) {
    if let font = attributes[.font] as? UIFont { self.font = font }
    if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
    if let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle { textAlignment = paragraph.alignment }
  }
}

extension UITextField {
  /// The field's text with its font and colour, as UIKit's `attributedText`; setting it sets
  /// the text (the styles are not kept: a field shows one font).
  public var attributedText: NSAttributedString? {
    get {
      var attributes: [NSAttributedString.Key: Any] = [:]
      attributes[.font] = font
      attributes[.foregroundColor] = textColor
      return NSAttributedString(string: text ?? "", attributes: attributes)
    }
    set {
      text = newValue?.string
      if let font = newValue?.leadingAttributes[.font] as? UIFont { self.font = font }
    }
  }

  /// The placeholder with its styles, as UIKit's `attributedPlaceholder`.
  public var attributedPlaceholder: NSAttributedString? {
    get { placeholder.map { NSAttributedString(string: $0) } }
    set { placeholder = newValue?.string }
  }
}

extension UITextView {
  /// The text view's text with its font, as UIKit's `attributedText`; setting it sets the text.
  public var attributedText: NSAttributedString! {
    get {
      var attributes: [NSAttributedString.Key: Any] = [:]
      attributes[.font] = font
      return NSAttributedString(string: text ?? "", attributes: attributes)
    }
    set {
      text = newValue?.string ?? ""
      if let font = newValue?.leadingAttributes[.font] as? UIFont { self.font = font }
    }
  }
}

extension UIButton {
  /// Sets the styled title for `state`; it is shown instead of the plain title, as on iOS.
  public func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
    attributedTitles[state.rawValue] = title
    titleLabel?.text = displayedTitle
    invalidateIntrinsicContentSize()
  }

  /// The styled title for `state`, falling back to the normal state's.
  public func attributedTitle(for state: State) -> NSAttributedString? {
    attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
  }

  public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

  /// What the button shows: the styled title's characters when it has one, else the title.
  var displayedTitle: String? { currentAttributedTitle?.string ?? currentTitle }
}
