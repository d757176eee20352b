import Testing

@testable import UIKit

/// Dispatch on the virtual clock: background work is simulated on the main thread in order;
/// waiting for it runs it; the patterns iOS code uses (main.sync from a background block,
/// groups, semaphores, cancellable work items) behave as on a device, and waits that could never
/// end crash with a deadlock message instead of hanging.
@MainActor
@Suite("Dispatch groups, semaphores and work items", .serialized)
struct DispatchTests {
  @MainActor final class Recorder {
    var values: [String] = []
  }

  @Test("main.sync from a background block runs inline")
  func mainSyncFromBackground() {
    TestApp.reset()
    let recorder = Recorder()
    DispatchQueue.global().async {
      recorder.values.append("background")
      DispatchQueue.main.sync { recorder.values.append("main") }
    }
    AppDriver.settle()
    #expect(recorder.values == ["background", "main"])
  }

  @Test("a group's notify runs once all its work is done")
  func groupNotify() {
    TestApp.reset()
    let recorder = Recorder()
    let group = DispatchGroup()
    for index in 1...3 {
      DispatchQueue.global().async(group: group) { recorder.values.append("work \(index)") }
    }
    group.notify(queue: .main) { recorder.values.append("all done") }
    AppDriver.settle()
    #expect(recorder.values == ["work 1", "work 2", "work 3", "all done"])
  }

  @Test("group.wait() on the main thread runs the queued work, then returns")
  func groupWait() {
    TestApp.reset()
    let recorder = Recorder()
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) { recorder.values.append("fetched") }
    group.wait()
    #expect(recorder.values == ["fetched"])
    group.enter()
    #expect(group.wait(timeout: .now() + 1) == .timedOut)
  }

  @Test("a semaphore signalled by background work ends the wait")
  func semaphore() {
    TestApp.reset()
    let recorder = Recorder()
    let semaphore = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      recorder.values.append("loaded")
      semaphore.signal()
    }
    semaphore.wait()
    #expect(recorder.values == ["loaded"])
  }

  @Test("a cancelled work item does not run (the debounce pattern)")
  func cancelledWorkItem() {
    TestApp.reset()
    final class Box: @unchecked Sendable { var runs: [String] = [] }
    let box = Box()
    let first = DispatchWorkItem { box.runs.append("first") }
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5, execute: first)
    first.cancel()
    let second = DispatchWorkItem { box.runs.append("second") }
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5, execute: second)
    AppDriver.advance(seconds: 1)
    #expect(box.runs == ["second"])
  }

  @Test("a wait runs background work only: main-queue blocks wait for the main thread, as on a device")
  func waitLeavesMainQueueAlone() {
    TestApp.reset()
    let recorder = Recorder()
    let group = DispatchGroup()
    DispatchQueue.main.async { recorder.values.append("main block") }
    DispatchQueue.global().async(group: group) { recorder.values.append("background") }
    group.wait()
    recorder.values.append("after wait")
    AppDriver.settle()
    #expect(recorder.values == ["background", "after wait", "main block"])
  }

  @Test("a work item can be waited for and notifies when done")
  func workItemWaitAndNotify() {
    TestApp.reset()
    let recorder = Recorder()
    let item = DispatchWorkItem { recorder.values.append("item") }
    item.notify(queue: .main) { recorder.values.append("notified") }
    DispatchQueue.global().async(execute: item)
    item.wait()
    #expect(recorder.values == ["item"])
    AppDriver.settle()
    #expect(recorder.values == ["item", "notified"])
  }

  @Test("leaving a group from a main-queue block while main waits is the deadlock it is on iOS")
  func mainQueueLeaveDeadlocks() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        AppDriver.reset()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.main.async { group.leave() }
        group.wait()
      }
    }
  }

  @Test("waiting for a group nothing will ever leave is a deadlock crash, not a hang")
  func deadlockCrashes() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let group = DispatchGroup()
        group.enter()
        group.wait()
      }
    }
  }

  @Test("leaving a group more often than entering is libdispatch's crash")
  func unbalancedLeave() async {
    await #expect(processExitsWith: .failure) {
      DispatchGroup().leave()
    }
  }
}
