import CheckLanguage
import DriverProtocol
import Runner

/// What Tab completes in app mode: a step's name first, then what that step takes next — a
/// device after `device`, an orientation after `rotate`, `tap` after `double`, `press` after
/// `long`, a direction (or `for`, `by`, `to`) after a gesture's element, the expectation words
/// after `expect`
/// (and the words that finish them: `left of`, `inside safe area`, `fully visible`, `layout ok`),
/// and the texts (`"Start"`) and ids (`#timeLeft`) on the screen; after `tap link`, the texts of
/// the links of the web view's page; after `expect web`, `title` and `url`.
enum StepCompletion {
  static func candidates(after previous: [String], word: String, snapshot: AppSnapshot?) -> [String] {
    guard let step = previous.first else { return Completion.matching(word, in: StepNames.all + AppMode.words) }
    let nodes = snapshot?.window?.allNodes.filter(\.isVisible) ?? []
    let elements =
      nodes.flatMap(QueryResolver.texts).map { "\"\($0)\"" }
      + nodes.compactMap(\.accessibilityIdentifier).map { "#\($0)" }
    switch step {
    case StepName.tap.rawValue where previous.count == 1:
      return Completion.matching(word, in: ["outside", "link"] + elements)
    case StepName.tap.rawValue where previous == ["tap", "link"]:
      let links = snapshot?.window?.allNodes.filter { $0.isVisible }.flatMap { $0.webPage?.links ?? [] } ?? []
      return Completion.matching(word, in: links.map { "\"\($0.text)\"" })
    case StepName.device.rawValue where previous.count == 1:
      return Completion.matching(word, in: DeviceModel.allCases.map(\.rawValue))
    case StepName.rotate.rawValue where previous.count == 1:
      return Completion.matching(word, in: ["landscape", "portrait"])
    case StepName.network.rawValue where previous.count == 1:
      return Completion.matching(word, in: ["off", "on", "latency"])
    case StepName.double.rawValue where previous.count == 1:
      return Completion.matching(word, in: ["tap"])
    case StepName.long.rawValue where previous.count == 1:
      return Completion.matching(word, in: ["press"])
    case StepName.drag.rawValue where previous.count == 1:
      return Completion.matching(word, in: ["from"] + elements)
    case StepName.swipe.rawValue, StepName.long.rawValue, StepName.drag.rawValue, StepName.pinch.rawValue:
      guard let last = previous.last, last.hasPrefix("#") || last.hasSuffix("\"") else {
        return Completion.matching(word, in: elements)
      }
      return Completion.matching(word, in: wordsAfterElement[step] ?? [])
    case StepName.expect.rawValue:
      if let next = nextWord[previous.last ?? ""] { return Completion.matching(word, in: [next]) }
      return Completion.matching(word, in: expectationWords(after: previous.dropFirst()) + elements)
    default:
      if let next = controlWords(after: previous) { return Completion.matching(word, in: next) }
      return Completion.matching(word, in: elements)
    }
  }

  /// What follows the element in a gesture step: a direction, `for`, `by` or `to`.
  private static let wordsAfterElement = [
    StepName.swipe.rawValue: CheckStep.SwipeDirection.allCases.map(\.rawValue), StepName.long.rawValue: ["for"],
    StepName.drag.rawValue: ["by"], StepName.pinch.rawValue: ["to"],
  ]

  /// Words that can only be followed by one word.
  private static let nextWord = [
    "layout": "ok", "left": "of", "right": "of", "inside": "safe", "safe": "area", "fully": "visible",
  ]

  /// After `expect`: what may start an expectation; after an element, what may follow it.
  private static func expectationWords(after words: ArraySlice<String>) -> [String] {
    guard let last = words.last else {
      return ["no"] + ExpectationKeyword.allCases.map(\.rawValue)
    }
    if last == "no" { return ["crash", "overlaps", "warnings", "warning"] }
    if last == "web" { return ["title", "url"] }
    if last == "selected" { return ["segment"] }
    if last == "request" { return ["GET", "POST", "PUT", "PATCH", "DELETE"] }
    guard last.hasPrefix("#") || last.hasSuffix("\"") else { return [] }
    return ElementExpectationKeyword.allCases.map(\.rawValue) + CheckExpectation.ElementState.allCases.map(\.rawValue)
  }
}
