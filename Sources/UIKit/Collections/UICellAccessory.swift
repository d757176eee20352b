import Foundation

/// Something a list cell shows beside its content, as UIKit's `UICellAccessory` (iOS 14): a
/// disclosure indicator, a checkmark, a delete or insert control, a reorder handle, a
/// multi-select circle, an outline disclosure, a detail (info) button, a label or a view of the
/// app's. Each is displayed always, only while the collection view is editing, or only while it
/// is not.
@MainActor
public struct UICellAccessory {
  /// When the accessory shows.
  public enum DisplayedState: Int, Sendable {
    case always, whenEditing, whenNotEditing
  }

  public typealias ActionHandler = () -> Void

  /// Options the accessories share (UIKit gives each kind its own options type with these).
  public struct Options {
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension?
    public var tintColor: UIColor?
    public var backgroundColor: UIColor?

    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      backgroundColor: UIColor? = nil
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  public typealias DisclosureIndicatorOptions = Options
  public typealias CheckmarkOptions = Options
  public typealias DeleteOptions = Options
  public typealias InsertOptions = Options
  public typealias ReorderOptions = Options
  public typealias MultiselectOptions = Options
  public typealias OutlineDisclosureOptions = Options
  public typealias LabelOptions = Options
  public typealias DetailOptions = Options

  /// The width an accessory keeps for itself.
  public enum LayoutDimension: Sendable {
    case standard, actual
    case custom(CGFloat)
  }

  /// Whether an accessory sits before the content or after it.
  enum Side {
    case leading, trailing
  }

  /// What the accessory is; `name` is how the snapshot reports it.
  enum Kind {
    case disclosureIndicator, checkmark, delete, insert, reorder, multiselect, outlineDisclosure, detail
    case label(String)
    case customView(UIView, Side)
  }

  let kind: Kind
  public let displayed: DisplayedState
  let options: Options
  let actionHandler: ActionHandler?

  public static func disclosureIndicator(displayed: DisplayedState = .always, options: Options = Options()) -> Self {
    Self(kind: .disclosureIndicator, displayed: displayed, options: options, actionHandler: nil)
  }

  public static func checkmark(displayed: DisplayedState = .always, options: Options = Options()) -> Self {
    Self(kind: .checkmark, displayed: displayed, options: options, actionHandler: nil)
  }

  /// A delete control; tapped, it runs `actionHandler`, or shows the row's trailing swipe actions.
  public static func delete(
    displayed: DisplayedState = .whenEditing, options: Options = Options(), actionHandler: ActionHandler? = nil
  ) -> Self {
    Self(kind: .delete, displayed: displayed, options: options, actionHandler: actionHandler)
  }

  public static func insert(
    displayed: DisplayedState = .whenEditing, options: Options = Options(), actionHandler: ActionHandler? = nil
  ) -> Self {
    Self(kind: .insert, displayed: displayed, options: options, actionHandler: actionHandler)
  }

  public static func reorder(displayed: DisplayedState = .whenEditing, options: Options = Options()) -> Self {
    Self(kind: .reorder, displayed: displayed, options: options, actionHandler: nil)
  }

  public static func multiselect(displayed: DisplayedState = .whenEditing, options: Options = Options()) -> Self {
    Self(kind: .multiselect, displayed: displayed, options: options, actionHandler: nil)
  }

  public static func outlineDisclosure(
    displayed: DisplayedState = .always, options: Options = Options(), actionHandler: ActionHandler? = nil
  ) -> Self {
    Self(kind: .outlineDisclosure, displayed: displayed, options: options, actionHandler: actionHandler)
  }

  public static func detail(
    displayed: DisplayedState = .always, options: Options = Options(), actionHandler: ActionHandler? = nil
  ) -> Self {
    Self(kind: .detail, displayed: displayed, options: options, actionHandler: actionHandler)
  }

  public static func label(text: String, displayed: DisplayedState = .always, options: Options = Options()) -> Self {
    Self(kind: .label(text), displayed: displayed, options: options, actionHandler: nil)
  }

  /// An accessory of the app's own view.
  public static func customView(configuration: CustomViewConfiguration) -> Self {
    Self(
      kind: .customView(configuration.customView, configuration.side), displayed: configuration.displayed,
      options: Options(isHidden: configuration.isHidden), actionHandler: nil)
  }

  /// The view and where it goes, as UIKit's `UICellAccessory.CustomViewConfiguration`.
  public struct CustomViewConfiguration {
    public var customView: UIView
    public var placement: Placement
    public var isHidden: Bool?

    public init(customView: UIView, placement: Placement, isHidden: Bool? = nil) {
      self.customView = customView
      self.placement = placement
      self.isHidden = isHidden
    }

    var displayed: DisplayedState {
      switch placement {
      case .leading(let displayed), .trailing(let displayed): displayed
      }
    }

    var side: Side {
      if case .leading = placement { return .leading }
      return .trailing
    }
  }

  /// Where a custom view goes.
  public enum Placement {
    case leading(displayed: DisplayedState = .always)
    case trailing(displayed: DisplayedState = .always)
  }

  /// Whether it shows now.
  func isShown(editing: Bool) -> Bool {
    guard options.isHidden != true else { return false }
    switch displayed {
    case .always: return true
    case .whenEditing: return editing
    case .whenNotEditing: return !editing
    }
  }

  var side: Side {
    switch kind {
    case .delete, .insert, .multiselect: .leading
    case .customView(_, let side): side
    default: .trailing
    }
  }

  /// Its name in the snapshot (as a table cell's accessory type is named).
  var name: String {
    switch kind {
    case .disclosureIndicator: "disclosureIndicator"
    case .checkmark: "checkmark"
    case .delete: "delete"
    case .insert: "insert"
    case .reorder: "reorder"
    case .multiselect: "multiselect"
    case .outlineDisclosure: "outlineDisclosure"
    case .detail: "detail"
    case .label: "label"
    case .customView: "customView"
    }
  }
}
