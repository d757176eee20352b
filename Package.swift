// swift-tools-version:6.0
import PackageDescription

// Tutor: a terminal tutor for iOS app fundamentals, with a headless UIKit runtime.
// Modules follow docs/architecture.md. Only the toolchain and Debian's C libraries are used.

/// Our own code builds with warnings as errors. The example app does not: it is written as a
/// learner writes for iOS and, like that code in Xcode, builds with concurrency warnings.
let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]
/// Learner-style example code: Swift 5 mode, as a new Xcode project. It builds with the
/// concurrency warnings Xcode shows for such code (closures given to Timer and NotificationCenter
/// touching main-actor state); they are silenced here so the build log shows only ours.
let learnerCode: [SwiftSetting] = [.swiftLanguageMode(.v5), .unsafeFlags(["-suppress-warnings"])]

/// App processes export their symbols so that AppHost's clock functions (VirtualWallClock.swift),
/// linked into the executable, take precedence over the C library's for Foundation's `Date()`.
let appProcessLinking: [LinkerSetting] = [.unsafeFlags(["-Xlinker", "--export-dynamic"])]

let package = Package(
  name: "Tutor",
  products: [
    .executable(name: "tutor", targets: ["tutor"]),
    .library(name: "UIKit", type: .dynamic, targets: ["UIKit"]),
    .library(name: "AppHost", type: .dynamic, targets: ["AppHost"]),
  ],
  targets: [
    // Swift-calling-convention helpers the runtime needs where Swift has no spelling (see shim.h).
    .systemLibrary(name: "CRuntimeSupport", path: "Sources/CRuntimeSupport"),
    .systemLibrary(
      name: "CMark", path: "Sources/CMark", pkgConfig: "libcmark-gfm",
      providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
    // Lessons as files: Markdown (through cmark-gfm) to an immutable model, and validation.
    .target(
      name: "LessonKit", dependencies: ["CMark", "CheckLanguage", "DriverProtocol", "ProjectFiles"],
      swiftSettings: strict),
    // The engine between a learner's files and a verdict: processes, builds, checks (issue 4).
    // The app sandbox's policy: Landlock rules and seccomp filters, applied by the spawner before
    // exec and by the app host before main (CSandboxPolicy.h).
    .target(name: "CSandboxPolicy"),
    // Starts child processes with descriptors, signals, namespaces, limits, user and sandbox set
    // before exec (spawn.c, child.c).
    .target(name: "CProcessSpawn", dependencies: ["CSandboxPolicy"]),
    .target(
      name: "Runner",
      dependencies: [
        "LessonKit", "CheckLanguage", "DriverProtocol", "CProcessSpawn", "SQLiteDatabase", "ManagedModelFile",
        "ManagedModelTools", "ProjectFiles", "InterfaceFiles", "InterfaceModel",
      ],
      swiftSettings: strict),
    // The check language's parser: one parser for lesson checks, lint, the runner and the shell.
    .target(name: "CheckLanguage", dependencies: ["DriverProtocol"], swiftSettings: strict),
    // Codable values that cross the pipe between the app process and the tool.
    .target(name: "DriverProtocol", swiftSettings: strict),
    // Foundation's own versions of the methods UIKit shadows, reachable from UIKit without recursion.
    .target(name: "FoundationOriginals", swiftSettings: strict),
    // The constraint engine Auto Layout solves with: an incremental Cassowary solver (issue 15),
    // public because the UIKit library product uses it; no dependencies, so it is tested alone
    // (the C library's libm aside, which rounding needs when nothing imports Foundation).
    .target(name: "ConstraintSolver", swiftSettings: strict, linkerSettings: [.linkedLibrary("m")]),
    // A storyboard or xib as the tool compiles it and the runtime loads it: plain Codable values.
    .target(name: "InterfaceModel", swiftSettings: strict),
    // The tool's side of storyboards and xibs, as Xcode's ibtool: Xcode's XML read (FoundationXML,
    // in one file) and checked, with errors at their line, and compiled into InterfaceModel's
    // documents for the app bundle. Apart from InterfaceModel so that the app never links an XML parser.
    .target(name: "InterfaceFiles", dependencies: ["InterfaceModel", "CheckLanguage"], swiftSettings: strict),
    .target(
      name: "UIKit",
      dependencies: ["CRuntimeSupport", "DriverProtocol", "FoundationOriginals", "ConstraintSolver", "InterfaceModel"],
      swiftSettings: strict),
    // Confines an app process before main(): network namespace, Landlock, seccomp, crash frames
    // (see confinement.c).
    .target(name: "CAppSandbox", dependencies: ["CSandboxPolicy"]),
    // SQLite, for Core Data's store and for reading that store from the tool (`expect store`).
    .systemLibrary(
      name: "CSQLite", path: "Sources/CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
    // A small Swift face on SQLite: statements, bound parameters, rows, SQL functions. The one
    // target that calls SQLite's C API (CSQLite); CoreData and the runner go through it.
    .target(name: "SQLiteDatabase", dependencies: ["CSQLite"], swiftSettings: strict),
    // A Core Data model as values (entities, attributes, relationships) and the store's naming: what
    // the app's Core Data reads at run time (the compiled `NAME.momd`) and the tool reads stores by.
    .target(name: "ManagedModelFile", swiftSettings: strict),
    // The tool's side of Core Data models, as Xcode's momc and class generation: Xcode's
    // `.xcdatamodeld` XML read and checked (with `tutor lint`'s diagnostics for lessons' models),
    // compiled to `NAME.momd`, and the entity classes generated. A target of its own, not part of
    // ManagedModelFile, because every app process links Core Data and with it ManagedModelFile:
    // the app only decodes the compiled model, and should not carry an XML parser (FoundationXML,
    // libxml2), the code generator or the lesson model (LessonKit) it never uses.
    .target(
      name: "ManagedModelTools", dependencies: ["ManagedModelFile", "LessonKit", "CheckLanguage"],
      swiftSettings: strict),
    // The files an Xcode iOS project is made of, read as Xcode reads them: property lists (XML,
    // binary, old-style ASCII), Info.plist processing, `project.pbxproj` and asset catalogs. No
    // dependencies, so the runner and lint can use it and it is tested alone.
    .target(name: "ProjectFiles", swiftSettings: strict),
    // `import CoreData`: a managed object context over a real SQLite file (issue 8).
    .target(
      name: "CoreData", dependencies: ["UIKit", "SQLiteDatabase", "ManagedModelFile"], swiftSettings: strict),
    // libxml2, for reading web pages (HTML) in the app process.
    .systemLibrary(
      name: "CLibXML2", path: "Sources/CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
    // A web page as a web view shows it (title, text blocks, links, images, form fields), read from
    // HTML by libxml2's parser in one file. No UIKit, so it is tested and benchmarked alone.
    .target(name: "WebPage", dependencies: ["CLibXML2"], swiftSettings: strict),
    // `import WebKit`: WKWebView and its navigation delegate, pages from the virtual network.
    .target(name: "WebKit", dependencies: ["UIKit", "WebPage", "DriverProtocol"], swiftSettings: strict),
    // `import SafariServices`: SFSafariViewController, a web view presented with a Done button.
    .target(name: "SafariServices", dependencies: ["UIKit", "WebKit"], swiftSettings: strict),
    // AppHost links CoreData, WebKit and SafariServices so that every app process can import them
    // (one copy of UIKit).
    .target(
      name: "AppHost",
      dependencies: [
        "UIKit", "CoreData", "WebKit", "SafariServices", "DriverProtocol", "CRuntimeSupport", "FoundationOriginals",
        "CAppSandbox",
      ],
      swiftSettings: strict),
    // libedit, for the shell's line editing (variadic calls wrapped in shim.h).
    .systemLibrary(
      name: "CEditLine", path: "Sources/CEditLine", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
    // What a person sees of the engine's typed results: the app's screen (terminal, SVG), check
    // verdicts, the looking steps, grading reports in every format, text made visible. No engine
    // logic: the Runner decides, this words and draws.
    .target(
      name: "Presentation", dependencies: ["Runner", "LessonKit", "CheckLanguage", "DriverProtocol"],
      swiftSettings: strict),
    // The command line and the shell: REPL, commands, lesson rendering, progress (issue 5).
    .target(
      name: "Shell",
      dependencies: [
        "LessonKit", "Runner", "Presentation", "ManagedModelTools", "CheckLanguage", "DriverProtocol", "CEditLine",
        "ProjectFiles",
      ],
      swiftSettings: strict),
    // The executable: forwards to Shell.
    .executableTarget(name: "tutor", dependencies: ["Shell"], swiftSettings: strict),
    // A learner-style app (Swift 5 mode, `@main` app delegate) that AppHost's end-to-end tests drive.
    .executableTarget(
      name: "EggTimer", dependencies: ["UIKit", "AppHost"], path: "Examples/EggTimer",
      swiftSettings: learnerCode, linkerSettings: appProcessLinking),
    // The same, started from main.swift with UIApplicationMain and the delegate's class name.
    .executableTarget(
      name: "MainSwift", dependencies: ["UIKit", "AppHost"], path: "Examples/MainSwift",
      swiftSettings: learnerCode, linkerSettings: appProcessLinking),
    // Prints the runtime's figures; run Benchmarks/runtime.sh.
    .executableTarget(
      name: "RuntimeBenchmark", dependencies: ["UIKit", "DriverProtocol"], path: "Benchmarks/RuntimeBenchmark",
      swiftSettings: strict),
    // Prints what reading a large web page costs; run Benchmarks/webpage.sh.
    .executableTarget(
      name: "WebPageBenchmark", dependencies: ["WebPage"], path: "Benchmarks/WebPageBenchmark", swiftSettings: strict),
    // Prints the storyboard figures; run Benchmarks/storyboard.sh.
    .executableTarget(
      name: "StoryboardBenchmark", dependencies: ["UIKit", "InterfaceModel", "InterfaceFiles"],
      path: "Benchmarks/StoryboardBenchmark", swiftSettings: strict),
    // Prints Core Data and UserDefaults figures; run Benchmarks/storage.sh.
    .executableTarget(
      name: "StorageBenchmark", dependencies: ["CoreData", "UIKit"], path: "Benchmarks/StorageBenchmark",
      swiftSettings: strict),
    // Prints what the sandbox costs an app start; run Benchmarks/check.sh.
    .executableTarget(
      name: "ConfinementBenchmark", dependencies: ["Runner", "DriverProtocol"], path: "Benchmarks/ConfinementBenchmark",
      swiftSettings: strict),
    // Prints what solving a screen's constraints costs; run Benchmarks/layout.sh.
    .executableTarget(
      name: "LayoutBenchmark", dependencies: ["ConstraintSolver"], path: "Benchmarks/LayoutBenchmark",
      swiftSettings: strict),
    // Prints how long parsing the bundled lessons takes; run Benchmarks/lessons.sh.
    .executableTarget(
      name: "LessonBenchmark", dependencies: ["LessonKit"], path: "Benchmarks/LessonBenchmark", swiftSettings: strict),
    // What the test targets share, used by them alone: golden files (expectGolden), running the
    // built `tutor` (runTutor), tags, and where the lessons, fixtures and built products are.
    // Fixtures/ holds the lessons and files several test targets read.
    .target(
      name: "TutorTestSupport", dependencies: ["Runner"], path: "Tests/TutorTestSupport", exclude: ["Fixtures"],
      swiftSettings: strict),
    // Test folders mirror source folders. Golden files sit in `__Snapshots__/` beside the test
    // that reads them (TutorTestSupport's expectGolden), read from the source tree, not bundled.
    .testTarget(
      name: "UIKitTests", dependencies: ["UIKit", "DriverProtocol", "TutorTestSupport", "InterfaceModel"],
      exclude: ["Driver/__Snapshots__", "Layout/__Snapshots__", "Tables/__Snapshots__"], swiftSettings: strict),
    .testTarget(
      name: "AppHostTests",
      dependencies: ["AppHost", "UIKit", "DriverProtocol", "EggTimer", "MainSwift", "TutorTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "RunnerTests", dependencies: ["Runner", "ManagedModelTools", "EggTimer", "TutorTestSupport"],
      exclude: ["Build/Source/__Snapshots__"], swiftSettings: strict),
    .testTarget(
      name: "CoreDataTests", dependencies: ["CoreData", "UIKit", "ManagedModelFile", "SQLiteDatabase"],
      swiftSettings: strict),
    .testTarget(name: "SQLiteDatabaseTests", dependencies: ["SQLiteDatabase"], swiftSettings: strict),
    .testTarget(name: "WebPageTests", dependencies: ["WebPage"], swiftSettings: strict),
    .testTarget(
      name: "WebKitTests",
      dependencies: [
        "WebKit", "SafariServices", "UIKit", "WebPage", "DriverProtocol", "TutorTestSupport", "Presentation",
        "InterfaceModel",
      ],
      exclude: ["__Snapshots__"],
      swiftSettings: strict),
    .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"], swiftSettings: strict),
    .testTarget(
      name: "ManagedModelToolsTests", dependencies: ["ManagedModelTools", "ManagedModelFile", "LessonKit"],
      swiftSettings: strict),
    .testTarget(
      name: "ProjectFilesTests", dependencies: ["ProjectFiles", "TutorTestSupport"],
      exclude: ["InfoPlist/__Snapshots__", "Project/__Snapshots__", "PropertyLists/__Snapshots__"],
      swiftSettings: strict),
    .testTarget(
      name: "InterfaceFilesTests", dependencies: ["InterfaceFiles", "InterfaceModel", "TutorTestSupport"],
      exclude: ["Reading/__Snapshots__"], swiftSettings: strict),
    .testTarget(
      name: "CheckLanguageTests", dependencies: ["CheckLanguage", "TutorTestSupport"], swiftSettings: strict),
    .testTarget(
      name: "LessonKitTests", dependencies: ["LessonKit", "CheckLanguage", "DriverProtocol", "TutorTestSupport"],
      exclude: ["Parsing/Fixtures", "Parsing/__Snapshots__"],
      swiftSettings: strict),
    // What a person sees, from hand-built results and snapshots: screens, reports, check verdicts.
    .testTarget(
      name: "PresentationTests",
      dependencies: ["Presentation", "Runner", "LessonKit", "CheckLanguage", "DriverProtocol", "TutorTestSupport"],
      exclude: ["Screen/__Snapshots__", "Reports/__Snapshots__", "Steps/__Snapshots__"],
      swiftSettings: strict),
    // The shell and the command line in process: the command loop over a scripted line reader,
    // exercises and app mode, lesson rendering, commands' output.
    .testTarget(
      name: "ShellTests",
      dependencies: ["Shell", "Presentation", "Runner", "LessonKit", "DriverProtocol", "TutorTestSupport"],
      exclude: ["Rendering/__Snapshots__"],
      swiftSettings: strict),
    // End to end: runs the built `tutor` binary (and drives it in tmux); the dependency makes
    // sure it is built first.
    .testTarget(
      name: "TutorTests", dependencies: ["tutor", "TutorTestSupport", "Runner", "Presentation", "LessonKit"],
      exclude: ["__Snapshots__"],
      swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
