import Foundation

/// Where tests find what they read and run: the package's own folders (the bundled lessons, the
/// examples, the docs), the shared fixtures, and the built products (`tutor`, the example apps,
/// the runtime's libraries).
package enum TestPaths {
  /// The package's root folder, found from this file's place in the source tree.
  package static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The bundled lessons (`Lessons/`).
  package static let lessons = packageRoot.appendingPathComponent("Lessons")

  /// The example apps' sources (`Examples/`).
  package static let examples = packageRoot.appendingPathComponent("Examples")

  /// The user documentation (`docs/`).
  package static let docs = packageRoot.appendingPathComponent("docs")

  /// The fixtures test targets share (`Tests/TutorTestSupport/Fixtures/`): lessons written for
  /// the tests and a learner's workspace file.
  package static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// The path of a shared fixture, e.g. `fixture("GradeLessons")`.
  package static func fixture(_ name: String) -> String {
    fixtures.appendingPathComponent(name).path
  }

  /// The folder of the built products: the test bundle runs from it, beside `tutor`, the example
  /// apps and the runtime's libraries.
  package static let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()

  /// A built product, e.g. `product("EggTimer")`.
  package static func product(_ name: String) -> URL {
    products.appendingPathComponent(name)
  }

  /// The built `tutor` binary.
  package static let tutor = product("tutor")
}
