import Foundation
import Testing
import TutorTestSupport

@testable import Runner

/// An app may export no C symbol of its own (ExportedSymbols): one would replace the C library's
/// for the runtime's code in the same process (issue 13).
@Suite("Exported C symbols")
struct ExportedSymbolsTests {
  /// What `llvm-nm -D --defined-only` lists for an ordinary app.
  private static let ordinaryListing = """
    00000000000062c0 R _IO_stdin_used
    000000000000c550 B __bss_start
    000000000000bd20 D __data_start
    000000000000c550 D _edata
    000000000000c670 B _end
    0000000000007e30 T _start
    000000000000bd20 W data_start
    0000000000009600 T main
    00000000000094f0 T tutor_register_host_controllers
    0000000000009530 T $s3app27_tutorRegisterGeneratedCodeyyF
    """

  @Test("an ordinary app's symbols are its startup code's, main, the runtime's entry point and Swift's")
  func ordinary() {
    #expect(ExportedSymbols.foreign(inListing: Self.ordinaryListing).isEmpty)
  }

  @Test(
    "any other defined symbol is foreign, functions and data alike",
    arguments: [
      ("0000000000002180 T getenv", "getenv", true),
      ("0000000000002180 W read", "read", true),
      ("0000000000002180 i prctl", "prctl", true),
      ("0000000000004530 D environ", "environ", false),
      ("0000000000004530 B stdout@@GLIBC_2.2.5", "stdout", false),
    ])
  func foreign(line: String, name: String, isFunction: Bool) {
    #expect(
      ExportedSymbols.foreign(inListing: Self.ordinaryListing + "\n" + line) == [
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
    try #require(ExportedSymbols.lister != nil, "the toolchain's llvm-nm is needed")
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
