import DriverProtocol
import Foundation
import UIKit

/// The lesson's Swift checks compiled into this app (docs/lesson-format.md "Swift checks"), by their
/// number in the exercise, and the `expect` calls the running one makes.
///
/// The generated code registers each check as a function of a recorder: its `expect` is a local
/// function forwarding to that recorder (GeneratedSupport.swiftCheck), so no declaration in the
/// learner's code can stand in for it. Checks are registered once, while the app host starts
/// (RegistrationWindow); a later registration, which only the learner's code could make, is
/// ignored and reported as a failed expectation of the check that runs.
@MainActor
package enum SwiftChecks {
  /// A check's body, given the recorder its `expect` calls (passed, message, file, line).
  typealias Body = @MainActor (_ record: @escaping @MainActor (Bool, String, String, Int) -> Void) throws -> Void

  private static var bodies: [Int: Body] = [:]
  static var recorded: [SwiftExpectation] = []

  /// Registers check `number`; false when it has one already, which is kept.
  @discardableResult
  static func register(_ number: Int, _ body: @escaping Body) -> Bool {
    guard bodies[number] == nil else { return false }
    bodies[number] = body
    return true
  }

  /// Runs check `number`, lets the app settle (queued blocks, layout), and answers every
  /// `expect` it made; an error thrown out of the check counts as a failed expectation, and so
  /// does each attempt of the app's code to register what only the generated code may.
  package static func run(_ number: Int) -> [SwiftExpectation]? {
    guard let body = bodies[number] else { return nil }
    recorded = []
    do {
      try body(record)
    } catch {
      recorded.append(SwiftExpectation(passed: false, message: "the check threw \(error)", file: "", line: 0))
    }
    AppDriver.settle()
    var seen: Set<String> = []
    for entryPoint in RegistrationWindow.app.refused where seen.insert(entryPoint).inserted {
      recorded.append(
        SwiftExpectation(
          passed: false,
          message: "the app's code called \(entryPoint), which only the code Tutor generates may call (ignored)",
          file: "", line: 0))
    }
    return recorded
  }

  /// Records one `expect` of the running check.
  static func record(_ passed: Bool, _ message: String, _ file: String, _ line: Int) {
    recorded.append(SwiftExpectation(passed: passed, message: message, file: file, line: line))
  }

  static var registeredNumbers: [Int] { bodies.keys.sorted() }
}

/// Registers a Swift check; called by the code the runner generates, not by learners, and
/// accepted only while the app host runs that code. A check registered once is not replaced.
public func _tutorRegisterSwiftCheck(
  _ number: Int,
  _ body: @escaping @MainActor (_ record: @escaping @MainActor (Bool, String, String, Int) -> Void) throws -> Void
) {
  guard RegistrationWindow.app.admits("_tutorRegisterSwiftCheck") else { return }
  MainActor.assumeIsolated {
    if !SwiftChecks.register(number, body) { RegistrationWindow.app.refuse("_tutorRegisterSwiftCheck") }
  }
}

/// A Swift check's assertion: records whether `condition` holds, with `message` saying what
/// should be true ("the table has 10 rows"). The check goes on after a failed expectation, so
/// every call is reported. (The generated checks call a local `expect` of the same signature;
/// this one serves the lesson's support files.)
@MainActor
public func expect(
  _ condition: @autoclosure () throws -> Bool, _ message: String, file: String = #filePath, line: Int = #line
) rethrows {
  SwiftChecks.record(try condition(), message, file, line)
}
