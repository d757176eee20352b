import CheckLanguage
import DriverProtocol
import Foundation
import Testing

@testable import Runner

/// A crash is reported at the learner's line, also when it happens inside the runtime or the
/// standard library: the innermost backtrace frame in the learner's files (or the lesson file)
/// names it.
@Suite("Crash reports at the learner's line")
struct CrashSummaryTests {
  static let backtrace = """
    Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range

    *** Signal 4: Backtracing from 0x7f... done ***

    *** Program crashed: Illegal instruction at 0x00007ff704d6df7f ***

    Thread 0 "app" crashed:

      0      0x00007ff704d6df7f closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
      1 [ra] 0x00007ff7054a5f65 specialized Array.subscript.getter + 84 in libswiftSwiftOnoneSupport.so
      2 [ra] 0x0000563689df9092 UIKit.UITableView.layoutSubviews() + 129 in libAppHost.so at /src/Sources/UIKit/Tables/UITableView.swift:230:9
      3 [ra] 0x0000563689df9092 TodoViewController.tableView(_:cellForRowAt:) + 129 in app at /home/u/.cache/tutor/work-1234/Todo.swift:57:56
      4 [ra] 0x0000563689df9008 closure #1 in tutorRegisterHostControllers() + 39 in app at /home/u/.cache/tutor/work-1234/TutorSupport.swift:2:31
    """

  @Test("a standard-library trap is reported at the learner's innermost frame")
  func standardLibrary() {
    #expect(AppConnection.crashSummary(Self.backtrace) == "Todo.swift:57: Fatal error: Index out of range")
  }

  @Test("a Core Data exception in the runtime is reported at the learner's line; without frames, at its own place")
  func runtimeException() {
    let exception =
      "CoreDataException.swift:5: Fatal error: *** Terminating app due to uncaught exception 'NSInvalidArgumentException'"
    let text = Self.backtrace.replacingOccurrences(
      of: "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range", with: exception)
    #expect(
      AppConnection.crashSummary(text)
        == "Todo.swift:57: Fatal error: *** Terminating app due to uncaught exception 'NSInvalidArgumentException'")
    #expect(
      AppConnection.crashSummary(exception)
        == "CoreDataException.swift:5: Fatal error: *** Terminating app due to uncaught exception 'NSInvalidArgumentException'"
    )
  }

  @Test("a crash without a fatal-error message (a bad access) names the learner's line and the signal")
  func badAccess() {
    let text = Self.backtrace.replacingOccurrences(
      of: "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range\n", with: ""
    ).replacingOccurrences(of: "Illegal instruction", with: "Bad pointer dereference")
    #expect(AppConnection.crashSummary(text) == "Todo.swift:57: Bad pointer dereference")
  }

  @Test("a real app: an uncaught Core Data exception names the learner's line, and what it printed is kept")
  func realApp() throws {
    let code = """
      import UIKit
      import CoreData

      class BadViewController: UIViewController {
          let container = NSPersistentContainer(name: "Missing")
          override func viewDidLoad() {
              super.viewDidLoad()
              container.loadPersistentStores { _, _ in }
              print("about to insert")
              _ = NSEntityDescription.insertNewObject(forEntityName: "Person", into: container.viewContext)
          }
      }

      """
    let sources = AppSources(
      learnerFiles: [SourceFile(name: "Bad.swift", contents: code)], hosts: ["BadViewController"])
    let app = try LessonPipelineTests().builder().build(sources)
    let (steps, _) = CheckParser.parse("launch BadViewController")
    let outcome = CheckRunner(executable: app.executable).outcome(of: steps)
    guard case .failed(_, _, _, let found, _) = outcome.result else {
      Issue.record("the app did not crash")
      return
    }
    #expect(found.contains("Bad.swift:10: Fatal error: *** Terminating app due to uncaught exception"))
    #expect(found.contains("could not locate an entity named 'Person'"))
    #expect(outcome.output.contains("CoreData: error:  Failed to load model named Missing (the app has no model)"))
    #expect(outcome.output.contains("about to insert"))
    #expect(outcome.appEnded)
  }
}
