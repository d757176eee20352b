import Foundation
import Testing
import TutorTestSupport

@testable import Runner

/// Swift concurrency in an app process: `Task`, `Task.detached`, `async let`, task groups,
/// `MainActor.run`, `AsyncStream` and `Task.sleep` run on the main thread's turns and the virtual
/// clock (docs/runtime.md "Swift concurrency"), in the same order on every run.
@Suite("Swift concurrency on the virtual clock", .tags(.spawnsProcess), .serialized)
struct SwiftConcurrencyAppTests {
  static let code = """
    import UIKit

    func note(_ text: String) { print(text) }

    func work(_ number: Int) async -> Int {
        note("work \\(number)")
        return number * 10
    }

    class MixViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            note("viewDidLoad")
            Task {
                note("task")
                async let first = work(1)
                async let second = work(2)
                let pair = await first + second
                note("async let \\(pair)")
                let total = await withTaskGroup(of: Int.self) { group in
                    for number in 3...5 { group.addTask { await work(number) } }
                    var sum = 0
                    for await value in group { sum += value }
                    return sum
                }
                note("group \\(total)")
                try? await Task.sleep(for: .seconds(1))
                note("task slept")
            }
            Task.detached {
                note("detached")
                await MainActor.run { note("main actor run") }
                try? await Task.sleep(nanoseconds: 500_000_000)
                note("detached slept")
            }
            let stream = AsyncStream<Int> { continuation in
                Task {
                    for value in 1...3 { continuation.yield(value) }
                    continuation.finish()
                }
            }
            Task { for await value in stream { note("stream \\(value)") } }
            DispatchQueue.main.async { note("main queue") }
            DispatchQueue.global().async { note("global queue") }
            note("viewDidLoad end")
        }
    }

    class SleepViewController: UIViewController {
        let label = UILabel()
        override func viewDidLoad() {
            super.viewDidLoad()
            label.text = "waiting"
            label.frame = CGRect(x: 20, y: 100, width: 200, height: 40)
            view.addSubview(label)
            let start = ContinuousClock.now
            Task {
                try await Task.sleep(for: .seconds(2))
                label.text = "woke"
                note("slept \\(start.duration(to: .now))")
            }
        }
    }

    class DebounceViewController: UIViewController {
        var search: Task<Void, Never>?
        let start = ContinuousClock.now
        override func viewDidLoad() {
            super.viewDidLoad()
            for text in ["a", "ab", "abc"] { type(text) }
        }
        func type(_ text: String) {
            search?.cancel()
            search = Task {
                do {
                    try await Task.sleep(for: .milliseconds(300))
                } catch {
                    note("cancelled \\(text)")
                    return
                }
                note("search \\(text) after \\(start.duration(to: .now))")
            }
        }
    }

    class ChainViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            Task {
                var previous: Task<Int, Never>? = nil
                for number in 1...10_000 {
                    let before = previous
                    previous = Task.detached { (await before?.value ?? 0) + number }
                }
                note("chain \\(await previous!.value)")
            }
        }
    }

    """

  static let app = Result {
    try ConcurrencyTestApp.build(
      code, hosts: ["MixViewController", "SleepViewController", "DebounceViewController", "ChainViewController"])
  }

  @Test(
    "a program mixing Task, Task.detached, async let, a task group, MainActor.run, AsyncStream and Task.sleep prints the same order on 20 runs"
  )
  func deterministicOrder() throws {
    let app = try Self.app.get()
    var outputs: Set<String> = []
    for _ in 0..<20 {
      let outcome = ConcurrencyTestApp.run(app, "launch MixViewController\nadvance 2s")
      #expect(outcome.result == .passed)
      outputs.insert(outcome.output)
    }
    #expect(outputs.count == 1)
    let lines = try #require(outputs.first).split(separator: "\n").map(String.init)
    // Everything ran, and what must come before what did.
    for line in [
      "viewDidLoad", "task", "work 1", "work 2", "async let 30", "work 3", "work 4", "work 5", "group 120",
      "task slept", "detached", "main actor run", "detached slept", "stream 1", "stream 2", "stream 3",
      "main queue", "global queue", "viewDidLoad end",
    ] {
      #expect(lines.contains(line), "\(line) missing from \(lines)")
    }
    func position(_ line: String) -> Int { lines.firstIndex(of: line) ?? -1 }
    #expect(position("viewDidLoad end") < position("task"))
    #expect(position("async let 30") < position("group 120"))
    #expect(position("detached slept") < position("task slept"))
    #expect(position("stream 1") < position("stream 2"))
  }

  @Test("advance wakes Task.sleep(for: .seconds(2)) at 2 s of virtual time, not before; ContinuousClock agrees")
  func sleepOnTheVirtualClock() throws {
    let outcome = ConcurrencyTestApp.run(
      try Self.app.get(),
      """
      launch SleepViewController
      expect "waiting"
      advance 1999ms
      expect "waiting"
      advance 1ms
      expect "woke"
      expect output line 1 "slept 2.0 seconds"
      """)
    #expect(outcome.result == .passed)
  }

  @Test("a cancelled sleep ends at once with CancellationError; the last search runs at 300 ms (debounce)")
  func cancelledSleep() throws {
    let outcome = ConcurrencyTestApp.run(
      try Self.app.get(),
      """
      launch DebounceViewController
      expect output line 2 "cancelled ab"
      advance 1s
      """)
    #expect(outcome.result == .passed)
    #expect(outcome.output == "cancelled a\ncancelled ab\nsearch abc after 0.3 seconds\n")
  }

  @Test("10,000 tasks awaiting one another finish within one step")
  func longChain() throws {
    let outcome = ConcurrencyTestApp.run(try Self.app.get(), "launch ChainViewController")
    #expect(outcome.result == .passed)
    #expect(outcome.output == "chain 50005000\n")
  }
}
