internal import CRuntimeSupport
import Foundation

/// Makes the views a collection view registers by class, as UIKit's `[[cls alloc]
/// initWithFrame:]`: through the class's own `init(frame:)`, which a learner's cell overrides
/// without `required` (so no metatype could call it in Swift). A class that declares other
/// designated initializers and not `init(frame:)` cannot be made so; UIKit stops such an app
/// with Swift's "Use of unimplemented initializer" message, and so does this.
@MainActor
enum ReusableViewFactory {
  static func make<View: UIView>(_ type: View.Type, frame: CGRect = .zero) -> View {
    let metatype = unsafeBitCast(type as AnyClass, to: UnsafeMutableRawPointer.self)
    guard let initializer = tutor_view_allocating_init_frame(metatype), !inheritsWithoutOverride(type, initializer)
    else {
      fatalError("Fatal error: Use of unimplemented initializer 'init(frame:)' for class '\(String(reflecting: type))'")
    }
    guard
      let object = tutor_call_view_init_frame(
        initializer, metatype, Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height)),
      let view = Unmanaged<AnyObject>.fromOpaque(object).takeRetainedValue() as? View
    else {
      fatalError("Fatal error: \(String(reflecting: type)).init(frame:) did not return a view")
    }
    return view
  }

  /// True when `type`'s `init(frame:)` entry is its superclass's: the class declares designated
  /// initializers of its own and did not inherit `init(frame:)`, so calling the entry would leave
  /// its stored properties uninitialized.
  private static func inheritsWithoutOverride(_ type: AnyClass, _ initializer: UnsafeRawPointer) -> Bool {
    guard type != UIView.self, let superclass = _getSuperclass(type) else { return false }
    let superMetatype = unsafeBitCast(superclass, to: UnsafeMutableRawPointer.self)
    return tutor_view_allocating_init_frame(superMetatype) == initializer
  }
}
