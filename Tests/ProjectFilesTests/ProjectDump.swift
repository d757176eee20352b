import Foundation

@testable import ProjectFiles

/// Text dumps for golden files: a value tree with its lines, and a project's targets.
enum ProjectDump {
  /// One line per value, `@LINE` where the value has one, children indented.
  static func dump(_ value: PropertyList, indent: String = "") -> String {
    let line = value.line.map { "@\($0) " } ?? ""
    switch value {
    case .string(let text, _): return "\(line)\"\(escaped(text))\"\n"
    case .integer(let integer, _): return "\(line)integer \(integer)\n"
    case .real(let real, _): return "\(line)real \(real)\n"
    case .bool(let bool, _): return "\(line)\(bool)\n"
    case .date(let date, _): return "\(line)date \(date.timeIntervalSince1970)\n"
    case .data(let data, _): return "\(line)data <\(data.map { String(format: "%02x", $0) }.joined())>\n"
    case .array(let values, _):
      return "\(line)(\n" + values.map { indent + "  " + dump($0, indent: indent + "  ") }.joined() + indent + ")\n"
    case .dictionary(let entries, _):
      return "\(line){\n"
        + entries.map { "\(indent)  \($0.key) = " + dump($0.value, indent: indent + "  ") }.joined() + indent + "}\n"
    }
  }

  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
      .replacingOccurrences(of: "\t", with: "\\t").replacingOccurrences(of: "\"", with: "\\\"")
  }

  /// The project's targets: each app's sources, resources, Info.plist, notes and sorted build
  /// settings; each skipped target with its reason.
  static func dump(_ project: XcodeProject) -> String {
    var text = "project \(project.name)\n"
    for app in project.appTargets {
      text += "app \(app.name) (product \(app.productName))\n"
      text += "  Info.plist: \(app.infoPlistPath ?? "generated")\n"
      text += "  sources:\n" + app.sources.map { "    \($0)\n" }.joined()
      text += "  resources:\n" + app.resources.map { "    \($0.path) -> \($0.bundlePath)\n" }.joined()
      if !app.notes.isEmpty { text += "  notes:\n" + app.notes.map { "    \($0)\n" }.joined() }
      text += "  build settings:\n"
      text += app.buildSettings.keys.sorted().map { "    \($0) = \(app.buildSettings[$0] ?? "")\n" }.joined()
    }
    for skipped in project.skippedTargets {
      text += "skipped \(skipped.name) (\(skipped.productType)): \(skipped.reason)\n"
    }
    return text
  }
}
