import InterfaceModel

extension InterfaceDocument.Kind {
  /// The kind a file name's extension says (`Main.storyboard`, `RecipeCell.xib`), or nil for
  /// every other file.
  package init?(fileName: String) {
    if fileName.hasSuffix(".storyboard") {
      self = .storyboard
    } else if fileName.hasSuffix(".xib") {
      self = .xib
    } else {
      return nil
    }
  }

  /// The kind a `<document type="…">` names, or nil when it is not an iOS Interface Builder one.
  package init?(documentType: String) {
    switch documentType {
    case Self.storyboard.documentType: self = .storyboard
    case Self.xib.documentType: self = .xib
    default: return nil
    }
  }

  /// The `type` of the `<document>` Xcode writes for this kind of iOS file.
  package var documentType: String {
    switch self {
    case .storyboard: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
    case .xib: "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
    }
  }

  /// The source file's extension: `storyboard` or `xib`.
  package var fileExtension: String { rawValue }

  /// The kind in words, for messages.
  package var noun: String { rawValue }
}
