import Foundation
import UIKit

/// The Safari view controller's delegate (SafariServices' `SFSafariViewControllerDelegate`):
/// told when the first page has loaded, or failed to, and when the user tapped Done and the
/// controller was dismissed. Every method is optional.
@MainActor
public protocol SFSafariViewControllerDelegate: AnyObject {
  func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
  func safariViewControllerDidFinish(_ controller: SFSafariViewController)
  func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL)
}

extension SFSafariViewControllerDelegate {
  public func safariViewController(
    _ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool
  ) {}
  public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
  public func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL) {}
}
