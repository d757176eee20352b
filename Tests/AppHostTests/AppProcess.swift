import DriverProtocol
import Foundation
import TutorTestSupport

/// The example app, started as the runner will start learner apps, and driven over its pipes.
final class AppProcess {
  let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let errors = Pipe()
  private var buffer = Data()
  private var nextID = 0

  /// Starts the built `EggTimer` executable that sits beside the test bundle.
  init(executable name: String = "EggTimer") throws {
    process.executableURL = TestPaths.product(name)
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // A watchdog: a hung app fails the test instead of hanging it.
    let process = self.process
    DispatchQueue.global().asyncAfter(deadline: .now() + 20) { if process.isRunning { process.terminate() } }
  }

  /// Sends one request line and reads one reply line.
  func send(_ op: String, _ fields: [String: Any] = [:]) throws -> DriverReply {
    nextID += 1
    var object = fields
    object["id"] = nextID
    object["op"] = op
    let line = try JSONSerialization.data(withJSONObject: object) + Data("\n".utf8)
    return try sendRaw(line)
  }

  func sendRaw(_ line: Data) throws -> DriverReply {
    input.fileHandleForWriting.write(line)
    return try JSONDecoder().decode(DriverReply.self, from: readLine())
  }

  private func readLine() throws -> Data {
    while true {
      if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        let line = buffer[buffer.startIndex..<newline]
        buffer.removeSubrange(buffer.startIndex...newline)
        return Data(line)
      }
      let chunk = output.fileHandleForReading.availableData
      guard !chunk.isEmpty else { throw AppProcessError.closed(stderr: standardError()) }
      buffer.append(chunk)
    }
  }

  /// Waits for the process to end and returns what it wrote to standard error.
  func finish() -> (status: Int32, stderr: String) {
    input.fileHandleForWriting.closeFile()
    process.waitUntilExit()
    return (process.terminationStatus, standardError())
  }

  private func standardError() -> String {
    String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  }
}

enum AppProcessError: Error {
  case closed(stderr: String)
}
