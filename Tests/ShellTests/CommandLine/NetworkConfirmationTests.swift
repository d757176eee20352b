import CheckLanguage
import Testing

@testable import Shell

/// App mode's answer to a `network` step (shell.md "App mode": after each step what changed is
/// shown): the screen does not show the network, so the step says what it did.
@Suite("App mode — network steps confirmed")
struct NetworkConfirmationTests {
  @Test("network off, on and latency each say what they changed")
  func confirmations() {
    #expect(StepPrinter.confirmation(of: .off).contains("NSURLErrorNotConnectedToInternet (-1009)"))
    #expect(StepPrinter.confirmation(of: .on) == "The network is on: the lesson's fixtures answer again.")
    #expect(StepPrinter.confirmation(of: .latency(milliseconds: 2000)).hasSuffix("takes 2 s."))
    #expect(StepPrinter.confirmation(of: .latency(milliseconds: 250)).hasSuffix("takes 250 ms."))
  }
}
