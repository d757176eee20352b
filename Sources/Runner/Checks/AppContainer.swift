import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// An app's sandbox on disk, laid out like an iOS app container (`Documents/`,
/// `Library/Preferences/`, `Library/Application Support/`, `tmp/`), and the scrubbed
/// environment an app process runs with: its home, temporary folder and working directory are
/// inside the container, and nothing else of the tool's environment reaches learner code.
package final class AppContainer {
  package let folder: URL
  /// Where the learner's `print` output goes (across relaunches).
  package let outputFile: URL

  /// Variables passed through from the tool's environment: locale and time zone (so text and
  /// dates read as on the learner's machine), the virtual wall clock's start, and the search
  /// path (harmless, and some Foundation calls look at it).
  static let passedThrough = ["PATH", "LANG", "LC_ALL", "LC_CTYPE", "TZ", "TUTOR_WALL_CLOCK_START"]

  /// Which learner of a class the app belongs to (0 outside grading): as root, apps of
  /// different learners run as different users (Confinement).
  package let slot: Int

  /// Makes a fresh container in the system's temporary folder.
  package init(slot: Int = 0) {
    self.slot = slot
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-app-\(UUID().uuidString)")
    outputFile = folder.appendingPathComponent("output.txt")
    for path in ["Documents", "Library/Preferences", "Library/Application Support", "Library/Caches", "tmp"] {
      try? FileManager.default.createDirectory(
        at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
    }
  }

  deinit {
    if (try? FileManager.default.removeItem(at: folder)) == nil {
      // The app closed folders to itself (chmod 000): open them again, then remove everything.
      Self.openFolders(at: folder.path)
      try? FileManager.default.removeItem(at: folder)
    }
  }

  /// Makes `path` and every folder under it searchable and writable by their owner.
  private static func openFolders(at path: String) {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return }
    _ = chmod(path, 0o700)
    for entry in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
      openFolders(at: path + "/" + entry)
    }
  }

  /// Starts `executable` in this container, confined: its own network namespace, user (as
  /// root), Landlock and seccomp (CAppSandbox), its output appended to `outputFile`.
  package func start(_ executable: String) throws(RunnerError) -> AppConnection {
    let confinement = Confinement.forApp(slot: slot, reading: [executable])
    if let user = confinement.user { giveContainer(to: user) }
    return try AppConnection(
      executable: executable, environment: environment(for: executable), workingDirectory: folder.path,
      outputFile: outputFile.path, confinement: confinement)
  }

  /// Makes the container the app's user's (as root), so the app can write in it.
  private func giveContainer(to user: UInt32) {
    guard let paths = try? FileManager.default.subpathsOfDirectory(atPath: folder.path) else { return }
    for path in [folder.path] + paths.map({ folder.appendingPathComponent($0).path }) {
      _ = chown(path, user, user)
    }
    _ = chmod(folder.path, 0o700)
  }

  /// The app process's whole environment.
  package func environment(for executable: String) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment.filter { Self.passedThrough.contains($0.key) }
    environment["TUTOR_APP_OUTPUT"] = outputFile.path
    environment["HOME"] = folder.path
    environment["TMPDIR"] = folder.appendingPathComponent("tmp").path
    environment["XDG_CONFIG_HOME"] = folder.appendingPathComponent("Library/Preferences").path
    environment["XDG_DATA_HOME"] = folder.appendingPathComponent("Library/Application Support").path
    environment["XDG_CACHE_HOME"] = folder.appendingPathComponent("Library/Caches").path
    // The confinement the app applies to itself before main (CAppSandbox's confinement.c): no
    // network where the kernel allows, Landlock (read its own build folder, write its container),
    // seccomp, and the driver protocol on descriptors of its own.
    environment["TUTOR_PROTOCOL"] = "1"
    environment["TUTOR_NETWORK_SANDBOX"] = "1"
    environment["TUTOR_SANDBOX"] = "1"
    environment["TUTOR_SANDBOX_READ"] = (executable as NSString).deletingLastPathComponent
    environment["TUTOR_SANDBOX_WRITE"] = folder.path
    // A crash writes the crashed thread's raw frames, which the runner turns into files and lines
    // (CrashSymbolizer); Swift's own backtracer would need to start a program, which the
    // sandbox forbids.
    environment["SWIFT_BACKTRACE"] = "enable=no"
    return environment
  }

  /// The most an app may keep on disk in its container (grading.md "Sandbox and limits"); one file
  /// is further limited by the file-size limit (ResourceLimits).
  package static let diskLimitBytes = 256 << 20

  /// The bytes the container's files take on disk now (links are not followed).
  package var diskUsage: Int {
    var total = 0
    var status = stat()
    if let walker = FileManager.default.enumerator(atPath: folder.path) {
      for case let path as String in walker where lstat(folder.appendingPathComponent(path).path, &status) == 0 {
        total += Int(status.st_blocks) * 512
      }
    }
    return total
  }

  /// What the learner's code has printed so far, at most `OutputLimits.perCheck` bytes of it
  /// (its head and tail when it is longer).
  package var output: String { printed().text }

  /// What the learner's code has printed from byte `offset` of the output file on, as much as
  /// `OutputLimits` keeps; only those parts of the file are read.
  package func printed(from offset: Int = 0) -> PrintedOutput {
    PrintedOutput.read(outputFile, from: offset)
  }
}
