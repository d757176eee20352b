internal import CRuntimeSupport
import DriverProtocol
import Foundation
internal import FoundationOriginals
import UIKit
import WebKit

#if canImport(Glibc)
  import Glibc
#endif

/// The app host: the run loop of an app process started by Tutor's runner.
///
/// Started by the runner, the driver protocol has descriptors of its own (100 for requests, 101
/// for replies, one JSON line each) and standard output is already the learner's output file.
/// Started by hand or by a test, the protocol uses standard input and output, and what the
/// learner's code prints goes to the file named by `TUTOR_APP_OUTPUT` (or to standard error).
public enum AppHostMain {
  /// Whether this process runs in a network namespace of its own (no network), entered before
  /// main() when the runner asked for it and the kernel allowed it.
  public static var isNetworkIsolated: Bool { tutorNetworkIsolated() == 1 }

  /// Serves the driver protocol for the rest of the process's life.
  @MainActor
  public static func run(delegate: UIApplicationDelegate?) -> Never {
    WallClock.startVirtual(continuousEpoch: realContinuousNanoseconds())
    // Swift concurrency on the main thread's turns and the virtual clock (VirtualExecutors), in
    // this process only: before the app launches, so every task the app starts uses them.
    VirtualExecutors.install()
    // UserDefaults live in the app container's Library/Preferences (HOME is the container).
    // (HOME itself, not NSHomeDirectory(), which on Linux answers the user's home from passwd.)
    if let home = ProcessInfo.processInfo.environment["HOME"], !home.isEmpty {
      UIKit.UserDefaults.preferencesFolder = URL(fileURLWithPath: home).appendingPathComponent("Library/Preferences")
    }
    // Storyboards' and xibs' <wkWebView> elements are WebKit's web views.
    WKWebView.registerInterfaceElements()
    // The only time the generated code's registrations are accepted (RegistrationWindow).
    RegistrationWindow.app.run { tutor_register_generated_hosts() }
    // Work queued on the real main queue (OperationQueue.main, Dispatch's own `.main` in
    // group.notify, tasks started on real threads) runs at the end of every turn, as the main run
    // loop would.
    MainThread.current.addEndOfTurnHook {
      // A few passes let blocks queued by blocks (and main-actor tasks' later steps) run too; the
      // turn repeats when they logged something or queued work, so layout follows them.
      let logged = EventLog.shared.entries.count
      for _ in 0..<8 { FoundationOriginals.runMainRunLoopOnce() }
      return EventLog.shared.entries.count != logged || MainThread.current.hasQueuedWork
    }
    let loop = DriverLoop(delegate: delegate)
    let requests = tutorProtocolRequestsDescriptor()
    if requests >= 0 {
      // Started by the runner: the protocol has descriptors of its own, standard output is
      // already the learner's output file, and every reply carries the session's token.
      loop.token = takeProtocolToken()
      // Line by line, so what was printed before a crash is in the output, as in Xcode's console.
      tutor_line_buffer_stdout()
      loop.serve(
        input: FileHandle(fileDescriptor: requests, closeOnDealloc: true),
        output: FileHandle(fileDescriptor: tutorProtocolRepliesDescriptor(), closeOnDealloc: true))
    } else {
      // Started by hand or by a test: the protocol on standard input and output.
      let protocolOutput = FileHandle(fileDescriptor: dup(STDOUT_FILENO), closeOnDealloc: true)
      redirectLearnerOutput()
      loop.serve(input: FileHandle.standardInput, output: protocolOutput)
    }
    exit(0)
  }

  private static func takeProtocolToken() -> String? {
    var buffer = [CChar](repeating: 0, count: 96)
    let length = tutorProtocolTakeToken(&buffer, Int32(buffer.count))
    return length > 0 ? String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self) : nil
  }

  /// Sends fd 1 (what `print` writes) to `TUTOR_APP_OUTPUT`, or to standard error.
  private static func redirectLearnerOutput() {
    fflush(nil)
    var target = STDERR_FILENO
    if let path = ProcessInfo.processInfo.environment["TUTOR_APP_OUTPUT"] {
      let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
      if descriptor >= 0 { target = descriptor }
    }
    dup2(target, STDOUT_FILENO)
    // Line by line, so what was printed before a crash is in the output, as in Xcode's console.
    tutor_line_buffer_stdout()
  }
}

/// The entry point the runner generates for an app without one of its own. Reserved (`_tutor`):
/// no name in the learner's code can stand in for it, as a learner's `AppHostMain` could.
public func _tutorRunAppHost() -> Never {
  MainActor.assumeIsolated { AppHostMain.run(delegate: nil) }
}

/// Called by `UIApplicationMain` (found by name) with the app delegate it made, boxed.
@_cdecl("tutor_app_host_run")
public func tutorAppHostRun(_ delegateBox: UnsafeMutableRawPointer?) {
  // UIApplicationMain calls this on the main thread; the address is only a number until then.
  let address = delegateBox.map { UInt(bitPattern: $0) }
  MainActor.assumeIsolated {
    let box = address.flatMap { UnsafeMutableRawPointer(bitPattern: $0) }
    let delegate = box.map { Unmanaged<DelegateBox>.fromOpaque($0).takeRetainedValue().delegate }
    AppHostMain.run(delegate: delegate)
  }
}

/// CAppSandbox's answers, declared here rather than imported: learner apps import AppHost without
/// the C module's map, so AppHost's interface must not depend on it. (A C function of no
/// arguments returning an int is called the same way from Swift.)
@_silgen_name("tutor_network_isolated")
private func tutorNetworkIsolated() -> Int32
@_silgen_name("tutor_sandbox_next_refusal")
func tutorSandboxNextRefusal() -> UnsafePointer<CChar>?
@_silgen_name("tutor_protocol_take_token")
private func tutorProtocolTakeToken(_ buffer: UnsafeMutablePointer<CChar>, _ size: Int32) -> Int32
@_silgen_name("tutor_protocol_requests_descriptor")
private func tutorProtocolRequestsDescriptor() -> Int32
@_silgen_name("tutor_protocol_replies_descriptor")
private func tutorProtocolRepliesDescriptor() -> Int32
