// swift-tools-version:6.0
import PackageDescription

// Tutor: a terminal tutor for iOS app fundamentals, with a headless UIKit runtime.
// Modules follow design/architecture.md. Only the toolchain and Debian's C libraries are used.
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
    // Codable values that cross the pipe between the app process and the tool.
    .target(name: "DriverProtocol"),
    .target(name: "UIKit", dependencies: ["CRuntimeSupport", "DriverProtocol"]),
    .target(name: "AppHost", dependencies: ["UIKit", "DriverProtocol"]),
    .executableTarget(name: "tutor"),
    .testTarget(name: "UIKitTests", dependencies: ["UIKit", "DriverProtocol"]),
    .testTarget(name: "AppHostTests", dependencies: ["AppHost", "UIKit", "DriverProtocol"]),
    .testTarget(name: "TutorTests", dependencies: ["tutor"]),
  ],
  swiftLanguageModes: [.v6]
)
