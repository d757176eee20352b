internal import CRuntimeSupport
import Foundation

/// Starts the app, as UIKit's `UIApplicationMain`: makes the application object and the
/// delegate named by `delegateClassName`, runs the launch sequence and then serves the run loop
/// for the rest of the process's life. It never returns.
///
/// The run loop here is the app host's driver loop (module AppHost), which the runner links into
/// every app process; without it (a bare executable) the app launches, runs the current turn and
/// exits, since nothing could ever move the virtual clock.
///
/// Everything before the driver loop runs here, on the process's main thread, so `.main`-queue
/// notification blocks run inside `post` as they do on iOS.
///
/// It is not main-actor isolated (as on iOS, where synchronous top-level code in main.swift calls
/// it); it must be called on the main thread, which is where main.swift and `main()` run.
@discardableResult
public func UIApplicationMain(
  _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ principalClassName: String?,
  _ delegateClassName: String?
) -> Int32 {
  MainActor.assumeIsolated {
    // In an app process the wall clock is virtual from the start: the delegate's own
    // initializers already see virtual dates.
    if AppHostEntry.isLinked { WallClock.startVirtual() }
    let delegate = delegateClassName.flatMap { AppDelegateFactory.make(className: $0) }
    if AppHostEntry.isLinked {
      AppHostEntry.run(delegate)
    }
    Launcher.launch(delegate: delegate, rootController: nil)
    MainThread.current.runCurrentTurn()
  }
  exit(0)
}

/// Creates an app delegate from its class name, as Objective-C's `[[cls alloc] init]` would.
@MainActor
enum AppDelegateFactory {
  static func make(className: String) -> UIApplicationDelegate? {
    guard NSClassFromString(className) != nil else {
      fatalError(
        UIKitError.exception(
          "NSInternalInconsistencyException",
          "Unable to instantiate the UIApplication delegate instance. "
            + "No class named \(className) is loaded."))
    }
    guard let instance = ObjectFactory.make(className: className, role: "UIApplicationMain") else { return nil }
    guard let delegate = instance as? UIApplicationDelegate else {
      fatalError(
        UIKitError.exception(
          "NSInternalInconsistencyException", "\(className) does not conform to UIApplicationDelegate"))
    }
    return delegate
  }
}

/// How UIKit reaches the app host's driver loop: AppHost defines `tutor_app_host_run`, which
/// UIKit references weakly (see CRuntimeSupport/shim.h), since AppHost depends on UIKit.
@MainActor
enum AppHostEntry {
  static var isLinked: Bool { tutor_app_host_is_linked() != 0 }

  /// Hands the delegate (or nil) to the host; the host never returns.
  static func run(_ delegate: UIApplicationDelegate?) -> Never {
    let box = delegate.map { Unmanaged.passRetained(DelegateBox($0)).toOpaque() }
    tutor_app_host_start(box)
    exit(0)
  }
}

/// Carries the app delegate across the C boundary to the app host (not part of UIKit's API).
public final class DelegateBox {
  public let delegate: UIApplicationDelegate
  init(_ delegate: UIApplicationDelegate) { self.delegate = delegate }
}
