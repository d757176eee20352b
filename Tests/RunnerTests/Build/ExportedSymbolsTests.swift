import Foundation
import Testing
import TutorTestSupport

@testable import Runner

/// An app may export no C symbol of its own (ExportedSymbols): one would replace the C library's
/// for the runtime's code in the same process (issue 13).
@Suite("Exported C symbols")
struct ExportedSymbolsTests {
  /// The defined dynamic symbols of an ordinary app.
  private static let ordinary = [
    ("_IO_stdin_used", false), ("__bss_start", false), ("__data_start", false), ("_edata", false), ("_end", false),
    ("_start", true), ("data_start", false), ("main", true), ("tutor_register_host_controllers", true),
    ("$s3app27_tutorRegisterGeneratedCodeyyF", true),
  ].map { ELFDynamicSymbols.Symbol(name: $0.0, isFunction: $0.1) }

  @Test("an ordinary app's symbols are its startup code's, main, the runtime's entry point and Swift's")
  func ordinary() {
    #expect(ExportedSymbols.foreign(in: Self.ordinary).isEmpty)
  }

  @Test(
    "any other defined symbol is foreign, functions and data alike",
    arguments: [("getenv", true), ("read", true), ("prctl", true), ("environ", false), ("stdout", false)])
  func foreign(name: String, isFunction: Bool) {
    let symbol = ELFDynamicSymbols.Symbol(name: name, isFunction: isFunction)
    #expect(
      ExportedSymbols.foreign(in: Self.ordinary + [symbol]) == [
        ExportedSymbols.Foreign(name: name, isFunction: isFunction)
      ])
  }

  @Test("the refusal names the function and says why")
  func message() {
    #expect(
      ExportedSymbols.Foreign(name: "getenv", isFunction: true).message
        == "the app defines the C function 'getenv', which would replace the system's; app code may not define C "
        + "functions")
  }

  /// Code the rules do not read (the lesson's own, or a learner's who got past them) exporting
  /// `getenv` and `prctl` under their C names.
  private static let exporting = """
    import Foundation

    @_cdecl("getenv")
    public func replacedGetenv(_ name: UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>? { nil }

    @_silgen_name("prctl")
    public func replacedPrctl(_ option: Int32) -> Int32 { 0 }
    """

  @Test("an app exporting C functions is refused, and not stored in the cache", .tags(.spawnsProcess))
  func refused() throws {
    let runtime = try #require(RuntimeLocation.find(near: TestPaths.tutor, environment: [:]))
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-symbols-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: cache) }
    let builder = AppBuilder(runtime: runtime, cacheFolder: cache)
    let sources = AppSources(
      learnerFiles: [SourceFile(name: "Counter.swift", contents: "import UIKit\n\nfinal class Counter {}\n")],
      supportFiles: [LessonCode(name: "Exports.swift", contents: Self.exporting, lessonFile: "Lessons/x.md", line: 1)])
    do {
      _ = try builder.build(sources)
      Issue.record("an app exporting getenv was built")
    } catch let failure {
      #expect(failure.isLearnersFault)
      #expect(
        failure.description.split(separator: "\n").sorted() == [
          "the app defines the C function 'getenv', which would replace the system's; app code may not define C "
            + "functions",
          "the app defines the C function 'prctl', which would replace the system's; app code may not define C "
            + "functions",
        ])
    }
    let builds = cache.appendingPathComponent("builds").path
    #expect((try? FileManager.default.contentsOfDirectory(atPath: builds))?.isEmpty ?? true)
  }
}
