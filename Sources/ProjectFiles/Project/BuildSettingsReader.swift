/// Reads build settings from a project's or target's `buildConfigurationList`: the `Debug`
/// configuration (the one Xcode's Run action builds), or the first one when there is no Debug.
struct BuildSettingsReader {
  let table: PBXObjectTable

  /// The settings of `owner` (the project or a target) laid over `base`; `$(inherited)` in a value
  /// stands for `base`'s value of the same setting. List values are joined with spaces.
  func settings(of owner: PBXObject, name: String, over base: [String: String] = [:]) throws(ProjectFileError)
    -> [String: String]
  {
    guard owner.fields["buildConfigurationList"] != nil else { return base }
    let list = try table.object(
      "buildConfigurationList", of: owner, ownerName: name, kind: "build configuration list")
    var configurations: [PBXObject] = []
    for reference in list.references("buildConfigurations") {
      configurations.append(
        try table.object(reference, referrer: "the configuration list of \(name)", kind: "build configuration"))
    }
    guard let chosen = configurations.first(where: { $0.string("name") == "Debug" }) ?? configurations.first else {
      return base
    }
    var result = base
    for entry in chosen.fields["buildSettings"]?.entries ?? [] {
      var value = Self.text(of: entry.value)
      if value.contains("$(inherited)") || value.contains("${inherited}") {
        let inherited = base[entry.key] ?? ""
        value = value.replacingOccurrences(of: "$(inherited)", with: inherited)
          .replacingOccurrences(of: "${inherited}", with: inherited)
          .split(separator: " ").joined(separator: " ")
      }
      result[entry.key] = value
    }
    return result
  }

  /// A setting's value as one string: a list's elements joined with spaces.
  private static func text(of value: PropertyList) -> String {
    switch value {
    case .string(let text, _): text
    case .array(let values, _): values.map(text(of:)).joined(separator: " ")
    default: ""
    }
  }
}
