import CheckLanguage
import DriverProtocol
import Foundation

/// Reads an ```` ```http fixture url=… [method=POST] [latency=300ms] [body=file.json] ```` block
/// (docs/lesson-format.md "Fixtures"): a raw HTTP response — a status line, header lines, a blank
/// line, the body — that the lesson's virtual network answers with. A `body=` names a file in the
/// `fixtures/` folder beside the lesson, which stands for the block's body. Every problem is
/// reported at its line.
struct FixtureReader {
  /// The options a fixture block takes.
  static let options = ["url", "method", "latency", "body"]

  let file: String

  /// The fixture of a block whose fence is at `start`, or nil when it has an error.
  func read(_ fence: FenceInfo, text: String, at start: SourceLocation, into diagnostics: inout [LessonDiagnostic])
    -> NetworkFixture?
  {
    let before = diagnostics.count
    for word in fence.words.dropFirst(2) {
      diagnostics.append(unknownOption(word, at: start))
    }
    for key in fence.values.keys.sorted() where !Self.options.contains(key) {
      diagnostics.append(unknownOption("\(key)=", at: start))
    }
    let url = fence.values["url"] ?? ""
    if !(url.hasPrefix("https://") || url.hasPrefix("http://")) || url.count <= "https://".count {
      diagnostics.append(
        LessonDiagnostic(
          .error, file: file, at: start,
          url.isEmpty ? "a fixture block needs the URL it answers" : "url=\(url) is not an http or https URL",
          fix: "write the info string as ```http fixture url=https://api.example.com/todos"))
    }
    let method = fence.values["method"] ?? "GET"
    if method.isEmpty || !method.allSatisfy({ $0.isASCII && $0.isLetter }) {
      diagnostics.append(
        LessonDiagnostic(
          .error, file: file, at: start, "method=\(method) is not an HTTP method",
          fix: "write method=GET, POST, PUT, PATCH or DELETE"))
    }
    var latency: Int64?
    if let text = fence.values["latency"] {
      latency = Self.milliseconds(text)
      if latency == nil {
        diagnostics.append(
          LessonDiagnostic(
            .error, file: file, at: start, "latency=\(text) is not a duration",
            fix: "write latency=300ms or latency=2s"))
      }
    }
    var response = parseResponse(text, firstLine: start.line + 1, column: start.column, into: &diagnostics)
    if let name = fence.values["body"] {
      response.body = bodyFile(name, at: start, blockBody: response.body, into: &diagnostics) ?? ""
    }
    guard diagnostics.count == before else { return nil }
    let isPrefix = url.hasSuffix("*")
    return NetworkFixture(
      method: method.uppercased(), url: isPrefix ? String(url.dropLast()) : url, isPrefix: isPrefix,
      latencyMilliseconds: latency, status: response.status, reason: response.reason, headers: response.headers,
      body: response.body)
  }

  /// The status line, the headers and the body of the block's text.
  private func parseResponse(
    _ text: String, firstLine: Int, column: Int, into diagnostics: inout [LessonDiagnostic]
  ) -> (status: Int, reason: String, headers: [NetworkFixture.Header], body: String) {
    // The block's last line break closes it; it is not part of the body.
    let written = text.hasSuffix("\n") ? String(text.dropLast()) : text
    let lines = written.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
    }
    var result = (status: 200, reason: "OK", headers: [NetworkFixture.Header](), body: "")
    guard let statusLine = lines.first, let status = Self.status(statusLine) else {
      diagnostics.append(
        LessonDiagnostic(
          .error, file: file, at: SourceLocation(line: firstLine, column: column),
          "\"\(lines.first ?? "")\" is not an HTTP status line",
          fix: "start the block with a status line such as HTTP/1.1 200 OK"))
      return result
    }
    (result.status, result.reason) = status
    var index = 1
    while index < lines.count, !lines[index].trimmingCharacters(in: .whitespaces).isEmpty {
      let line = lines[index]
      let parts = line.split(separator: ":", maxSplits: 1).map(String.init)
      if parts.count == 2, !parts[0].isEmpty, parts[0].allSatisfy(Self.isTokenCharacter) {
        result.headers.append(.init(name: parts[0], value: parts[1].trimmingCharacters(in: .whitespaces)))
      } else {
        diagnostics.append(
          LessonDiagnostic(
            .error, file: file, at: SourceLocation(line: firstLine + index, column: column),
            "\"\(line)\" is not a header line",
            fix: "write headers as Name: value, then a blank line before the body"))
      }
      index += 1
    }
    result.body = lines.dropFirst(index + 1).joined(separator: "\n")
    return result
  }

  /// The contents of `fixtures/NAME` beside the lesson.
  private func bodyFile(
    _ name: String, at start: SourceLocation, blockBody: String, into diagnostics: inout [LessonDiagnostic]
  ) -> String? {
    let folder = ((file as NSString).deletingLastPathComponent as NSString).appendingPathComponent("fixtures")
    let path = ((folder as NSString).appendingPathComponent(name) as NSString).standardizingPath
    guard !name.isEmpty, path.hasPrefix(folder + "/"), let contents = try? String(contentsOfFile: path, encoding: .utf8)
    else {
      diagnostics.append(
        LessonDiagnostic(
          .error, file: file, at: start, "body=\(name) is not a file in the fixtures folder beside the lesson",
          fix: "put the body in fixtures/\(name.isEmpty ? "todos.json" : name) next to the lesson file"))
      return nil
    }
    if !blockBody.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
      diagnostics.append(
        LessonDiagnostic(
          .warning, file: file, at: start, "the block has a body and body=\(name) too; the file's is used",
          fix: "remove the body from the block, or the body= option"))
    }
    return contents
  }

  private func unknownOption(_ word: String, at start: SourceLocation) -> LessonDiagnostic {
    LessonDiagnostic(
      .error, file: file, at: start, "\(word) is not an option of a fixture block",
      fix: "use url=, method=, latency= and body=")
  }

  /// `HTTP/1.1 200 OK` → (200, "OK"); nil for anything else.
  static func status(_ line: String) -> (Int, String)? {
    let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true).map(String.init)
    guard parts.count >= 2, parts[0].hasPrefix("HTTP/"),
      parts[0].dropFirst(5).allSatisfy({ $0.isNumber || $0 == "." }), parts[0].count > 5,
      parts[1].count == 3, let code = Int(parts[1]), (100...599).contains(code)
    else { return nil }
    return (code, parts.count > 2 ? parts[2] : "")
  }

  /// `300ms` → 300, `2s` → 2000, `1.5s` → 1500; nil for anything else.
  static func milliseconds(_ text: String) -> Int64? {
    let unit = text.hasSuffix("ms") ? "ms" : text.hasSuffix("s") ? "s" : ""
    guard !unit.isEmpty, let value = Double(text.dropLast(unit.count)), value >= 0, value.isFinite else { return nil }
    return Int64((value * (unit == "ms" ? 1 : 1000)).rounded())
  }

  /// The characters HTTP allows in a header name.
  private static func isTokenCharacter(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber || "!#$%&'*+-.^_`|~".contains(character))
  }
}
