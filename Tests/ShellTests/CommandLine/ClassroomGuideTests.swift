import Foundation
import Presentation
import Runner
import Testing
import TutorTestSupport

/// docs/classroom.md: its CI files parse as YAML, and the commands in them are ones `tutor grade`
/// accepts (shards joined into one run, the formats named exist).
@Suite("docs/classroom.md")
struct ClassroomGuideTests {
  static let guide = TestPaths.docs.appendingPathComponent("classroom.md")

  /// The ```yaml blocks of the guide.
  private func yamlBlocks() throws -> [String] {
    let text = try String(contentsOf: Self.guide, encoding: .utf8)
    return text.components(separatedBy: "```yaml\n").dropFirst().compactMap {
      $0.components(separatedBy: "\n```").first
    }
  }

  @Test("the GitHub Actions workflow and the GitLab CI file are valid YAML with the expected jobs")
  func yaml() throws {
    let blocks = try yamlBlocks()
    #expect(blocks.count == 2)
    for (index, block) in blocks.enumerated() {
      let file = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-ci-\(UUID().uuidString).yml")
      try block.write(to: file, atomically: true, encoding: .utf8)
      defer { try? FileManager.default.removeItem(at: file) }
      // PyYAML (python3-yaml, installed by `make deps`) reads the file and lists its top-level keys.
      // (YAML 1.1 reads GitHub's `on:` key as true, as GitHub itself tolerates.)
      let script = "import yaml, sys; print(sorted(map(str, yaml.safe_load(open(sys.argv[1])).keys())))"
      let result = try ChildProcess(executable: "/usr/bin/env", arguments: ["python3", "-c", script, file.path])
        .run(timeout: .seconds(20))
      #expect(result.outcome == .exited(0), "block \(index + 1): \(result.standardError)")
      let expected = index == 0 ? "['True', 'jobs', 'name']" : "['grade', 'report', 'stages']"
      #expect(result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) == expected)
    }
  }

  @Test("every tutor grade command in the guide uses options and formats tutor grade knows")
  func commands() throws {
    let text = try String(contentsOf: Self.guide, encoding: .utf8)
    let options = Set([
      "--lessons", "--workspace", "--submissions", "--only", "--format", "--output", "--jobs", "--shard", "--timeout",
      "--merge",
    ])
    let formats = Set(ReportFormat.allCases.map(\.rawValue))
    var seen = 0
    for line in text.split(separator: "\n") where line.contains("tutor grade ") {
      seen += 1
      let words = line.split(separator: " ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "`\"")) }
      for (index, word) in words.enumerated() where word.hasPrefix("--") {
        #expect(options.contains(word), "\(word) in: \(line)")
        if word == "--format", index + 1 < words.count { #expect(formats.contains(words[index + 1]), "\(line)") }
      }
    }
    #expect(seen >= 10)
  }
}
