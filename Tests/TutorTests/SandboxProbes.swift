import Foundation

/// The attacks a malicious learner tried on `tutor grade` (issue 13), as Swift a learner could
/// hand in: each is the body of `attack()`, which the fixture lesson calls from `viewDidLoad`.
/// Each prints `probe NAME: OPEN` when the attack got through and `probe NAME: blocked` when not;
/// the tests judge by the victim's side (files, scores, listeners), not only by these lines.
struct SandboxProbes {
  /// Paths and ports the attacks aim at.
  let victimFile: String
  /// The folder of the victim's file (a link to it is planted in a container).
  var victimFolder: String { (victimFile as NSString).deletingLastPathComponent }
  let lessonFile: String
  let reportFile: String
  let unixSocket: String
  let tcpPort: UInt16

  /// Code every attacker's file starts with: the honest greeting and small helpers.
  static let prelude = #"""
    import UIKit
    import Glibc

    func greeting() -> String { "Hello" }
    func report(_ probe: String, _ opened: Bool) { print("probe \(probe): \(opened ? "OPEN" : "blocked")") }
    func readText(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 65536)
        let count = read(descriptor, &bytes, bytes.count)
        return count >= 0 ? String(decoding: bytes[0..<count], as: UTF8.self) : nil
    }
    func writeText(_ text: String, to descriptor: Int32) -> Bool {
        Array(text.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } > 0
    }
    /// A C function looked up by name (the attacker's way around Swift's missing declarations).
    func cFunction<T>(_ name: String, as type: T.Type) -> T? {
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), name).map { unsafeBitCast($0, to: type) }
    }
    // ptrace is variadic in C, so Swift sees none: the attacker looks it up.
    func rawPtrace(_ request: Int32, _ pid: pid_t, _ address: UnsafeMutableRawPointer?, _ data: UnsafeMutableRawPointer?) -> Int {
        typealias Ptrace = @convention(c) (Int32, pid_t, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Int
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "ptrace") else { return -1 }
        return unsafeBitCast(symbol, to: Ptrace.self)(request, pid, address, data)
    }

    """#

  /// The attacks by name.
  var attacks: [String: String] {
    [
      "write-other": """
      let descriptor = open("\(victimFile)", O_WRONLY | O_TRUNC)
      report("write-other", descriptor >= 0 && writeText("broken", to: descriptor))
      """,
      "replace-binary": """
      var replaced = false
      let own = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
      let builds = ((own as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
      for entry in (try? FileManager.default.contentsOfDirectory(atPath: builds)) ?? [] {
          let app = builds + "/" + entry + "/app"
          if app == own { continue }
          let descriptor = open(app, O_WRONLY | O_TRUNC)
          if descriptor >= 0 { replaced = writeText("#!/bin/sh\\nexit 1\\n", to: descriptor) || replaced }
          if unlink(app) == 0 { replaced = true }
      }
      report("replace-binary", replaced)
      """,
      "daemon": """
      let child = fork()
      if child == 0 {
          _ = setsid()
          sleep(2)
          let descriptor = open("\(reportFile)", O_WRONLY | O_TRUNC)
          _ = writeText("FORGED-REPORT", to: descriptor)
          exit(0)
      }
      report("daemon", child > 0)
      report("setsid", setsid() >= 0)
      """,
      "read-lesson": """
      let text = readText("\(lessonFile)")
      report("read-lesson", text != nil)
      print(text ?? "")
      """,
      "read-other": """
      let text = readText("\(victimFile)")
      report("read-other", text != nil)
      print(text ?? "")
      """,
      "environ": """
      let text = readText("/proc/\\(getppid())/environ")
      report("environ", text != nil)
      print(text ?? "")
      """,
      "signal": """
      report("ptrace", rawPtrace(16, getppid(), nil, nil) == 0)
      report("signal", kill(getppid(), SIGKILL) == 0)
      """,
      "unix-socket": """
      let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
      var address = sockaddr_un()
      address.sun_family = sa_family_t(AF_UNIX)
      withUnsafeMutableBytes(of: &address.sun_path) { buffer in
          for (index, byte) in "\(unixSocket)".utf8.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
      }
      let connected = withUnsafePointer(to: &address) {
          $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
              connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) == 0
          }
      }
      report("unix-socket", descriptor >= 0 && connected)
      """,
      "tcp": """
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      address.sin_port = UInt16(\(tcpPort)).bigEndian
      let connected = withUnsafePointer(to: &address) {
          $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
              connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
          }
      }
      report("tcp", descriptor >= 0 && connected)
      """,
      "fork-bomb": """
      var started = 0
      for _ in 0..<200 {
          let child = fork()
          if child == 0 { sleep(30); exit(0) }
          if child > 0 { started += 1 }
      }
      report("fork-bomb", started > 0)
      """,
      "pipes": """
      // Every descriptor but the app's own: another session's pipes would be here if inherited.
      var foreign = 0
      for descriptor in Int32(3)..<1024 where descriptor != 100 && descriptor != 101 {
          var status = stat()
          guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFIFO else { continue }
          foreign += 1
          _ = writeText("{\\"id\\":1,\\"ok\\":false,\\"error\\":\\"hijacked\\"}\\n", to: descriptor)
      }
      report("pipes", foreign > 0)
      """,
      "output-swap": """
      // The file the app's output goes to, found through its own descriptor, replaced by a
      // pipe (the grader would hang reading it) or a link (it would read or write elsewhere).
      let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/1")) ?? ""
      let swapped = unlink(target) == 0 && (mkfifo(target, 0o600) == 0 || symlink("\(lessonFile)", target) == 0)
      report("output-swap", swapped)
      """,
      "links-in-container": """
      // Links the grader (root) might follow when it gives, measures or removes the container.
      let home = NSHomeDirectory()
      let planted = symlink("\(victimFolder)", home + "/Documents/escape") == 0
          && symlink("\(victimFile)", home + "/Library/victim.sqlite") == 0
      print("planted links: \\(planted)")
      report("links-in-container", false)
      """,
      "ipc": """
      let shared = shmget(0x7475746f, 4096, IPC_CREAT | 0o666)
      let queue = msgget(0x7475746f, IPC_CREAT | 0o666)
      typealias MemoryFile = @convention(c) (UnsafePointer<CChar>, UInt32) -> Int32
      let memory = cFunction("memfd_create", as: MemoryFile.self).map { $0("x", 0) } ?? -1
      typealias Watch = @convention(c) (Int32) -> Int32
      let watch = cFunction("inotify_init1", as: Watch.self).map { $0(0) } ?? -1
      var pair: [Int32] = [0, 0]
      let sockets = socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair)
      report("ipc", shared >= 0 || queue >= 0 || memory >= 0 || watch >= 0 || sockets == 0)
      """,
      "fill-requests": """
      // The driver's request pipe reopened for writing and filled: the grader's next write
      // must give up at the step limit, not hang.
      let descriptor = open("/proc/self/fd/100", O_WRONLY | O_NONBLOCK)
      if descriptor >= 0 { for _ in 0..<64 { _ = writeText(String(repeating: "x", count: 4096), to: descriptor) } }
      report("fill-requests", descriptor >= 0)
      """,
      "prlimit-parent": """
      // Another process's limits (the runner's, or a learner's app on the same user): CPU 0 would
      // kill it at once.
      typealias Prlimit = @convention(c) (pid_t, Int32, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Int32
      var none: [UInt64] = [0, 0]
      let changed = none.withUnsafeBytes { bytes in
          cFunction("prlimit", as: Prlimit.self).map { $0(getppid(), 0, bytes.baseAddress, nil) == 0 } ?? false
      }
      report("prlimit-parent", changed)
      """,
      "forge-launch": """
      _ = writeText("{\\"id\\":1,\\"ok\\":true}\\n", to: 101)
      """,
    ]
  }

  /// The forger of a Swift check's result: a wrong greeting that answers for the check itself.
  static let swiftCheckForger = #"""
    import UIKit
    import Glibc

    var forged = false
    func greeting() -> String {
        // Called by the hidden Swift check: answer for it before the driver does.
        if !forged {
            forged = true
            for id in 1...4 {
                let reply = "{\"id\":\(id),\"ok\":true,\"expectations\":[]}\n"
                _ = Array(reply.utf8).withUnsafeBytes { write(101, $0.baseAddress, $0.count) }
            }
        }
        return "Wrong"
    }
    func attack() {}

    """#

  /// An app host of the learner's own, under the name of Tutor's (the generated entry point
  /// once called it, so the real one never started).
  static let entryShadow = #"""
    import UIKit

    func greeting() -> String { "Hello" }
    func attack() { print("probe entry-shadow: blocked") }
    enum AppHostMain {
        static func run(delegate: Any?) -> Never {
            print("probe entry-shadow: OPEN")
            exit(0)
        }
    }

    """#

  /// The file an attacker hands in.
  func file(for attack: String) -> String {
    Self.prelude + "func attack() {\n" + (attacks[attack] ?? "") + "\n}\n"
  }
}
