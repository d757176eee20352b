import CheckLanguage
import Foundation
import LessonKit
import Testing
import TutorTestSupport

@testable import Runner

/// Apps built with resources run inside a real `App.app` bundle: the app reads its files through
/// `Bundle.main` as on a device, `UIImage(named:)` finds its images, and changing only a
/// resource lays out a new bundle around the same executable without compiling.
@Suite("Apps with resources", .tags(.spawnsProcess), .serialized)
struct BundledAppTests {
  static let lessonText = """
    ---
    id: bundles
    title: Bundles
    ---
    # Bundles

    ## Exercise: Resources {#resources}
    Read the app's files.

    ```swift starter file=Words.swift
    import UIKit

    final class Words {
        static func load() -> [String] { [] }
    }
    ```

    ```swift solution file=Words.swift
    import UIKit

    final class Words {
        static func load() -> [String] {
            guard let path = Bundle.main.path(forResource: "words", ofType: "txt"),
                  let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
            return text.split(separator: "\\n").map(String.init)
        }
    }
    ```

    ```text support file=words.txt
    apple
    banana
    ```

    ```json support file=data/config.json
    {"greeting": "Hello"}
    ```

    ```json support file=Assets.xcassets/logo.imageset/Contents.json
    {
      "images" : [
        { "filename" : "logo.png", "idiom" : "universal", "scale" : "1x" },
        { "filename" : "logo@2x.png", "idiom" : "universal", "scale" : "2x" }
      ],
      "info" : { "author" : "xcode", "version" : 1 }
    }
    ```

    ```json support file=Assets.xcassets/Brand.colorset/Contents.json
    {
      "colors" : [
        { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x99", "green" : "0x66", "red" : "0x33" } }, "idiom" : "universal" },
        { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
          "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "1.000", "green" : "1.000", "red" : "1.000" } }, "idiom" : "universal" }
      ],
      "info" : { "author" : "xcode", "version" : 1 }
    }
    ```

    ```json support file=Assets.xcassets/Warning.colorset/Contents.json
    {
      "colors" : [ { "color" : { "platform" : "ios", "reference" : "systemOrangeColor" }, "idiom" : "universal" } ],
      "info" : { "author" : "xcode", "version" : 1 }
    }
    ```

    ```xml support file=Info.plist
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
        <key>CFBundleName</key>
        <string>Bundles</string>
        <key>TutorGreeting</key>
        <string>hi</string>
    </dict>
    </plist>
    ```

    ```swift check Reads its bundle
    let bundle = Bundle.main
    expect(bundle.bundlePath.hasSuffix("/App.app"), "the app runs inside App.app, not \\(bundle.bundlePath)")
    expect(Words.load() == ["apple", "banana"], "path(forResource:ofType:) and String(contentsOfFile:) read words.txt")
    let words = bundle.url(forResource: "words", withExtension: "txt")
    expect(words?.lastPathComponent == "words.txt", "url(forResource:withExtension:) finds words.txt")
    let config = bundle.url(forResource: "config", withExtension: "json", subdirectory: "data")
    let json = config.flatMap { try? Data(contentsOf: $0) }.flatMap { try? JSONSerialization.jsonObject(with: $0) }
    expect((json as? [String: String])?["greeting"] == "Hello", "Data(contentsOf:) reads data/config.json")
    expect(bundle.path(forResource: "config", ofType: "json", inDirectory: "data") != nil, "inDirectory: finds it too")
    let listed = bundle.urls(forResourcesWithExtension: "json", subdirectory: "data") ?? []
    expect(listed.map(\\.lastPathComponent) == ["config.json"], "urls(forResourcesWithExtension:subdirectory:)")
    expect(bundle.url(forResource: "missing", withExtension: "json") == nil, "a file the app lacks is nil")
    expect(bundle.path(forResource: "config", ofType: "json") == nil, "data/config.json is not at the root")
    expect(bundle.url(forResource: "icon", withExtension: "png") != nil, "the PNG is a file of the bundle")
    expect(bundle.path(forResource: "Contents", ofType: "json", inDirectory: "Assets.xcassets/logo.imageset") == nil,
           "the asset catalog is compiled, not copied")
    expect(bundle.object(forInfoDictionaryKey: "TutorGreeting") as? String == "hi", "Info.plist is read")
    expect(UIImage(named: "icon")?.size == CGSize(width: 16, height: 8), "icon@2x.png is 32 × 16 pixels at 2x")
    expect(UIImage(named: "icon")?.scale == 2, "the 2x variant on a 2x screen")
    expect(UIImage(named: "logo")?.size == CGSize(width: 20, height: 10), "the image set's 2x image")
    expect(UIImage(named: "nothing") == nil, "no image by a name the app lacks")
    let brand = UIColor(named: "Brand")
    expect(brand == UIColor(red: 0x33 / 255, green: 0x66 / 255, blue: 0x99 / 255, alpha: 1),
           "the colour set's light colour: \\(String(describing: brand))")
    expect(UIColor(named: "Warning") == .systemOrange, "a set referring to a system colour gives it")
    expect(UIColor(named: "Nothing") == nil, "no colour by a name the catalog lacks")
    expect(NSStringFromClass(Words.self) == "App.Words", "the module is App: \\(NSStringFromClass(Words.self))")
    let planted = URL(fileURLWithPath: bundle.bundlePath).appendingPathComponent("planted.txt")
    expect((try? Data("x".utf8).write(to: planted)) == nil, "the bundle is read-only to the app")
    ```

    ```swift check Prints its words
    print(try String(contentsOfFile: Bundle.main.path(forResource: "words", ofType: "txt") ?? "", encoding: .utf8))
    print(try String(contentsOfFile: "/proc/self/status", encoding: .utf8))
    expect(true, "printed")
    ```
    """

  private func exercise() throws -> (Lesson, Exercise) {
    let (parsed, diagnostics) = LessonParser.parse(source: Self.lessonText, file: "Lessons/bundles.md")
    #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
    let lesson = try #require(parsed)
    return (lesson, try #require(lesson.exercises.first))
  }

  /// The solution with the images the learner adds: `icon.png` in two scales and the image set's.
  private func sources(words: String? = nil) throws -> (AppSources, Exercise) {
    let (lesson, exercise) = try exercise()
    var files =
      AppSources.files(exercise.solutions) + [
        SourceFile(name: "icon.png", data: TestImages.png(width: 16, height: 8)),
        SourceFile(name: "icon@2x.png", data: TestImages.png(width: 32, height: 16)),
        SourceFile(name: "Assets.xcassets/logo.imageset/logo.png", data: TestImages.png(width: 20, height: 10)),
        SourceFile(name: "Assets.xcassets/logo.imageset/logo@2x.png", data: TestImages.png(width: 40, height: 20)),
      ]
    if let words { files.append(SourceFile(name: "words.txt", contents: words)) }
    return (AppSources(exercise: exercise, lessonFile: lesson.file, learnerFiles: files), exercise)
  }

  @Test("the app reads its resources through Bundle.main, finds its images, and cannot write its bundle")
  func readsBundle() throws {
    let (sources, exercise) = try sources()
    let app = try LessonPipelineTests().builder().build(sources)
    #expect(app.bundle.hasSuffix("/App.app"))
    #expect(app.executable == app.bundle + "/App")
    let outcome = CheckRunner(executable: app.executable).run(exercise.checks[0], number: 0)
    #expect(outcome.expectations.filter { !$0.passed }.map(\.message) == [])
    #expect(outcome.result == .passed)
  }

  @Test("the bundle on disk: the executable beside the resources at their paths, readable by the app's user")
  func layout() throws {
    let (sources, _) = try sources()
    let app = try LessonPipelineTests().builder().build(sources)
    let contents = try FileManager.default.subpathsOfDirectory(atPath: app.bundle).sorted()
    #expect(
      contents == [
        "App", "Assets.car", "Assets.car/colors.json", "Assets.car/logo", "Assets.car/logo/logo.png",
        "Assets.car/logo/logo@2x.png",
        "Info.plist", "data", "data/config.json", "icon.png", "icon@2x.png", "words.txt",
      ])
    // Root grades as other users (Confinement): they must reach every file of the bundle.
    #expect(Confinement.unreachable(contents.map { app.bundle + "/" + $0 }) == [])
    // The sandbox lets the app read its executable's folder — the bundle — and write only its container.
    let confinement = Confinement.forApp(user: nil, executable: app.executable, container: "/tmp/container")
    #expect(confinement.sandbox?.read.first == app.bundle)
    #expect(confinement.sandbox?.write == ["/tmp/container"])
  }

  @Test("changing only a resource lays out a new bundle around the cached executable, and the app sees it")
  func resourceChangeDoesNotCompile() throws {
    let builder = try LessonPipelineTests().builder()
    let (first, exercise) = try sources()
    let before = try builder.build(first)
    let words = "cherry \(UUID().uuidString)\n"
    let (changed, _) = try sources(words: words)
    let after = try builder.build(changed)
    #expect(after.cached, "the executable was compiled again")
    #expect(!after.bundleCached)
    #expect(after.bundle != before.bundle)
    let outcome = CheckRunner(executable: after.executable).run(exercise.checks[1], number: 1)
    #expect(outcome.result == .passed)
    #expect(outcome.output.contains(words.dropLast()))
    // As root, the app runs as a user of its own (Confinement), who can read the bundle root laid out.
    if Confinement.runnerIsRoot { #expect(!outcome.output.contains("Uid:\t0\t"), "\(outcome.output)") }
    // The same resources again: the bundle is found too.
    #expect(try builder.build(changed).bundleCached)
  }
}
