import Foundation

/// Where the runtime's compiled modules and libraries are, to build learner apps against.
///
/// Next to the `tutor` binary (a `swift build` tree: `Modules/`, `libAppHost.so`), with the
/// runtime's C module map from the source tree; `TUTOR_RUNTIME` names another build folder.
package struct RuntimeLocation: Equatable, Sendable {
  package var modules: String
  package var libraries: String
  package var moduleMap: String
  /// The C module maps the runtime's Swift modules import (CRuntimeSupport, CSQLite for
  /// SQLiteDatabase under CoreData, and CLibXML2 for WebPage under WebKit).
  package var moduleMaps: [String] {
    let sources = ((moduleMap as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
    return [moduleMap]
      + ["CSQLite", "CLibXML2"].map { (sources as NSString).appendingPathComponent("\($0)/module.modulemap") }
  }

  /// Where the headers of those C modules are beyond `/usr/include`: libxml2's, in Debian's
  /// `libxml2-dev` (what `pkg-config --cflags libxml-2.0` says).
  package static let headerSearchPaths = ["/usr/include/libxml2"]

  /// The names of the Swift modules in `modules` (every target the runtime's build compiled).
  package var builtModules: Set<String> {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: modules)) ?? []
    return Set(names.filter { $0.hasSuffix(".swiftmodule") }.map { String($0.dropLast(".swiftmodule".count)) })
  }

  /// Finds the runtime next to `executable` — or its optimized build beside it, when that is at
  /// least as new — or where `TUTOR_RUNTIME` says.
  package static func find(near executable: URL, environment: [String: String]) -> RuntimeLocation? {
    let folder =
      environment["TUTOR_RUNTIME"].map { URL(fileURLWithPath: $0) }
      ?? optimizedBuild(beside: executable.deletingLastPathComponent())
    let fileManager = FileManager.default
    let library = folder.appendingPathComponent("libAppHost.so").path
    let modules = folder.appendingPathComponent("Modules").path
    guard fileManager.fileExists(atPath: library), fileManager.fileExists(atPath: modules) else { return nil }
    // .build/<triple>/debug → the package root is three levels up.
    var root = folder
    for _ in 0..<3 { root.deleteLastPathComponent() }
    let map = root.appendingPathComponent("Sources/CRuntimeSupport/module.modulemap").path
    guard fileManager.fileExists(atPath: map) else { return nil }
    return RuntimeLocation(modules: modules, libraries: folder.path, moduleMap: map)
  }

  /// Changes when the runtime is rebuilt, so cached apps built against an older one are not reused.
  package var buildID: String {
    let attributes = try? FileManager.default.attributesOfItem(atPath: libraries + "/libAppHost.so")
    let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
    let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    return "\(size)-\(date)"
  }
}

extension RuntimeLocation {
  /// `make` builds the runtime apps link a second time, optimized (`swift build -c release
  /// --product AppHost`): an app starts about a tenth faster (Benchmarks/check.sh) and the
  /// runtime's own work in a long check is optimized. It is
  /// used when its library is at least as new as the debug build's, so a runtime changed and
  /// rebuilt with a plain `swift build` is never shadowed by an older optimized one.
  static func optimizedBuild(beside folder: URL) -> URL {
    let release = folder.deletingLastPathComponent().appendingPathComponent("release")
    func modified(_ folder: URL) -> Date? {
      let library = folder.appendingPathComponent("libAppHost.so").path
      return (try? FileManager.default.attributesOfItem(atPath: library))?[.modificationDate] as? Date
    }
    guard folder.lastPathComponent == "debug", let optimized = modified(release), let debug = modified(folder),
      optimized >= debug,
      FileManager.default.fileExists(atPath: release.appendingPathComponent("Modules").path)
    else { return folder }
    return release.resolvingSymlinksInPath()
  }

  /// The runtime next to the running program (`/proc/self/exe`: `tutor`, or a test bundle), or
  /// where `TUTOR_RUNTIME` says: what the apps this process starts are linked with.
  package static let ofThisProcess: RuntimeLocation? = {
    let program =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    return find(near: URL(fileURLWithPath: program), environment: ProcessInfo.processInfo.environment)
  }()
}
