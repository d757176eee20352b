import Foundation
import LessonKit

/// Answering quizzes: `answer A` or just the letter(s) at a quiz step; free answers are typed.
enum QuizCommands {
  static let all: [ShellCommand] = [
    ShellCommand(
      name: "answer", usage: "answer A", summary: "answer the quiz (a letter, letters for pick-all, or your words)",
      example: "answer b"
    ) { session, _, rest in answer(rest, in: session) }
  ]

  /// Whether `line` is a bare answer (`a`, `a c`, `b,d`) at a quiz step.
  static func isAnswer(_ line: String, in session: ShellSession) -> Bool {
    guard case .quiz? = session.currentStep?.content else { return false }
    return !letters(in: line).isEmpty
  }

  /// Whether the quiz here waits for an answer in words (its next unanswered question has no
  /// choices), so a line that is no command is most likely that answer.
  static func awaitsWords(in session: ShellSession) -> Bool {
    guard let lesson = session.lesson, case .quiz(let quiz, _)? = session.currentStep?.content else { return false }
    let answers = session.progress[lesson: lesson.id].answers
    let pending = quiz.questions.indices.first { answers["\(session.step).\($0 + 1)"]?.correct != true }
    return pending.map { quiz.questions[$0].choices.isEmpty } ?? false
  }

  static func answer(_ text: String, in session: ShellSession) {
    guard let lesson = session.lesson, case .quiz(let quiz, _)? = session.currentStep?.content else {
      session.complain("there is no quiz here; `next` and `prev` move between steps")
      return
    }
    guard !text.isEmpty else {
      session.complain("answer takes your answer: answer b")
      return
    }
    let answers = session.progress[lesson: lesson.id].answers
    let key = { (number: Int) in "\(session.step).\(number + 1)" }
    guard let number = quiz.questions.indices.first(where: { answers[key($0)]?.correct != true }) else {
      session.say(session.style.pass + " You have answered this quiz already; `next` goes on.")
      return
    }
    let question = quiz.questions[number]
    let correct: Bool
    if question.choices.isEmpty {
      let typed = text.trimmingCharacters(in: .whitespaces).lowercased()
      correct = question.answers.contains { $0.trimmingCharacters(in: .whitespaces).lowercased() == typed }
    } else {
      let picked = letters(in: text, joined: true)
      guard !picked.isEmpty, picked.allSatisfy({ question.choices.indices.contains($0) }) else {
        let last = QuizLetters.letter(question.choices.count - 1)
        session.complain("answer with a letter from a to \(last): answer a")
        return
      }
      correct = picked == Set(question.choices.indices.filter { question.choices[$0].isCorrect })
    }
    let style = session.style
    let which = quiz.questions.count > 1 ? " on question \(number + 1)" : ""
    var reply =
      correct ? style.pass + " Right." : style.fail + " Not quite\(which) — try again, or read the step once more."
    if correct, let explanation = question.explanation { reply += " " + explanation }
    if correct, quiz.questions.indices.contains(number + 1) {
      reply += "\n\n" + style.bold("\(number + 2). \(quiz.questions[number + 1].prompt)")
      for (index, choice) in quiz.questions[number + 1].choices.enumerated() {
        reply += "\n   \(QuizLetters.letter(index))) \(choice.text)"
      }
    } else if correct, session.step < lesson.steps.count {
      reply += "\n" + style.dim("`next` goes on.")
    }
    session.say(reply)
    session.updateProgress { progress in
      progress[lesson: lesson.id].answers[key(number)] = QuizAnswer(answer: text, correct: correct)
    }
  }

  /// The choice indices in `a`, `a c`, `a, c` — and, after `answer`, `acd` (`joined`); empty
  /// when the text is not only letters. (A bare `acd` is not an answer: it could be a mistyped
  /// command.)
  private static func letters(in text: String, joined: Bool = false) -> Set<Int> {
    var words = text.split { $0 == " " || $0 == "," }.map(String.init)
    if joined, words.count == 1, words[0].count > 1, words[0].allSatisfy({ QuizLetters.index(of: String($0)) != nil }) {
      words = words[0].map(String.init)
    }
    let indices = words.compactMap(QuizLetters.index)
    return indices.count == words.count ? Set(indices) : []
  }
}
