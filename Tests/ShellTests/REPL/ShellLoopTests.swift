import Foundation
import Testing

@testable import Shell

/// The shell's command loop (docs/architecture.md "The shell"), driven by a scripted line reader: where the learner is,
/// quizzes, hints, progress kept on disk, errors that never end the shell.
@Suite("The shell's command loop")
struct ShellLoopTests {
  @Test("first run: a short greeting that names lessons, open and help, and the first lesson")
  func greeting() {
    let shell = ShellHarness()
    let (output, reader) = shell.run([])
    #expect(output.hasPrefix("Welcome to Tutor"))
    #expect(output.contains("`lessons`") && output.contains("`open LESSON`") && output.contains("`help`"))
    #expect(output.contains("Begin with `open basics`"))
    #expect(reader.prompts == ["tutor> "])
  }

  @Test("lessons, open, next, prev and step move through a lesson; the prompt says where")
  func navigation() {
    let shell = ShellHarness()
    let (output, reader) = shell.run(["lessons", "open basics", "next", "next", "prev", "step 3", "step 9", "next"])
    #expect(output.contains("  basics  Basics for the shell's tests  0/3"))
    #expect(output.contains("Basics for the shell's tests — step 1 of 3\nReading"))
    #expect(output.contains("✗ step takes a number from 0 (the introduction) to 3: step 2"))
    #expect(output.contains("✗ that was the last step of Basics for the shell's tests"))
    #expect(
      reader.prompts == [
        "tutor> ", "tutor> ", "tutor basics 0/3> ", "tutor basics 1/3> ", "tutor basics 2/3> ", "tutor basics 1/3> ",
        "tutor basics 3/3> ", "tutor basics 3/3> ", "tutor basics 3/3> ",
      ])
  }

  @Test("a quiz: wrong, then right with the explanation; a free answer; progress is saved")
  func quiz() throws {
    let shell = ShellHarness()
    let (output, _) = shell.run(["open basics", "step 2", "b", "a", "answer loadview", "answer z"])
    #expect(output.contains("✗ Not quite"))
    #expect(output.contains("✓ Right. The view loads once; it may appear many times."))
    #expect(output.contains("✓ Right. UIKit calls loadView() when the view is first needed."))
    #expect(output.contains("✓ You have answered this quiz already; `next` goes on."))
    let saved = try #require(shell.file(".tutor/progress.json"))
    let progress = try JSONDecoder().decode(Progress.self, from: Data(saved.utf8))
    #expect(progress[lesson: "basics"].answers["2.1"]?.correct == true)
    #expect(progress[lesson: "basics"].answers["2.2"] == QuizAnswer(answer: "loadview", correct: true))
    #expect(progress.currentLesson == "basics" && progress.currentStep == 2)
  }

  @Test("at a question answered in words, a line that is no command says how to answer; `answer ab` picks a and b")
  func answerForms() {
    let shell = ShellHarness()
    let (output, _) = shell.run(["open basics", "step 2", "answer ab", "a", "loadView()"])
    // The first question has one right choice: a and b together is a wrong answer, not a refusal.
    #expect(output.contains("✗ Not quite"))
    #expect(!output.contains("answer with a letter"))
    #expect(output.contains("unknown command \"loadView()\"; to answer the question in words: answer loadView()"))
  }

  @Test("an unknown command is an error with a suggestion, and the shell goes on; Ctrl-C drops the line")
  func mistakes() {
    let shell = ShellHarness()
    let (output, reader) = shell.run(["lesons", nil, "help nonsense", "answer a", "hint", "open /", "lessons"])
    #expect(output.contains("✗ unknown command \"lesons\"; did you mean \"lessons\"?; `help` lists the commands"))
    #expect(output.contains("✗ there is no command \"nonsense\"; `help` lists them"))
    #expect(output.contains("✗ there is no quiz here"))
    #expect(output.contains("✗ this step is not an exercise"))
    #expect(output.contains("✗ no lesson \"/\"; `lessons` lists them"))
    #expect(output.contains("  basics  Basics"))
    #expect(reader.prompts.count == 8)
  }

  @Test("help lists every command; help COMMAND shows one with an example")
  func help() {
    let (output, _) = ShellHarness().run(["help", "help check"])
    for name in [
      "lessons", "open", "next", "prev", "step", "show", "answer", "hint", "solution", "edit", "check",
      "watch", "run", "reset", "progress", "quit",
    ] {
      #expect(output.contains("\n  \(name)"), "\(name)")
    }
    #expect(output.contains("check\n  build your code and run this exercise's checks\n  for example: check"))
  }

  @Test("coming back: the shell remembers the step and says so; history lines are remembered")
  func comingBack() {
    let shell = ShellHarness()
    let (_, first) = shell.run(["open basics", "next"])
    #expect(first.remembered == ["open basics", "next"])
    let (output, reader) = shell.run(["show"])
    #expect(output.hasPrefix("Welcome back. You were at step 1 of Basics"))
    #expect(reader.prompts.first == "tutor basics 1/3> ")
    #expect(output.contains("A paragraph long enough"))
  }

  @Test("a corrupt progress file is set aside with a warning, never a crash")
  func corruptProgress() throws {
    let shell = ShellHarness()
    try shell.write("{ not json", to: ".tutor/progress.json")
    let (output, _) = shell.run(["lessons"])
    #expect(output.hasPrefix("Warning: Your progress file could not be read, so it was kept as "))
    let names = try FileManager.default.contentsOfDirectory(
      atPath: shell.workspace.appendingPathComponent(".tutor").path)
    #expect(names.contains { $0.hasPrefix("progress.json.corrupt-") })
    #expect(output.contains("Welcome to Tutor"))
  }

  @Test("the progress command counts steps read, quizzes right and exercises passed")
  func progressCommand() {
    let (output, _) = ShellHarness().run(["open basics", "next", "next", "a", "progress"])
    #expect(output.contains("basics  read 1/1, quizzes right 0/1, exercises passed 0/1"))
  }

  @Test("a progress file from an older Tutor, with fields missing, is read, not set aside")
  func olderProgressFile() throws {
    let shell = ShellHarness()
    try shell.write(
      #"{"lessons":{"basics":{"seen":[1]}},"currentLesson":"basics","currentStep":1}"#, to: ".tutor/progress.json")
    let (output, _) = shell.run(["progress"])
    #expect(!output.contains("Warning"))
    #expect(output.contains("basics  read 1/1"))
  }
}
