import Foundation
import Testing
import TutorTestSupport

/// interface-files.md: a project made in Xcode with a storyboard — a navigation controller, a
/// show segue, a table of prototype cells with a selection segue and `prepare(for:sender:)`, an
/// unwind segue from a bar button item — runs through `tutor run PATH` and a scripted walk.
@Suite("tutor run on a storyboard project", .tags(.spawnsProcess))
struct StoryboardProjectTests {
  @Test("the cookbook: welcome, recipes, a recipe, Done back to the list, back to the start")
  func walkThrough() throws {
    let script = """
      expect title "Cook"
      tap "Browse recipes"
      expect title "Recipes"
      expect rows 3
      tap "Tomato soup"
      expect title "Recipe"
      expect #recipeName text "Tomato soup"
      expect log order "RecipeListViewController.prepareForSegue showRecipe", "RecipeDetailViewController.viewDidLoad"
      tap "Done"
      expect title "Recipes"
      expect output contains "back from Recipe"
      back
      expect title "Cook"
      """
    let run = try runTutor(["run", TestPaths.fixture("Projects/Cookbook")], input: script)
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("skipped NotesUITests"), "\(run.stdout)")
    let verdicts = run.stdout.split(separator: "\n").filter { $0.hasPrefix("✓") || $0.hasPrefix("✗") }
    #expect(verdicts.count == 9)
    #expect(!verdicts.contains { $0.hasPrefix("✗") }, "\(run.stdout)")
  }
}
