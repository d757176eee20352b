/// An object of `project.pbxproj`: its identifier, its `isa` and its fields.
struct PBXObject {
  let identifier: String
  let fields: PropertyList
  var isa: String { fields["isa"]?.string ?? "" }
  /// The line where the object is defined.
  var line: Int? { fields.line }

  func string(_ key: String) -> String? { fields[key]?.string }

  /// The identifiers a field lists (`files = ( … );`), each with its line.
  func references(_ key: String) -> [PropertyList] {
    fields[key]?.array?.filter { $0.string != nil } ?? []
  }
}

/// The `objects` of `project.pbxproj` by identifier, looked up with errors that name the
/// reference's line and what made it.
struct PBXObjectTable {
  let fileName: String
  private let objects: [String: PropertyList]

  init(root: PropertyList, fileName: String) throws(ProjectFileError) {
    self.fileName = fileName
    guard case .dictionary(let entries, _)? = root["objects"] else {
      throw .missingField(
        object: "the project file", field: "objects", location: .init(file: fileName, line: root.line))
    }
    var objects: [String: PropertyList] = [:]
    for entry in entries { objects[entry.key] = entry.value }
    self.objects = objects
  }

  func location(_ line: Int?) -> ProjectFileLocation { ProjectFileLocation(file: fileName, line: line) }

  /// The object `reference` names, or nil when the file does not define it.
  func objectIfPresent(_ identifier: String) -> PBXObject? {
    objects[identifier].map { PBXObject(identifier: identifier, fields: $0) }
  }

  /// The object `reference` (a string value, with its line) names; `referrer` and `kind` word
  /// the error when the project does not define it: "the target 'Foo' lists build file 'ABC'".
  func object(_ reference: PropertyList, referrer: String, kind: String) throws(ProjectFileError) -> PBXObject {
    let identifier = reference.string ?? ""
    guard let object = objectIfPresent(identifier) else {
      throw .brokenReference(referrer: referrer, kind: kind, identifier: identifier, location: location(reference.line))
    }
    return object
  }

  /// The object a field of `owner` names (`mainGroup = ABC;`), which must be there.
  func object(_ field: String, of owner: PBXObject, ownerName: String, kind: String) throws(ProjectFileError)
    -> PBXObject
  {
    guard let reference = owner.fields[field] else {
      throw .missingField(object: ownerName, field: field, location: location(owner.line))
    }
    return try object(reference, referrer: ownerName, kind: kind)
  }

  /// Every object of the file, for finding parents.
  var all: [PBXObject] {
    objects.map { PBXObject(identifier: $0.key, fields: $0.value) }
  }
}
