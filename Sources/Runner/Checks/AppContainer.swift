import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// An app's sandbox on disk, laid out like an iOS app container (`Documents/`,
/// `Library/Preferences/`, `Library/Application Support/`, `tmp/`), and the scrubbed
/// environment an app process runs with: its home, temporary folder and working directory are
/// inside the container, and nothing else of the tool's environment reaches learner code.
///
/// The container sits in a folder of the runner's, beside the file the app's output goes to:
///
///     $TMPDIR/tutor-runs-UID/      the runner's; others may pass through, not list it
///       PID-UUID/                  the runner's (0711); left by a runner that was killed, it
///                                  is removed by the next one
///         output.txt               what the app prints: opened once, by the runner; the app
///                                  has only the descriptor, never the path
///         container/               the app's (its user's, when the runner is root)
///
/// so nothing the app does in its container — links, pipes in place of files, folders closed to
/// their owner — can make the runner read, write, chown or remove anything else.
package final class AppContainer {
  package let folder: URL
  /// Where the learner's `print` output goes (across relaunches).
  package let outputFile: URL
  /// The run's folder: the container and the output file.
  private let runFolder: URL
  /// The output file, open for appending; each app process of the container writes to it.
  private let outputDescriptor: Int32
  /// The same file open for reading: the runner reads what was printed through it, never by name.
  private let outputReader: Int32
  /// Whether the container is a file system of its own, of the disk limit's size (ContainerDisk).
  private let hasOwnDisk: Bool
  /// The user the container was given to (as root), once, before any app ran in it; its apps
  /// run as that user (AppUsers hands it out and takes it back when the container goes).
  private var owner: UInt32?

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
    runFolder = Self.runsFolder.appendingPathComponent("\(getpid())-\(UUID().uuidString)")
    folder = runFolder.appendingPathComponent("container")
    outputFile = runFolder.appendingPathComponent("output.txt")
    _ = mkdir(runFolder.path, 0o711)
    _ = mkdir(folder.path, 0o700)
    hasOwnDisk = ContainerDisk.mount(on: folder.path)
    for path in ["Documents", "Library/Preferences", "Library/Application Support", "Library/Caches", "tmp"] {
      try? FileManager.default.createDirectory(
        at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
    }
    outputDescriptor = open(outputFile.path, O_WRONLY | O_CREAT | O_APPEND | O_NOFOLLOW | O_CLOEXEC, 0o600)
    outputReader = open(outputFile.path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
  }

  deinit {
    for descriptor in [outputDescriptor, outputReader] where descriptor >= 0 { close(descriptor) }
    if hasOwnDisk { ContainerDisk.unmount(folder.path) }
    ContainerTree.remove(runFolder.path)
    if let owner { AppUsers.shared.give(back: owner) }
  }

  /// `$TMPDIR/tutor-runs-UID`: made for this user, searchable by others (an app's user passes
  /// through to its container) but not readable, so no app can list or watch the others' runs.
  /// A folder of that name that is not this user's own real folder is not used.
  static let runsFolder: URL = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-runs-\(geteuid())")
    _ = mkdir(folder.path, 0o711)
    var status = stat()
    guard lstat(folder.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR, status.st_uid == geteuid() else {
      let own = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-runs-\(UUID().uuidString)")
      _ = mkdir(own.path, 0o711)
      return own
    }
    _ = chmod(folder.path, 0o711)
    removeLeftovers(in: folder)
    return folder
  }()

  /// Removes the runs of runners that have ended without removing them (killed by a CI timeout).
  private static func removeLeftovers(in folder: URL) {
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
      guard let pid = name.split(separator: "-").first.flatMap({ pid_t($0) }), pid > 0,
        kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      ContainerDisk.unmount(folder.appendingPathComponent(name).appendingPathComponent("container").path)
      ContainerTree.remove(folder.appendingPathComponent(name).path)
    }
  }

  /// Starts `executable` in this container, confined (Confinement: namespaces, as root a user of
  /// its own, Landlock and seccomp before it starts), its output appended to `outputFile`.
  package func start(_ executable: String) throws(RunnerError) -> AppConnection {
    if owner == nil, Confinement.runnerIsRoot, let user = AppUsers.shared.take(preferring: slot) {
      // Only a user that can read the app gets the container (else the app runs as root).
      if Confinement.forApp(user: user, executable: executable, container: folder.path).user == user {
        give(to: user)
      } else {
        AppUsers.shared.give(back: user)
      }
    }
    let confinement = Confinement.forApp(user: owner, executable: executable, container: folder.path)
    return try AppConnection(
      executable: executable, environment: environment(for: executable), workingDirectory: folder.path,
      outputDescriptor: outputDescriptor, confinement: confinement)
  }

  /// Makes the container the app's user's (as root), before any app has run in it: then it holds
  /// only the folders made above, so nothing in it can be a link the app planted.
  private func give(to user: UInt32) {
    owner = user
    guard let paths = try? FileManager.default.subpathsOfDirectory(atPath: folder.path) else { return }
    for path in [folder.path] + paths.map({ folder.appendingPathComponent($0).path }) {
      _ = lchown(path, user, user)
    }
    _ = chmod(folder.path, 0o700)
  }

  /// The app process's whole environment.
  package func environment(for executable: String) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment.filter { Self.passedThrough.contains($0.key) }
    environment["HOME"] = folder.path
    environment["TMPDIR"] = folder.appendingPathComponent("tmp").path
    environment["XDG_CONFIG_HOME"] = folder.appendingPathComponent("Library/Preferences").path
    environment["XDG_DATA_HOME"] = folder.appendingPathComponent("Library/Application Support").path
    environment["XDG_CACHE_HOME"] = folder.appendingPathComponent("Library/Caches").path
    // The driver protocol on descriptors of its own, and what the app host adds to the sandbox
    // the spawner applied (CAppSandbox's confinement.c).
    environment["TUTOR_PROTOCOL"] = "1"
    environment["TUTOR_SANDBOX"] = "1"
    // A crash writes the crashed thread's raw frames, which the runner turns into files and lines
    // (CrashSymbolizer); Swift's own backtracer would need to start a program, which the
    // sandbox forbids.
    environment["SWIFT_BACKTRACE"] = "enable=no"
    return environment
  }

  /// The most an app may keep on disk in its container (docs/architecture.md "The sandbox"); one file
  /// is further limited by the file-size limit (ResourceLimits).
  package static let diskLimitBytes = 256 << 20

  /// The most entries an app may make in its container (files, folders, links).
  package static let entryLimit = 100_000

  /// The bytes the container's files take on disk now and how many entries it holds (links are
  /// not followed); nil when it cannot be measured (nested too deeply).
  package var diskUsage: (bytes: Int, entries: Int)? { ContainerTree.usage(of: folder.path) }

  /// What the learner's code has printed so far, at most `OutputLimits.perCheck` bytes of it
  /// (its head and tail when it is longer).
  package var output: String { printed().text }

  /// What the learner's code has printed from byte `offset` of the output file on, as much as
  /// `OutputLimits` keeps; only those parts of the file are read.
  package func printed(from offset: Int = 0) -> PrintedOutput {
    PrintedOutput.read(descriptor: outputReader, from: offset)
  }
}
