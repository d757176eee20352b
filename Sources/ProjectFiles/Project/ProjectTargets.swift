/// A target of an Xcode project that Tutor can build and run: an iOS app
/// (`com.apple.product-type.application`), with the files its build phases (or its synchronized
/// folders) make it from.
package struct AppTarget: Sendable, Equatable {
  /// The target's name, as Xcode's scheme menu shows it.
  package var name: String
  /// The product's name (PRODUCT_NAME expanded): the app's executable and module name come from it.
  package var productName: String
  /// The Swift files the target compiles, relative to the project folder, in the build phase's order.
  package var sources: [String]
  /// The files and folders the target copies into the app bundle.
  package var resources: [ProjectResource]
  /// The target's Info.plist (INFOPLIST_FILE), relative to the project folder; nil when the build
  /// generates the whole file from settings.
  package var infoPlistPath: String?
  /// The Debug configuration's build settings, the target's over the project's, with TARGET_NAME.
  package var buildSettings: [String: String]
  /// What the target holds that Tutor leaves out (Objective-C files, Swift packages), in words.
  package var notes: [String]
}

/// A file or folder an app target copies into its bundle.
package struct ProjectResource: Sendable, Equatable {
  /// Where it is on disk: relative to the project folder, or absolute when the project says so.
  package var path: String
  /// Where it goes inside the `.app`: its name, with its `.lproj` folder when it is localized
  /// (`Base.lproj/Main.storyboard`).
  package var bundlePath: String
}

/// A target Tutor does not run (tests, watch apps, extensions, widgets, frameworks), and why.
package struct SkippedTarget: Sendable, Equatable {
  package var name: String
  /// Xcode's product type, `com.apple.product-type.bundle.unit-test`; empty for aggregate targets.
  package var productType: String
  /// Why it is skipped, in words: "a unit test bundle: Tutor runs the app, not XCTest".
  package var reason: String

  /// The reason for skipping a target of `productType`.
  static func reason(forProductType productType: String) -> String {
    switch productType {
    case "com.apple.product-type.bundle.unit-test": "a unit test bundle: Tutor runs the app itself, not XCTest"
    case "com.apple.product-type.bundle.ui-testing": "a UI test bundle: Tutor drives the app with its own checks"
    case let type where type.contains("watch"): "a watchOS app or extension: Tutor runs iOS apps"
    case let type where type.contains("app-extension") || type.contains("extensionkit"):
      "an app extension (a widget, share or keyboard extension): Tutor runs the app only"
    case let type where type.contains("framework") || type.contains("library"):
      "a framework or library: Tutor builds the app's own sources only"
    case let type where type.contains("messages"): "an iMessage app: Tutor runs iOS apps only"
    case "": "an aggregate or external-build target: it builds no product Tutor can run"
    default: "its product type \(productType) is not an iOS app"
    }
  }
}
