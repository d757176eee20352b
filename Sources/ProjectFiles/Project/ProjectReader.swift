/// Reads the targets of a parsed `project.pbxproj`: `rootObject` → `PBXProject` → `targets`, each
/// native app target's build phases, synchronized folders and build settings.
struct ProjectReader {
  private let table: PBXObjectTable
  private let project: PBXObject
  private let paths: ProjectPaths
  private let folder: String
  private static let applicationType = "com.apple.product-type.application"

  init(root: PropertyList, fileName: String, folder: String) throws(ProjectFileError) {
    table = try PBXObjectTable(root: root, fileName: fileName)
    self.folder = folder
    guard let rootObject = root["rootObject"] else {
      throw .missingField(object: "the project file", field: "rootObject", location: table.location(root.line))
    }
    project = try table.object(rootObject, referrer: "the project file's rootObject", kind: "project")
    paths = try ProjectPaths(
      table: table, mainGroup: table.object("mainGroup", of: project, ownerName: "the project", kind: "main group"))
  }

  /// The app targets and the skipped ones, in the project's order; an error when no target is an app.
  mutating func readTargets() throws(ProjectFileError) -> ([AppTarget], [SkippedTarget]) {
    let projectSettings = try BuildSettingsReader(table: table).settings(of: project, name: "the project")
    var apps: [AppTarget] = []
    var skipped: [SkippedTarget] = []
    for reference in project.references("targets") {
      let target = try table.object(reference, referrer: "the project", kind: "target")
      let name = target.string("name") ?? target.identifier
      let productType = target.string("productType") ?? ""
      guard target.isa == "PBXNativeTarget", productType == Self.applicationType else {
        skipped.append(
          .init(name: name, productType: productType, reason: SkippedTarget.reason(forProductType: productType)))
        continue
      }
      var settings = try BuildSettingsReader(table: table).settings(
        of: target, name: "the target '\(name)'", over: projectSettings)
      if settings["TARGET_NAME"] == nil { settings["TARGET_NAME"] = name }
      if let sdk = settings["SDKROOT"], sdk != "iphoneos", !sdk.isEmpty {
        skipped.append(.init(name: name, productType: productType, reason: "an app for \(sdk): Tutor runs iOS apps"))
        continue
      }
      apps.append(try readApp(target, name: name, settings: settings))
    }
    guard !apps.isEmpty else {
      let found = skipped.map { "\($0.name) (\($0.reason))" }
      throw .noAppTarget(found: found, location: table.location(project.fields["targets"]?.line ?? project.line))
    }
    return (apps, skipped)
  }

  /// An app target's files: its build phases' files, then its synchronized folders' files.
  private func readApp(_ target: PBXObject, name: String, settings: [String: String]) throws(ProjectFileError)
    -> AppTarget
  {
    let expansionSettings = settings.merging(["SRCROOT": ".", "PROJECT_DIR": ".", "SOURCE_ROOT": "."]) { $1 }
    let productName = BuildSettingExpansion.expand(
      settings["PRODUCT_NAME"] ?? target.string("productName") ?? name, settings: expansionSettings)
    let infoPlistPath = settings["INFOPLIST_FILE"].map {
      ProjectPaths.normalized(BuildSettingExpansion.expand($0, settings: expansionSettings))
    }.flatMap { $0.isEmpty ? nil : $0 }
    var app = AppTarget(
      name: name, productName: productName.isEmpty ? name : productName, sources: [], resources: [],
      infoPlistPath: infoPlistPath, buildSettings: settings, notes: [])
    let describe = "the target '\(name)'"
    for reference in target.references("buildPhases") {
      let phase = try table.object(reference, referrer: describe, kind: "build phase")
      switch phase.isa {
      case "PBXSourcesBuildPhase", "PBXResourcesBuildPhase":
        for fileReference in phase.references("files") {
          let buildFile = try table.object(fileReference, referrer: describe, kind: "build file")
          try add(buildFile, isSource: phase.isa == "PBXSourcesBuildPhase", to: &app)
        }
      default: continue
      }
    }
    for reference in target.references("fileSystemSynchronizedGroups") {
      let group = try table.object(reference, referrer: describe, kind: "synchronized folder")
      guard let path = paths.path(of: group) else { continue }
      let exceptions = try SynchronizedFolder.exceptions(of: group, for: target, table: table)
      let contents = try SynchronizedFolder(
        projectFolder: folder, path: path, exceptions: exceptions,
        explicitFolders: group.fields["explicitFolders"]?
          .array?.compactMap(\.string) ?? [], infoPlistPath: infoPlistPath
      ).contents()
      app.sources += contents.sources
      app.resources += contents.resources
    }
    return app
  }

  /// The file of a build file, as a source or resources; Swift package products and files in the
  /// SDK are left out.
  private func add(_ buildFile: PBXObject, isSource: Bool, to app: inout AppTarget) throws(ProjectFileError) {
    guard let fileReference = buildFile.fields["fileRef"] else {
      if let product = buildFile.string("productRef").flatMap(table.objectIfPresent) {
        app.notes.append("the Swift package product \(product.string("productName") ?? "?") is not built")
      }
      return
    }
    let file = try table.object(fileReference, referrer: "the build file '\(buildFile.identifier)'", kind: "file")
    if file.isa == "PBXVariantGroup" {
      for child in file.references("children") {
        let variant = try table.object(child, referrer: ProjectPaths.describe(file), kind: "localized file")
        if let path = paths.path(of: variant) {
          app.resources.append(.init(path: path, bundlePath: ProjectPaths.bundlePath(of: path)))
        }
      }
      return
    }
    guard let path = paths.path(of: file) else { return }
    if isSource, path.hasSuffix(".swift") {
      app.sources.append(path)
    } else if isSource, !path.hasSuffix(".xcdatamodeld"), !path.hasSuffix(".xcdatamodel") {
      app.notes.append("\(path) is not Swift and is not built")
    } else {
      app.resources.append(.init(path: path, bundlePath: ProjectPaths.bundlePath(of: path)))
    }
  }
}
