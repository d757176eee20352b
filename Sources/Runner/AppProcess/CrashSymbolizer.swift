import Foundation

/// Turns the raw frames an app writes when it crashes (`tutor-frame 0xOFFSET PATH`, see
/// CAppSandbox's crash_report.c) into lines that name files and lines, with the toolchain's
/// `llvm-symbolizer`, outside the sandbox: `  3 0x1a2b at /…/Timer.swift:12:9`. Frames of other
/// objects than the app keep their offset; without the symbolizer the report is left as it is.
struct CrashSymbolizer {
  let executable: String

  static let framePrefix = "tutor-frame "

  /// The toolchain's symbolizer (ToolchainTool).
  static let symbolizer = ToolchainTool.path("llvm-symbolizer")

  func symbolized(_ report: String) -> String {
    let lines = report.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let frames = lines.compactMap(frame(in:))
    guard !frames.isEmpty else { return report }
    let places = locations(of: frames.filter { $0.path == executable }.map(\.offset))
    var number = 0
    return lines.map { line in
      guard let frame = frame(in: line) else { return line }
      defer { number += 1 }
      let place = frame.path == executable ? places[frame.offset] ?? [] : []
      guard !place.isEmpty else { return "\(number) \(frame.offset) in \(frame.path)" }
      return place.map { "\(number) \(frame.offset) at \($0)" }.joined(separator: "\n")
    }.joined(separator: "\n")
  }

  /// A frame line's offset and object. The app writes these lines, so an offset is taken only
  /// when it is a hexadecimal number (`0x` and at most 16 digits): nothing else reaches the
  /// symbolizer.
  private func frame(in line: String) -> (offset: String, path: String)? {
    guard line.hasPrefix(Self.framePrefix) else { return nil }
    let parts = line.dropFirst(Self.framePrefix.count).split(separator: " ", maxSplits: 1)
    guard parts.count == 2, Self.isOffset(parts[0]) else { return nil }
    return (String(parts[0]), String(parts[1]))
  }

  static func isOffset(_ text: Substring) -> Bool {
    let digits = text.dropFirst(2)
    return text.hasPrefix("0x") && (1...16).contains(digits.count) && digits.allSatisfy(\.isHexDigit)
  }

  /// FILE:LINE:COLUMN of each offset in the app, innermost inlined frame first.
  private func locations(of offsets: [String]) -> [String: [String]] {
    guard let symbolizer = Self.symbolizer, !offsets.isEmpty else { return [:] }
    let unique = Array(Set(offsets)).sorted()
    // The offsets go on standard input, one per line, never as arguments.
    let arguments = ["--obj=\(executable)", "--inlining", "--functions=none"]
    let process = ChildProcess(executable: symbolizer, arguments: arguments, environment: [:])
    let input = Data(unique.map { $0 + "\n" }.joined().utf8)
    guard let result = try? process.run(input: input, timeout: .seconds(10)), result.outcome == .exited(0) else {
      return [:]
    }
    let answers = result.standardOutput.components(separatedBy: "\n\n")
    var places: [String: [String]] = [:]
    for (offset, answer) in zip(unique, answers) {
      places[offset] = answer.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("??") }
    }
    return places
  }
}
