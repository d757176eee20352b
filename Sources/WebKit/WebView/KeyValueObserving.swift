import Foundation
import UIKit

/// What a key-value observation reports (Foundation's `NSKeyValueObservingOptions`): the new
/// value, the old one, a first call with the current value (`initial`); `prior` is accepted and
/// ignored. Foundation on Linux has no key-value observing; web views offer it for the
/// properties WebKit documents as observable.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
  public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
  public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
  public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of change an observation reports (Foundation's `NSKeyValueChange`).
public enum NSKeyValueChange: UInt, Sendable {
  case setting = 1
  case insertion = 2
  case removal = 3
  case replacement = 4
}

/// One change of an observed property (Foundation's `NSKeyValueObservedChange`): `newValue` and
/// `oldValue` are there when the options asked for them.
public struct NSKeyValueObservedChange<Value> {
  public let kind: NSKeyValueChange
  public let newValue: Value?
  public let oldValue: Value?
  public let indexes: IndexSet?
  public let isPrior: Bool
}

/// A registration made by `observe(_:options:changeHandler:)` (Foundation's
/// `NSKeyValueObservation`): it lasts while the app keeps it, until `invalidate()`.
@MainActor
public final class NSKeyValueObservation {
  private weak var webView: WKWebView?

  init(webView: WKWebView) {
    self.webView = webView
  }

  /// Ends the observation: the handler is not called again.
  public func invalidate() {
    webView?.observers[ObjectIdentifier(self)] = nil
    webView = nil
  }

  isolated deinit {
    invalidate()
  }
}

extension WKWebView {
  /// Observes a property with Swift's key-path KVO, as on iOS: `title`, `url`, `isLoading`,
  /// `estimatedProgress`, `canGoBack`, `canGoForward` and `hasOnlySecureContent` report their
  /// changes, on the main thread, while the returned observation is kept.
  public func observe<Value>(
    _ keyPath: KeyPath<WKWebView, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping @MainActor (WKWebView, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    let observation = NSKeyValueObservation(webView: self)
    observers[ObjectIdentifier(observation)] = (
      keyPath,
      { [weak self] changed, oldValue in
        guard let self, changed == keyPath || Self.dependents[changed]?.contains(keyPath) == true else { return }
        let old = changed == keyPath ? oldValue as? Value : nil
        changeHandler(
          self,
          NSKeyValueObservedChange(
            kind: .setting, newValue: options.contains(.new) ? self[keyPath: keyPath] : nil,
            oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: false))
      }
    )
    if options.contains(.initial) {
      changeHandler(
        self,
        NSKeyValueObservedChange(
          kind: .setting, newValue: options.contains(.new) ? self[keyPath: keyPath] : nil, oldValue: nil,
          indexes: nil, isPrior: false))
    }
    return observation
  }

  /// Properties computed from another: when the key changes, they are reported too.
  static let dependents: [AnyKeyPath: [AnyKeyPath]] = [
    \WKWebView.url: [\WKWebView.canGoBack, \WKWebView.canGoForward, \WKWebView.hasOnlySecureContent]
  ]

  /// Tells the observers of `keyPath` (and of what depends on it) that it changed from `oldValue`.
  func notifyObservers(_ keyPath: AnyKeyPath, oldValue: Any?) {
    for (_, observer) in observers { observer.1(keyPath, oldValue) }
  }
}
