import Foundation

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

  /// Makes a fresh container in the system's temporary folder.
  package init() {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-app-\(UUID().uuidString)")
    outputFile = folder.appendingPathComponent("output.txt")
    for path in ["Documents", "Library/Preferences", "Library/Application Support", "Library/Caches", "tmp"] {
      try? FileManager.default.createDirectory(
        at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
    }
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  /// The app process's whole environment.
  package var environment: [String: String] {
    var environment = ProcessInfo.processInfo.environment.filter { Self.passedThrough.contains($0.key) }
    environment["TUTOR_APP_OUTPUT"] = outputFile.path
    environment["HOME"] = folder.path
    environment["TMPDIR"] = folder.appendingPathComponent("tmp").path
    environment["XDG_CONFIG_HOME"] = folder.appendingPathComponent("Library/Preferences").path
    environment["XDG_DATA_HOME"] = folder.appendingPathComponent("Library/Application Support").path
    environment["XDG_CACHE_HOME"] = folder.appendingPathComponent("Library/Caches").path
    environment["TUTOR_NETWORK_SANDBOX"] = "1"  // no network, where the kernel allows (CAppSandbox)
    // A crash prints the crashed thread's frames with their files and lines (apps are built with
    // line tables), so the report can name the learner's line (CrashSummary).
    environment["SWIFT_BACKTRACE"] =
      "enable=yes,interactive=no,color=no,sanitize=no,threads=crashed,registers=none,images=none"
    return environment
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
