import Foundation

/// The general pasteboard, as UIKit's `UIPasteboard.general`: what was copied, within the app
/// (nothing is shared with other apps here).
@MainActor
public final class UIPasteboard {
  public static let general = UIPasteboard()

  private var items: [Any] = []

  /// The first string copied, if any; setting it replaces the contents.
  public var string: String? {
    get { strings?.first }
    set { items = newValue.map { [$0] } ?? [] }
  }

  public var strings: [String]? {
    get {
      let found = items.compactMap { $0 as? String }
      return found.isEmpty ? nil : found
    }
    set { items = newValue ?? [] }
  }

  public var url: URL? {
    get { items.lazy.compactMap { $0 as? URL }.first }
    set { items = newValue.map { [$0] } ?? [] }
  }

  public var image: UIImage? {
    get { items.lazy.compactMap { $0 as? UIImage }.first }
    set { items = newValue.map { [$0] } ?? [] }
  }

  public var hasStrings: Bool { strings != nil }
  public var hasURLs: Bool { url != nil }
  public var hasImages: Bool { image != nil }
  public var numberOfItems: Int { items.count }

  /// Replaces the contents with `objects` (strings, URLs, images), as a copy activity does.
  func copy(_ objects: [Any]) { items = objects }

  static func reset() { general.items = [] }
}
