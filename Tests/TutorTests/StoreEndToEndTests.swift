import Foundation
import Testing
import TutorTestSupport

/// The Core Data lesson's to-do exercise through the built `tutor` binary: the learner's app
/// saves to-dos, and `store` / `store ENTITY` / `expect store` read its SQLite file from the
/// tool side, across a relaunch.
@Suite("tutor run — the Core Data store", .serialized)
struct StoreEndToEndTests {

  /// A workspace holding the lesson's solution of the to-do exercise, as a learner would have it.
  private func workspace(changing change: (String) -> String = { $0 }) throws -> URL {
    let lesson = try String(
      contentsOf: TestPaths.lessons.appendingPathComponent("07-core-data.md"), encoding: .utf8)
    let start = try #require(lesson.range(of: "```swift solution file=Todo.swift\n"))
    let end = try #require(lesson[start.upperBound...].range(of: "```\n"))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-store-\(UUID().uuidString)")
    let exercise = folder.appendingPathComponent("core-data/todo-core-data")
    try FileManager.default.createDirectory(at: exercise, withIntermediateDirectories: true)
    try change(String(lesson[start.upperBound..<end.lowerBound])).write(
      to: exercise.appendingPathComponent("Todo.swift"), atomically: true, encoding: .utf8)
    return folder
  }

  @Test("store lists entities and rows by property name, dates as dates; expect store counts with a filter")
  func storeLooks() throws {
    let folder = try workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = """
      type "Milk" into #newTodo
      return
      type "Bread" into #newTodo
      return
      store
      store TodoItem
      relaunch
      expect store TodoItem where title == "Bread" count 1
      expect store TodoItem where created == "2026-01-01T00:00:00Z" count 2
      expect store TodoItem where done == "NO" count 0
      expect rows 2
      store Nope
      """
    let run = try runTutor(
      [
        "run", "core-data/todo-core-data", "--workspace", folder.path, "--lessons",
        TestPaths.lessons.path, "--no-color",
      ], input: script)
    #expect(run.status == 1, "one expectation fails on purpose: \(run.stderr)")
    #expect(run.stdout.contains("> store\nTodoItem  2 rows\n"))
    #expect(
      run.stdout.contains(
        "1  title=\"Milk\"  done=false  created=2026-01-01T00:00:00Z\n2  title=\"Bread\"  done=false  created=2026-01-01T00:00:00Z\n"
      ))
    #expect(run.stdout.contains("✓ expect store TodoItem where title == \"Bread\" count 1"))
    #expect(run.stdout.contains("✓ expect rows 2"))
    #expect(run.stdout.contains("✓ expect store TodoItem where created == \"2026-01-01T00:00:00Z\" count 2"))
    #expect(run.stdout.contains("TodoItem.done is Boolean: compare it with true or false"))
    #expect(run.stdout.contains("no entity Nope in the store (entities: TodoItem)"))
  }

  @Test("a misspelled model name: the crash names the learner's line, and output shows Core Data's message after it")
  func wrongModelName() throws {
    let folder = try workspace {
      $0.replacingOccurrences(
        of: "NSPersistentContainer(name: \"Todo\")", with: "NSPersistentContainer(name: \"Todos\")")
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try runTutor(
      [
        "run", "core-data/todo-core-data", "--workspace", folder.path, "--lessons",
        TestPaths.lessons.path, "--no-color",
      ], input: "output\nstore\n")
    let all = run.stdout + run.stderr
    #expect(all.contains("Todo.swift:"))
    #expect(all.contains("could not locate an NSEntityDescription for entity name 'TodoItem'"))
    #expect(run.stdout.contains("CoreData: error:  Failed to load model named Todos (the app's models: Todo)"))
    #expect(run.stdout.contains("(no Core Data store in the app's container)"))
  }
}
