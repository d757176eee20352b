import DriverProtocol
import Foundation
import UIKit

/// The lesson's Swift checks compiled into this app (lesson-format.md "A Swift check"), by their
/// number in the exercise, and the `expect` calls the running one makes.
///
/// The generated code registers each check as a function of a recorder: its `expect` is a local
/// function forwarding to that recorder (GeneratedSupport.swiftCheck), so no declaration in the
/// learner's code can stand in for it.
@MainActor
package enum SwiftChecks {
  /// A check's body, given the recorder its `expect` calls (passed, message, file, line).
  typealias Body = @MainActor (_ record: @escaping @MainActor (Bool, String, String, Int) -> Void) throws -> Void

  private static var bodies: [Int: Body] = [:]
  static var recorded: [SwiftExpectation] = []

  static func register(_ number: Int, _ body: @escaping Body) {
    bodies[number] = body
  }

  /// Runs check `number`, lets the app settle (queued blocks, layout), and answers every
  /// `expect` it made; an error thrown out of the check counts as a failed expectation.
  package static func run(_ number: Int) -> [SwiftExpectation]? {
    guard let body = bodies[number] else { return nil }
    recorded = []
    do {
      try body(record)
    } catch {
      recorded.append(SwiftExpectation(passed: false, message: "the check threw \(error)", file: "", line: 0))
    }
    AppDriver.settle()
    return recorded
  }

  /// Records one `expect` of the running check.
  static func record(_ passed: Bool, _ message: String, _ file: String, _ line: Int) {
    recorded.append(SwiftExpectation(passed: passed, message: message, file: file, line: line))
  }

  static var registeredNumbers: [Int] { bodies.keys.sorted() }
}

/// Registers a Swift check; called by the code the runner generates, not by learners.
@MainActor
public func _tutorRegisterSwiftCheck(
  _ number: Int,
  _ body: @escaping @MainActor (_ record: @escaping @MainActor (Bool, String, String, Int) -> Void) throws -> Void
) {
  SwiftChecks.register(number, body)
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
