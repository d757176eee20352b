/// Why a JSON line is not a request the app host can perform: an operation it does not know, or
/// an argument missing or of the wrong kind. The app host answers with this message, under the
/// line's id, so a person typing requests by hand sees what to write.
public enum DriverRequestError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The line has no `op`, or one that is not a string.
  case missingOperation
  /// `op` names no operation.
  case unknownOperation(String)
  /// The operation needs an argument the line does not give (or gives as null).
  case missingArgument(operation: DriverCommand.Operation, argument: String)
  /// An argument is there but of the wrong kind: `expected` says what it must be, `found` what it
  /// is when that can be shown.
  case invalidArgument(operation: DriverCommand.Operation, argument: String, expected: String, found: String?)

  public var description: String {
    switch self {
    case .missingOperation:
      "a driver request names its operation in \"op\"; known operations: \(DriverCommand.Operation.names)"
    case .unknownOperation(let name):
      "unknown operation \"\(name)\"; known operations: \(DriverCommand.Operation.names)"
    case .missingArgument(let operation, let argument):
      "\"\(operation.rawValue)\" needs \"\(argument)\""
    case .invalidArgument(let operation, let argument, let expected, let found?):
      "\"\(operation.rawValue)\" needs \"\(argument)\" to be \(expected), not \(found)"
    case .invalidArgument(let operation, let argument, let expected, nil):
      "\"\(operation.rawValue)\" needs \"\(argument)\" to be \(expected)"
    }
  }
}
