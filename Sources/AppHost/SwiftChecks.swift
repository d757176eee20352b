import DriverProtocol
import Foundation
import UIKit

/// The lesson's Swift checks compiled into this app (lesson-format.md "A Swift check"), by their
/// number in the exercise, and the `expect` calls the running one makes.
@MainActor
package enum SwiftChecks {
  private static var bodies: [Int: @MainActor () throws -> Void] = [:]
  static var recorded: [SwiftExpectation] = []

  static func register(_ number: Int, _ body: @escaping @MainActor () throws -> Void) {
    bodies[number] = body
  }

  /// Runs check `number`, lets the app settle (queued blocks, layout), and answers every
  /// `expect` it made; an error thrown out of the check counts as a failed expectation.
  package static func run(_ number: Int) -> [SwiftExpectation]? {
    guard let body = bodies[number] else { return nil }
    recorded = []
    do {
      try body()
    } catch {
      recorded.append(SwiftExpectation(passed: false, message: "the check threw \(error)", file: "", line: 0))
    }
    AppDriver.settle()
    return recorded
  }

  static var registeredNumbers: [Int] { bodies.keys.sorted() }
}

/// Registers a Swift check; called by the code the runner generates, not by learners.
@MainActor
public func _tutorRegisterSwiftCheck(_ number: Int, _ body: @escaping @MainActor () throws -> Void) {
  SwiftChecks.register(number, body)
}

/// A Swift check's assertion: records whether `condition` holds, with `message` saying what
/// should be true ("the table has 10 rows"). The check goes on after a failed expectation, so
/// every call is reported.
@MainActor
public func expect(
  _ condition: @autoclosure () throws -> Bool, _ message: String, file: String = #filePath, line: Int = #line
) rethrows {
  let passed = try condition()
  SwiftChecks.recorded.append(SwiftExpectation(passed: passed, message: message, file: file, line: line))
}
