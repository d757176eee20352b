import LessonKit
import ManagedModelTools
import Testing

@testable import Runner

/// A lesson's Core Data model that does not compile stops the build, at its line in the lesson
/// file (AppBuilder), before any Swift is compiled.
@Suite("Core Data model build failures")
struct ModelBuildFailureTests {
  @Test("a broken model is a build error at its line in the lesson file")
  func brokenModelInLesson() throws {
    let broken = "<model>\n<entity name=\"A\">\n<attribute attributeType=\"String\"/>\n</entity>\n</model>"
    let sources = AppSources(
      learnerFiles: [],
      supportFiles: [
        LessonCode(name: "M.xcdatamodeld/M.xcdatamodel/contents", contents: broken, lessonFile: "L.md", line: 40)
      ])
    #expect(throws: ModelCompiler.Failure.self) { try ModelCompiler.compile(GeneratedSupport.modelFiles(of: sources)) }
    do {
      _ = try ModelCompiler.compile(GeneratedSupport.modelFiles(of: sources))
    } catch {
      #expect(
        AppBuilder.located(error, in: sources)
          == "L.md:42: error: M.xcdatamodeld/M.xcdatamodel/contents: <attribute> has no name=\"…\"")
    }
  }
}
