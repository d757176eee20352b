import Foundation
import ManagedModelTools

/// Builds a learner's files into an app executable linked with the app host, caching by a hash
/// of every Swift input so an unchanged exercise is not compiled again, and lays the executable
/// out in an app bundle with the exercise's resources (AppBundle), cached by their hashes too.
package struct AppBuilder {
  package var runtime: RuntimeLocation
  package var cacheFolder: URL
  package var buildLimit: Duration = .seconds(120)

  /// Whether the toolchain's lld is on the search path: it links an app about a third faster
  /// than the system linker.
  static let hasLLD: Bool = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
    return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/ld.lld") }
  }()

  package init(runtime: RuntimeLocation, cacheFolder: URL) {
    self.runtime = runtime
    self.cacheFolder = cacheFolder
  }

  /// The cache folder: `$XDG_CACHE_HOME/tutor`, else `~/.cache/tutor` — or, for root,
  /// `/var/cache/tutor`: root's home is closed to other users, and apps graded as root run as a
  /// user of their own (Confinement), who must be able to read the app they run.
  package static func defaultCacheFolder(environment: [String: String]) -> URL {
    if let base = environment["XDG_CACHE_HOME"] { return URL(fileURLWithPath: base).appendingPathComponent("tutor") }
    if Confinement.runnerIsRoot { return URL(fileURLWithPath: "/var/cache/tutor") }
    return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/tutor")
  }

  /// Builds (or finds in the cache) the app for `sources`: its executable, compiled from the
  /// Swift inputs alone, in an app bundle with the resources (AppBundle).
  package func build(_ sources: AppSources) throws(BuildFailure) -> BuiltApp {
    if let problem = sources.projectProblem {
      throw .learnersCode(compilerOutput: "\(problem)\n", diagnostics: nil)
    }
    // Core Data models are compiled as momc would, into the code (their classes are generated)
    // and into the bundle; every other file that is not Swift is a resource of the bundle.
    let models: ModelCompiler.Compiled
    do {
      models = try ModelCompiler.compile(GeneratedSupport.modelFiles(of: sources))
    } catch {
      let located = Self.located(error, in: sources) + "\n"
      let lessons = sources.supportFiles.contains { $0.name == error.path || $0.name.hasPrefix(error.path) }
      throw lessons ? .lessonsFiles(compilerOutput: located) : .learnersCode(compilerOutput: located, diagnostics: nil)
    }
    let resources = AppBundle.resources(of: sources, models: models.resources)
    let bundleFiles: [String: Data]
    do {
      bundleFiles = try AppBundle.files(for: resources, product: sources.product)
    } catch {
      throw error.isLessons
        ? .lessonsFiles(compilerOutput: Self.located(error, in: sources) + "\n")
        : .learnersCode(compilerOutput: error.description + "\n", diagnostics: nil)
    }
    // What Swift allows but app code may not do (import Tutor's modules, use its reserved
    // names) is the learner's compile error, found before compiling.
    let rules = LearnerCodeRules(builtModules: runtime.builtModules)
    let learnerSwift = sources.learnerFiles.filter { GeneratedSupport.isSwift($0.name) }
    let violations = learnerSwift.flatMap(rules.violations(in:))
    guard violations.isEmpty else {
      let diagnostics = CompilerDiagnostics(learnerErrors: violations, learnerFiles: learnerSwift)
      throw .learnersCode(
        compilerOutput: diagnostics.rendered(limit: violations.count) + "\n", diagnostics: diagnostics)
    }
    let inputs = compilerInputs(sources, learnerSwift: learnerSwift, models: models)
    let (executable, cached) = try executable(for: inputs, sources: sources)
    let bundle = try AppBundle.layOut(
      executable: executable,
      key: AppBundle.key(executableKey: inputs.key, resources: resources, product: sources.product),
      files: bundleFiles, product: sources.product, in: cacheFolder)
    return BuiltApp(executable: bundle.executable, cached: cached, bundleCached: bundle.cached)
  }

  /// The executable for `inputs` in the cache (`builds/KEY/app`), compiled unless it is there
  /// already; and whether it was.
  private func executable(for inputs: CompilerInputs, sources: AppSources) throws(BuildFailure) -> (String, Bool) {
    let folder = cacheFolder.appendingPathComponent("builds").appendingPathComponent(inputs.key)
    let executable = folder.appendingPathComponent("app").path
    if FileManager.default.isExecutableFile(atPath: executable) { return (executable, true) }
    let output = try compile(inputs, sources: sources)
    // Publish atomically: a concurrent build of the same inputs simply wins or loses the rename.
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      try? FileManager.default.removeItem(at: output.deletingLastPathComponent())
      throw .cacheUnavailable(detail: "could not store the built app in \(folder.path): \(error)")
    }
    let stored = rename(output.path, executable) == 0 || FileManager.default.isExecutableFile(atPath: executable)
    try? FileManager.default.removeItem(at: output.deletingLastPathComponent())
    guard stored else { throw .cacheUnavailable(detail: "could not store the built app in \(folder.path)") }
    return (executable, false)
  }

  /// What swiftc is given: the files (learner code lowered — book code's #selector, @objc,
  /// @IBOutlet… — with the learner's lines kept in place, so messages quote them), the flags,
  /// and the build's key.
  private struct CompilerInputs {
    var files: [(name: String, contents: String, isLearners: Bool)]
    var flags: [String]
    var key: String
    /// By learner file name: the declaration each generated line after the file's own is about.
    var appended: [String: [Int: CompilerDiagnostics.GeneratedDeclaration]]
  }

  private func compilerInputs(_ sources: AppSources, learnerSwift: [SourceFile], models: ModelCompiler.Compiled)
    -> CompilerInputs
  {
    // Each file's outlets and actions are registered by code after its last line (private ones
    // are reachable only from the file itself); GeneratedSupport calls it.
    var appended: [String: [Int: CompilerDiagnostics.GeneratedDeclaration]] = [:]
    var files = learnerSwift.enumerated().map { index, file in
      var lowered = SourceLowering.lower(file.contents)
      if let appendix = InterfaceRegistration.appendix(for: file.contents, file: index, after: lowered) {
        lowered += appendix.text
        appended[file.name] = appendix.declarations
      }
      return (name: file.name, contents: lowered, isLearners: true)
    }
    // A lesson's Swift support files are book code too: lowered, their outlets and actions
    // registered, numbered after the learner's files.
    for (offset, support) in sources.supportFiles.filter({ GeneratedSupport.isSwift($0.name) }).enumerated() {
      var lowered = SourceLowering.lower(support.contents)
      let index = learnerSwift.count + offset
      if let appendix = InterfaceRegistration.appendix(for: support.contents, file: index, after: lowered) {
        lowered += appendix.text
      }
      var lesson = support
      lesson.contents = lowered
      files.append((support.name, GeneratedSupport.contents(of: lesson), false))
    }
    files.append((GeneratedSupport.fileName, GeneratedSupport.contents(for: sources, models: models), false))
    let flags = compilerFlags(
      parseAsLibrary: !files.contains { ($0.name as NSString).lastPathComponent == "main.swift" },
      moduleName: sources.product.moduleName)
    // SHA-256 over length-prefixed fields: apps are shared between learners through this key, so
    // no learner may be able to make their app's key another's (a 64-bit hash could be collided).
    var hasher = BuildKey()
    for file in files.sorted(by: { $0.name < $1.name }) {
      hasher.combine(file.name)
      hasher.combine(file.contents)
    }
    for flag in flags { hasher.combine(flag) }
    hasher.combine(runtime.buildID)
    return CompilerInputs(files: files, flags: flags, key: hasher.hex, appended: appended)
  }

  /// Compiles in a work folder of its own; answers the linked app, checked for the C symbols it
  /// may not export (such an app is refused, and never stored).
  private func compile(_ inputs: CompilerInputs, sources: AppSources) throws(BuildFailure) -> URL {
    let work = cacheFolder.appendingPathComponent("work-\(UUID().uuidString)")
    var paths: [String] = []
    var learnerFiles: [String: SourceFile] = [:]
    var appended: [String: [Int: CompilerDiagnostics.GeneratedDeclaration]] = [:]
    let originals = Dictionary(sources.learnerFiles.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    if let outside = inputs.files.first(where: { !AppBundle.isInsideBundle($0.name) }) {
      throw .learnersCode(
        compilerOutput: "\(outside.name): error: a source file's path must stay inside the app's folder\n",
        diagnostics: nil)
    }
    do {
      try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
      for file in inputs.files {
        // A project's files keep their folders (`Groceries/Model/Item.swift`), so their names stay
        // the learner's in the compiler's messages.
        let url = work.appendingPathComponent(file.name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let path = url.path
        try file.contents.write(toFile: path, atomically: true, encoding: .utf8)
        paths.append(path)
        if file.isLearners {
          learnerFiles[path] = originals[file.name]
          appended[path] = inputs.appended[file.name]
        }
      }
    } catch {
      try? FileManager.default.removeItem(at: work)
      throw .cacheUnavailable(detail: "could not write the build's files in \(work.path): \(error)")
    }
    let output = work.appendingPathComponent("app")
    do throws(BuildFailure) {
      try check(
        compiling: inputs.flags + paths + ["-o", output.path], learnerFiles: learnerFiles, appended: appended,
        work: work)
      if let refusal = try ExportedSymbols.refusal(for: output.path) {
        throw BuildFailure.learnersCode(compilerOutput: refusal + "\n", diagnostics: nil)
      }
    } catch {
      try? FileManager.default.removeItem(at: work)
      throw error
    }
    return output
  }

  /// Runs swiftc; its errors become the learner's, read in their terms.
  private func check(
    compiling arguments: [String], learnerFiles: [String: SourceFile],
    appended: [String: [Int: CompilerDiagnostics.GeneratedDeclaration]], work: URL
  ) throws(BuildFailure) {
    let result: ProcessResult
    do {
      result = try Self.compiler(arguments: arguments).run(timeout: buildLimit)
    } catch {
      throw .toolchainMissing(detail: error.description)
    }
    guard result.outcome == .exited(0) else {
      let output = result.standardError + result.standardOutput
      // `env` answers 127 when it cannot find swiftc on the search path.
      if result.outcome == .exited(127), !output.contains("error:") {
        throw .toolchainMissing(detail: "swiftc was not found on PATH: \(output)")
      }
      throw .learnersCode(
        compilerOutput: output,
        diagnostics: CompilerDiagnostics(
          compilerOutput: output, learnerFiles: learnerFiles,
          generatedFile: work.appendingPathComponent(GeneratedSupport.fileName).path, appended: appended))
    }
  }

  /// A model's error at its place: the lesson file's line for a lesson's model, else the learner's file.
  static func located(_ failure: ModelCompiler.Failure, in sources: AppSources) -> String {
    located(path: failure.path, line: failure.line, message: failure.message, in: sources) ?? failure.description
  }

  /// A bundle's error at its place: the lesson file's line for a lesson's resource (its block's
  /// first line, plus the line in the file), else the file's path.
  static func located(_ failure: AppBundle.Failure, in sources: AppSources) -> String {
    located(path: failure.path, line: failure.line, message: failure.message, in: sources) ?? failure.description
  }

  /// `LESSON.md:LINE: error: PATH: MESSAGE` for a lesson's support file at `path`; nil for others.
  private static func located(path: String, line: Int?, message: String, in sources: AppSources) -> String? {
    guard let support = sources.supportFiles.first(where: { $0.name == path }) else { return nil }
    return "\(support.lessonFile):\(support.line + (line ?? 1) - 1): error: \(path): \(message)"
  }

  /// `swiftc` with `arguments`, under the compiler's limits: it reads the learner's code.
  static func compiler(arguments: [String]) -> ChildProcess {
    var compiler = ChildProcess(executable: "/usr/bin/env", arguments: ["swiftc"] + arguments)
    compiler.limits = .compiler
    return compiler
  }

  /// Swift 5 mode, where bare `/…/` regex literals are off (`/` is division): SwiftLexer, which
  /// the lowering and LearnerCodeRules read code with, reads only `#/…/#` as a regex.
  /// `-continue-building-after-errors` shows the learner every file's errors, not the first
  /// failing file's only. `--export-dynamic` lets the runtime find the generated
  /// code's entry point; ExportedSymbols checks what else the app exports.
  /// The flags of every app build. `-wmo` compiles all the files in one frontend, which loads
  /// the runtime's modules once: a lesson's four files build in 0.31 s instead of 0.53 s, a
  /// 27-file project in 0.8 s instead of 4.1 s (Benchmarks/check.sh).
  func compilerFlags(parseAsLibrary: Bool, moduleName: String = AppProduct.lessonApp.moduleName) -> [String] {
    let modules: [String] = runtime.moduleMaps.flatMap { ["-Xcc", "-fmodule-map-file=\($0)"] }
    let headers: [String] = RuntimeLocation.headerSearchPaths.flatMap { ["-Xcc", "-I\($0)"] }
    let linking = [
      "-L", runtime.libraries, "-lAppHost", "-Xlinker", "-rpath", "-Xlinker", runtime.libraries,
      "-Xlinker", "--export-dynamic",
    ]
    return (parseAsLibrary ? ["-parse-as-library"] : []) + (Self.hasLLD ? ["-use-ld=lld"] : []) + [
      "-module-name", moduleName, "-swift-version", "5", "-wmo", "-continue-building-after-errors",
      "-gline-tables-only", "-I",
      runtime.modules,
    ] + modules + headers + linking
  }
}
