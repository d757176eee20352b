import Foundation

/// The C names an app may export (issue 13). An app is linked with `--export-dynamic`, so a
/// public function the app exports under a C name (`@_cdecl("getenv")`, `@_silgen_name("read")`)
/// would take the place of the C library's for every library in the process — the runtime's own
/// code would call the learner's `getenv`, `read` or `prctl`. LearnerCodeRules forbids the
/// attributes that do it; this is the second line, read from the linked app whatever its source
/// said: every exported symbol the app defines must be Swift's (`$s…`) or one of the few the
/// program's startup code and the runtime's entry point define.
enum ExportedSymbols {
  /// The C symbols every app defines: the C startup code's and the linker's, the runtime's
  /// entry point into the generated code, `main`.
  static let allowed: Set<String> = [
    "tutor_register_host_controllers", "main", "_start", "_init", "_fini", "_IO_stdin_used", "__bss_start",
    "__data_start", "data_start", "_edata", "_end", "__dso_handle",
  ]

  /// A symbol the app defines and exports that it may not.
  struct Foreign: Equatable {
    var name: String
    /// Code (`T`, `W`, `i`…) rather than data.
    var isFunction: Bool

    /// `the app defines the C function 'getenv', which would replace the system's; …`
    var message: String {
      "the app defines the C \(isFunction ? "function" : "symbol") '\(name)', which would replace the system's; "
        + "app code may not define C \(isFunction ? "functions" : "symbols")"
    }
  }

  /// Why the app at `executable` may not run: one line for each C symbol it exports, or nil
  /// when it exports none. The app's dynamic symbol table is read from the file itself
  /// (ELFDynamicSymbols), so the check always runs.
  static func refusal(for executable: String) throws(BuildFailure) -> String? {
    let symbols: [ELFDynamicSymbols.Symbol]
    do {
      symbols = try ELFDynamicSymbols.defined(in: executable)
    } catch {
      throw .toolchainMissing(detail: "could not list the app's symbols: \(error)\n")
    }
    let foreign = Self.foreign(in: symbols)
    guard !foreign.isEmpty else { return nil }
    let shown = foreign.prefix(5).map(\.message)
    let more = foreign.count > 5 ? ["… and \(foreign.count - 5) more C symbol(s)"] : []
    return (shown + more).joined(separator: "\n")
  }

  /// The symbols that are neither Swift's nor allowed, in order.
  static func foreign(in symbols: [ELFDynamicSymbols.Symbol]) -> [Foreign] {
    symbols.filter { !$0.name.hasPrefix("$s") && !allowed.contains($0.name) }.map {
      Foreign(name: $0.name, isFunction: $0.isFunction)
    }
  }
}
