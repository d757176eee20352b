import DriverProtocol
import Foundation
import Testing
import TutorTestSupport

/// The example app (`@main class AppDelegate: UIResponder, UIApplicationDelegate`, Swift 5 mode)
/// started as its own process and driven over the driver protocol, as the runner will drive
/// learner apps.
@Suite("AppHost — a learner-style app end to end", .tags(.spawnsProcess))
struct EndToEndTests {
  @Test("@main reaches the driver loop: launch shows the app, and .main notification blocks have run")
  func launch() throws {
    let app = try AppProcess()
    let reply = try app.send("launch")
    let snapshot = try #require(reply.snapshot)
    #expect(snapshot.applicationState == "active")
    #expect(snapshot.controllers?.navigationStack == ["EggTimerViewController"])
    #expect(snapshot.controllers?.navigationBar?.title == "Our Egg Timer")
    // The didBecomeActive observer (queue: .main) ran before the reply (rule 15).
    #expect(snapshot.controllers?.navigationBar?.prompt == "Active 1")
    let label = snapshot.window?.first { $0.accessibilityIdentifier == "timeLeft" }
    #expect(label?.text == "3")
    #expect(label?.frame.description == "20,100,335,44")
    #expect(snapshot.log.starts(with: ["AppDelegate.willFinishLaunching", "AppDelegate.didFinishLaunching"]))
    let (status, output) = app.finish()
    #expect(status == 0)
    // The learner's print went to the output channel, not the protocol; Date() is virtual.
    #expect(output == "launched at 2026-01-01T00:00:00Z\n")
  }

  @Test("tap, timers on the virtual clock, background and foreground")
  func driveTheTimer() throws {
    let app = try AppProcess()
    let launched = try #require(try app.send("launch").snapshot)
    let start = try #require(launched.window?.first { $0.title == "Start" })
    let tapped = try #require(try app.send("tap", ["element": start.id]).snapshot)
    // main.async in the action ran before the reply (rule 15).
    #expect(tapped.window?.first { $0.title == "Restart" } != nil)
    #expect(tapped.timers.count == 1)
    #expect(tapped.log.contains("UIButton.action \"Start\""))
    let advanced = try #require(try app.send("advance", ["milliseconds": 3000]).snapshot)
    #expect(advanced.window?.first { $0.accessibilityIdentifier == "timeLeft" }?.text == "Done!")
    #expect(advanced.timers.isEmpty)
    #expect(advanced.log.filter { $0 == "Timer.fire" }.count == 3)
    #expect(try app.send("background").snapshot?.applicationState == "background")
    #expect(try app.send("foreground").snapshot?.controllers?.navigationBar?.prompt == "Active 2")
    let terminated = try app.send("terminate")
    #expect(terminated.snapshot?.log.contains("AppDelegate.willTerminate") == true)
    let (status, output) = app.finish()
    #expect(status == 0)
    // Date() moved with the virtual clock: three seconds between start and done.
    // OperationQueue.main work queued in didEnterBackground ran before the step was answered.
    #expect(
      output
        == "launched at 2026-01-01T00:00:00Z\ndone after 3 seconds\nbackground\nsaved in the background\n"
        + "background\nsaved in the background\n")
  }

  @Test("bar items, switches, alerts and their handlers in a learner-style screen")
  func settingsScreen() throws {
    let app = try AppProcess()
    let launched = try #require(try app.send("launch").snapshot)
    let settings = try #require(launched.window?.first { $0.kind == .item && $0.title == "Settings" })
    _ = try app.send("tap", ["element": settings.id])
    let pushed = try #require(try app.send("advance", ["milliseconds": 1000]).snapshot)
    #expect(pushed.controllers?.navigationStack == ["EggTimerViewController", "SettingsViewController"])
    // A left item replaces the back button unless leftItemsSupplementBackButton is set.
    #expect(pushed.controllers?.navigationBar?.backButtonTitle == nil)
    #expect(pushed.controllers?.navigationBar?.leftItems.map(\.title) == ["Close"])
    let sound = try #require(pushed.window?.first { $0.accessibilityIdentifier == "sound" })
    let toggled = try #require(try app.send("tap", ["element": sound.id]).snapshot)
    #expect(toggled.window?.first { $0.accessibilityIdentifier == "sound" }?.isOn == false)
    #expect(toggled.window?.first { $0.text == "Sound off" } != nil)
    let trash = try #require(toggled.window?.first { $0.kind == .item && $0.title == "Delete" })
    let alerted = try #require(try app.send("tap", ["element": trash.id]).snapshot)
    #expect(alerted.alert?.title == "Reset settings?")
    #expect(alerted.alert?.actions == ["Cancel", "Reset"])
    let reset = try #require(alerted.window?.first { $0.kind == .alertAction && $0.title == "Reset" })
    _ = try app.send("tap", ["element": reset.id])
    let after = try #require(try app.send("advance", ["milliseconds": 1000]).snapshot)
    #expect(after.alert == nil)
    #expect(after.window?.first { $0.text == "Reset" } != nil)
    #expect(after.window?.first { $0.accessibilityIdentifier == "sound" }?.isOn == true)
    #expect(app.finish().status == 0)
  }

  @Test("a malformed request gets an error reply and the app keeps serving")
  func malformedRequest() throws {
    let app = try AppProcess()
    let bad = try app.sendRaw(Data("{not json\n".utf8))
    #expect(!bad.ok)
    #expect(try app.send("launch").ok)
    #expect(app.finish().status == 0)
  }

  @Test("main.swift with UIApplicationMain and NSStringFromClass starts the named delegate")
  func mainSwiftApp() throws {
    let app = try AppProcess(executable: "MainSwift")
    let snapshot = try #require(try app.send("launch").snapshot)
    #expect(snapshot.controllers?.navigationBar?.title == "Hello from main.swift")
    #expect(snapshot.log.first == "AppDelegate.willFinishLaunching")
    #expect(app.finish().status == 0)
  }
}
