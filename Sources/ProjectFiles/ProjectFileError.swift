/// Where in a project file a problem is: the file's name (or path), and its 1-based line and
/// column when the format has them. Written as compilers write it: `project.pbxproj:48:12`.
package struct ProjectFileLocation: Sendable, Equatable, CustomStringConvertible {
  package var file: String
  package var line: Int?
  package var column: Int?

  package init(file: String, line: Int? = nil, column: Int? = nil) {
    self.file = file
    self.line = line
    self.column = column
  }

  package var description: String {
    switch (line, column) {
    case (let line?, let column?): "\(file):\(line):\(column)"
    case (let line?, nil): "\(file):\(line)"
    default: file
    }
  }
}

/// Why a file of an Xcode project did not read: a property list, `project.pbxproj`, Info.plist or
/// an asset catalog's `Contents.json`. Each message starts at the place in the file and says what
/// to change, as Xcode would before it opened the project.
package enum ProjectFileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file could not be read at all (missing, a folder, no permission).
  case unreadableFile(path: String, reason: String)
  /// An XML property list that is not well-formed XML; `reason` is the parser's.
  case malformedXML(reason: String, location: ProjectFileLocation)
  /// An XML element a property list does not have (`<strin>`), or one in the wrong place.
  case unexpectedElement(name: String, context: String, location: ProjectFileLocation)
  /// A `<key>` in a `<dict>` with no value after it.
  case keyWithoutValue(key: String, location: ProjectFileLocation)
  /// A value in a `<dict>` with no `<key>` before it.
  case valueWithoutKey(kind: String, location: ProjectFileLocation)
  /// A value whose text does not read as its kind (`<integer>ten</integer>`).
  case invalidValue(kind: String, text: String, location: ProjectFileLocation)
  /// An XML document with no value: no `<plist>`, or a `<plist>` holding nothing.
  case emptyPropertyList(location: ProjectFileLocation)
  /// A file that starts `bplist00` but does not decode.
  case invalidBinaryPropertyList(file: String)
  /// Old-style ASCII property list syntax (`project.pbxproj`): `message` says what was expected.
  case syntax(message: String, location: ProjectFileLocation)
  /// A value of the wrong kind where the file needs another (an Info.plist that is an array).
  case wrongKind(expected: String, found: String, what: String, location: ProjectFileLocation)
  /// No `.xcodeproj` at or in `path`.
  case projectNotFound(path: String)
  /// A folder holding more than one `.xcodeproj`: which one is meant is not clear.
  case severalProjects(folder: String, names: [String])
  /// A `.xcodeproj` folder without its `project.pbxproj`.
  case missingProjectFile(path: String)
  /// An object reference in `project.pbxproj` to an object the file does not define.
  case brokenReference(referrer: String, kind: String, identifier: String, location: ProjectFileLocation)
  /// An object of `project.pbxproj` without a field it must have (a target without `name`).
  case missingField(object: String, field: String, location: ProjectFileLocation)
  /// A project whose targets include no iOS app; `found` describes each target it has.
  case noAppTarget(found: [String], location: ProjectFileLocation)
  /// An asset catalog's `Contents.json` that does not read; `reason` names the key at fault.
  case malformedAssetCatalog(reason: String, location: ProjectFileLocation)

  /// Where the problem is, when it is in a file.
  package var location: ProjectFileLocation? {
    switch self {
    case .malformedXML(_, let location), .unexpectedElement(_, _, let location), .keyWithoutValue(_, let location),
      .valueWithoutKey(_, let location), .invalidValue(_, _, let location), .emptyPropertyList(let location),
      .syntax(_, let location), .wrongKind(_, _, _, let location), .brokenReference(_, _, _, let location),
      .missingField(_, _, let location), .noAppTarget(_, let location), .malformedAssetCatalog(_, let location):
      location
    case .invalidBinaryPropertyList(let file): ProjectFileLocation(file: file)
    case .unreadableFile, .projectNotFound, .severalProjects, .missingProjectFile: nil
    }
  }

  /// What is wrong and what to do, without the location.
  package var message: String {
    switch self {
    case .unreadableFile(let path, let reason): "cannot read \(path): \(reason)"
    case .malformedXML(let reason, _):
      "this is not well-formed XML (\(reason)); open the file in Xcode or a text editor and fix the markup"
    case .unexpectedElement(let name, let context, _):
      "unexpected element <\(name)> \(context); a property list holds <dict>, <array>, <key>, <string>, "
        + "<integer>, <real>, <true/>, <false/>, <date> and <data>"
    case .keyWithoutValue(let key, _): "the key '\(key)' has no value after it; add one or remove the key"
    case .valueWithoutKey(let kind, _): "a <\(kind)> in a <dict> must follow a <key>; add the key before it"
    case .invalidValue(let kind, let text, _): "'\(text)' is not a valid \(kind)"
    case .emptyPropertyList: "there is no value in this property list; it needs a <plist> element holding one"
    case .invalidBinaryPropertyList:
      "this is not a valid binary property list; convert it again (plutil -convert xml1) or save it as XML"
    case .syntax(let message, _): message
    case .wrongKind(let expected, let found, let what, _):
      "\(what) must be \(Self.withArticle(expected)), not \(Self.withArticle(found))"
    case .projectNotFound(let path):
      "there is no Xcode project at \(path); give the folder that holds NAME.xcodeproj, or the .xcodeproj itself"
    case .severalProjects(let folder, let names):
      "\(folder) holds several Xcode projects (\(names.joined(separator: ", "))); give the one to run, "
        + "e.g. \(folder)/\(names.first ?? "NAME.xcodeproj")"
    case .missingProjectFile(let path):
      "\(path) has no project.pbxproj; the project is incomplete — copy the whole .xcodeproj folder from the Mac"
    case .brokenReference(let referrer, let kind, let identifier, _):
      "\(referrer) lists \(kind) '\(identifier)', which the project does not define; the file is damaged "
        + "(often by a merge): open it in Xcode or remove the reference"
    case .missingField(let object, let field, _): "\(object) has no '\(field)'; the file is damaged"
    case .noAppTarget(let found, _):
      "the project has no iOS app target to run"
        + (found.isEmpty ? "; it has no targets at all" : "; it has: " + found.joined(separator: "; "))
    case .malformedAssetCatalog(let reason, _): reason
    }
  }

  /// "a dictionary", "an array".
  private static func withArticle(_ noun: String) -> String {
    ("aeiou".contains(noun.first ?? "x") ? "an " : "a ") + noun
  }

  package var description: String {
    if case .unreadableFile = self { return message }
    guard let location else { return message }
    return "\(location): \(message)"
  }
}
