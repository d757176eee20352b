import CheckLanguage
import Foundation

/// Reads a ```` ```quiz ```` block: `? question`, `- [ ]` / `- [x]` choices, `= answer` lines for
/// free answers, `> explanation`.
enum QuizParser {
  static func parse(_ text: String, firstLine: Int, column: Int, file: String) -> (Quiz, [LessonDiagnostic]) {
    var questions: [QuizQuestion] = []
    var diagnostics: [LessonDiagnostic] = []
    for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      let location = SourceLocation(line: firstLine + offset, column: column)
      if line.isEmpty { continue }
      if line.hasPrefix("?") {
        questions.append(
          QuizQuestion(
            prompt: String(line.dropFirst()).trimmingCharacters(in: .whitespaces), choices: [], answers: [],
            explanation: nil, location: location))
        continue
      }
      guard !questions.isEmpty else {
        diagnostics.append(
          LessonDiagnostic(
            .error, file: file, at: location, "quiz text before the first question",
            fix: "start each question with \"? \""))
        continue
      }
      let last = questions.count - 1
      if line.hasPrefix("- [ ]") || line.hasPrefix("- [x]") || line.hasPrefix("- [X]") {
        let text = String(line.dropFirst(5)).trimmingCharacters(in: .whitespaces)
        questions[last].choices.append(.init(text: text, isCorrect: !line.hasPrefix("- [ ]")))
      } else if line.hasPrefix("=") {
        questions[last].answers.append(String(line.dropFirst()).trimmingCharacters(in: .whitespaces))
      } else if line.hasPrefix(">") {
        let text = String(line.dropFirst()).trimmingCharacters(in: .whitespaces)
        questions[last].explanation = [questions[last].explanation, text].compactMap { $0 }.joined(separator: " ")
      } else {
        diagnostics.append(
          LessonDiagnostic(
            .error, file: file, at: location, "\"\(line)\" is not part of a quiz",
            fix: "use \"? question\", \"- [ ] choice\", \"- [x] right choice\", \"= answer\" or \"> explanation\""))
      }
    }
    for question in questions where !question.choices.contains(where: \.isCorrect) && question.answers.isEmpty {
      diagnostics.append(
        LessonDiagnostic(
          .error, file: file, at: question.location, "the question \"\(question.prompt)\" has no right answer",
          fix: "mark the right choice with - [x], or give a free answer with = answer"))
    }
    if questions.isEmpty {
      diagnostics.append(
        LessonDiagnostic(
          .error, file: file, at: SourceLocation(line: firstLine, column: column), "the quiz has no question",
          fix: "start a question with \"? \""))
    }
    return (Quiz(questions: questions, location: SourceLocation(line: firstLine - 1, column: column)), diagnostics)
  }
}
