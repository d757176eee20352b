import Dispatch
import DriverProtocol
import Foundation
import Testing

@testable import AppHost
@testable import UIKit

/// What the generated code registers is accepted only while the app host runs it, once, and a
/// Swift check cannot be replaced: the learner's code, compiled into the same module, must not
/// swap a lesson's check for one that passes.
@MainActor
@Suite("AppHost — registrations of the generated code", .serialized)
struct RegistrationTests {
  /// A window whose registration thread is the test's own (the app's is the process's main thread).
  private func window() -> RegistrationWindow {
    let thread = pthread_self()
    return RegistrationWindow { pthread_equal(pthread_self(), thread) != 0 }
  }

  @Test("a window accepts registrations only while it runs the registration function, and opens once")
  func opensOnce() {
    let window = window()
    #expect(!window.admits("before"))
    var admitted: [Bool] = []
    window.run { admitted.append(window.admits("during")) }
    #expect(admitted == [true])
    #expect(!window.admits("after"))
    window.run { Issue.record("the window opened a second time") }
    #expect(window.refused == ["before", "after"])
  }

  @Test("a registration from another thread is refused even while the window is open")
  func otherThread() {
    let window = window()
    let done = Dispatch.DispatchSemaphore(value: 0)
    let result = Locked<Bool?>(nil)
    window.run {
      Thread.detachNewThread {
        result.change { $0 = window.admits("thread") }
        done.signal()
      }
      done.wait()
    }
    #expect(result.read { $0 } == false)
    #expect(window.refused == ["thread"])
  }

  @Test("_tutorRegisterSwiftCheck outside the app host's start is ignored, and noted in the next check's report")
  func registrationOutsideTheWindow() throws {
    // In this test process the app host never started, so the app's window never opened.
    _tutorRegisterSwiftCheck(9101) { record in record(true, "a check of the learner's own", "", 0) }
    #expect(SwiftChecks.run(9101) == nil)
    #expect(RegistrationWindow.app.refused.contains("_tutorRegisterSwiftCheck"))
    SwiftChecks.register(9102) { record in record(true, "the lesson's check", "Lesson.md", 3) }
    let found = try #require(SwiftChecks.run(9102))
    #expect(found.first == SwiftExpectation(passed: true, message: "the lesson's check", file: "Lesson.md", line: 3))
    #expect(
      found.contains {
        !$0.passed && $0.message.contains("the app's code called _tutorRegisterSwiftCheck, which only the code Tutor")
      })
  }

  @Test("a Swift check registered once is not replaced")
  func noReplacement() throws {
    #expect(SwiftChecks.register(9103) { record in record(false, "the lesson's check", "", 1) })
    #expect(!SwiftChecks.register(9103) { record in record(true, "a replacement", "", 1) })
    #expect(try #require(SwiftChecks.run(9103)).first?.message == "the lesson's check")
  }
}
