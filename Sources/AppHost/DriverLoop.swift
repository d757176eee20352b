import DriverProtocol
import Foundation
import UIKit

#if canImport(Glibc)
  import Glibc
#endif

/// The app process's driver loop: reads one JSON request per line, performs it on the app and
/// answers with one JSON reply per line, until the input ends or a `quit` or `terminate` arrives.
@MainActor
package final class DriverLoop {
  private let commands: CommandExecutor
  /// The session's token, put in every reply (nil when not started by the runner).
  package var token: String?
  private let decoder = JSONDecoder()
  private let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return encoder
  }()

  package init(delegate: UIApplicationDelegate?) {
    self.commands = CommandExecutor(delegate: delegate)
  }

  /// Answers one request line; returns the reply line and whether the loop should stop.
  package func handle(line: String) -> (reply: String, stop: Bool) {
    var (reply, stop) = answer(Data(line.utf8), line: line)
    reply.token = token
    return (encode(reply), stop)
  }

  private func answer(_ data: Data, line: String) -> (DriverReply, stop: Bool) {
    let request: DriverRequest
    do {
      request = try decoder.decode(DriverRequest.self, from: data)
    } catch let error as DriverRequestError {
      // A request with an unknown operation or a bad argument: answered under its own id.
      let id = (try? decoder.decode(RequestID.self, from: data))?.id ?? -1
      return (DriverReply(id: id, ok: false, error: error.description), false)
    } catch {
      return (DriverReply(id: -1, ok: false, error: "not a driver request: \(Self.shortened(line))"), false)
    }
    do {
      let outcome = try commands.perform(request.command)
      Self.noteSandboxRefusals()
      let defaults = request.command == .defaults ? Self.defaultsJSON() : nil
      let reply = DriverReply(
        id: request.id, ok: true, snapshot: AppDriver.snapshot(), defaults: defaults,
        expectations: commands.expectations)
      return (reply, outcome == .stop)
    } catch {
      return (DriverReply(id: request.id, ok: false, error: error.description), false)
    }
  }

  /// Serves requests from `input` and writes replies to `output` until told to stop or EOF.
  package func serve(input: FileHandle, output: FileHandle) {
    var reader = LineReader(handle: input)
    while let line = reader.nextLine() {
      guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
      let (reply, stop) = handle(line: line)
      fflush(nil)  // what the learner printed during the step is in the output file before the reply
      output.write(Data((reply + "\n").utf8))
      if stop { return }
    }
  }

  /// Logs each kind of call the sandbox refused, once: "Warning: the sandbox refused socket()".
  private static func noteSandboxRefusals() {
    while let name = tutorSandboxNextRefusal() {
      EventLog.shared.warn("the sandbox refused \(String(cString: name))")
    }
  }

  private func encode(_ reply: DriverReply) -> String {
    guard let data = try? encoder.encode(reply), let text = String(data: data, encoding: .utf8) else {
      return #"{"id":\#(reply.id),"ok":false,"error":"the reply could not be encoded"}"#
    }
    return text
  }

  /// The app's UserDefaults as JSON (values JSON cannot hold, such as dates, as their description).
  static func defaultsJSON() -> String {
    let values = UIKit.UserDefaults.standard.dictionaryRepresentation().mapValues { value -> Any in
      JSONSerialization.isValidJSONObject([value]) ? value : String(describing: value)
    }
    guard let data = try? JSONSerialization.data(withJSONObject: values, options: [.sortedKeys]) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }

  /// The id of a line that is a request in form but not in content.
  private struct RequestID: Decodable {
    var id: Int
  }

  private static func shortened(_ line: String) -> String {
    line.count > 80 ? String(line.prefix(80)) + "…" : line
  }
}

/// Reads lines from a file handle without waiting for more than one line at a time.
struct LineReader {
  let handle: FileHandle
  private var buffer = Data()

  init(handle: FileHandle) { self.handle = handle }

  mutating func nextLine() -> String? {
    while true {
      if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        let line = buffer[buffer.startIndex..<newline]
        buffer.removeSubrange(buffer.startIndex...newline)
        return String(decoding: line, as: UTF8.self)
      }
      let chunk = handle.availableData
      if chunk.isEmpty {
        guard !buffer.isEmpty else { return nil }
        defer { buffer.removeAll() }
        return String(decoding: buffer, as: UTF8.self)
      }
      buffer.append(chunk)
    }
  }
}
