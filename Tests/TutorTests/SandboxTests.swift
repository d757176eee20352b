import Foundation
import Testing
import TutorTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// docs/architecture.md "The sandbox": an app process has no network where the kernel allows a
/// network namespace, runs in its container with a scrubbed environment, on the lesson's device.
@Suite("tutor check — the app's sandbox and device", .serialized)
struct SandboxTests {
  /// A TCP listener on 127.0.0.1 in the test's own network namespace; answers its port.
  private func listen() throws -> (socket: Int32, port: UInt16) {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    let size = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, size) }
    }
    try #require(bound == 0 && Glibc.listen(descriptor, 4) == 0)
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    return (descriptor, UInt16(bigEndian: address.sin_port))
  }

  /// Learner code that connects to `port` on 127.0.0.1.
  private func connectingCode(port: UInt16) -> String {
    """
    import UIKit
    import Glibc

    func reachTestListener() -> Bool {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(\(port)).bigEndian
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }

    """
  }

  /// Whether this machine lets a process make a network namespace (as root, or through an
  /// unprivileged user namespace).
  private func kernelAllowsNetworkNamespaces() throws -> Bool {
    let probe = Process()
    probe.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
    probe.arguments = getuid() == 0 ? ["--net", "true"] : ["--user", "--map-root-user", "--net", "true"]
    probe.standardError = FileHandle.nullDevice
    try probe.run()
    probe.waitUntilExit()
    return probe.terminationStatus == 0
  }

  @Test("the app cannot reach a listener on the machine's loopback; it runs in its container")
  func noNetwork() throws {
    let (listener, port) = try listen()
    defer { close(listener) }
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-net-\(UUID().uuidString)")
    let folder = root.appendingPathComponent("runner/network")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try connectingCode(port: port).write(
      to: folder.appendingPathComponent("Network.swift"), atomically: true, encoding: .utf8)
    let run = try runTutor([
      "check", "runner/network", "--lessons", RunnerEndToEndTests.lessons, "--workspace", root.path,
    ])
    #expect(run.stdout.contains("  ✓ The app's working directory and home are its container\n"), "\(run.stdout)")
    if try kernelAllowsNetworkNamespaces() {
      #expect(run.status == 0, "\(run.stdout)")
      #expect(run.stdout.contains("      ✓ a connection to the test's listener fails\n"))
    } else {
      // docs/architecture.md: where the kernel allows no namespace, the other limits still hold; the
      // check says so by failing, and that is the whole difference.
      #expect(run.stdout.contains("      ✗ the app runs in a network namespace of its own\n"))
    }
  }

  @Test("an app runs on the lesson's device (device: iphone-se), for step and Swift checks alike")
  func lessonDevice() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-device-\(UUID().uuidString)")
    let folder = root.appendingPathComponent("device/size")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try """
    import UIKit
    class SizeViewController: UIViewController {
        let size = UILabel(frame: CGRect(x: 10, y: 100, width: 200, height: 30))
        override func viewDidLoad() {
            super.viewDidLoad()
            size.accessibilityIdentifier = "size"
            view.addSubview(size)
        }
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            size.text = "\\(Int(view.bounds.width))x\\(Int(view.bounds.height))"
        }
    }
    """.write(to: folder.appendingPathComponent("Size.swift"), atomically: true, encoding: .utf8)
    let run = try runTutor([
      "check", "device/size", "--lessons", RunnerEndToEndTests.lessons, "--workspace", root.path,
    ])
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.hasSuffix("  2 of 2 checks passed\n"))
  }
}
