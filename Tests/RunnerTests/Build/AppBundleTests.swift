import Foundation
import LessonKit
import Testing
import TutorTestSupport

@testable import Runner

/// The app bundle (AppBundle, docs/runtime.md "The app bundle"): what goes in it and where,
/// without building anything.
@Suite("App bundle layout")
struct AppBundleTests {
  private func resource(_ path: String, _ text: String, lessons: Bool = true) -> AppBundle.Resource {
    AppBundle.Resource(path: path, data: Data(text.utf8), isLessons: lessons)
  }

  static let imageSet = """
    {
      "images" : [
        { "filename" : "logo.png", "idiom" : "universal", "scale" : "1x" },
        { "filename" : "logo@2x.png", "idiom" : "universal", "scale" : "2x" },
        { "filename" : "logo-ipad@2x.png", "idiom" : "ipad", "scale" : "2x" },
        { "filename" : "logo-watch.png", "idiom" : "watch", "scale" : "2x" },
        { "idiom" : "universal", "scale" : "3x" }
      ],
      "info" : { "author" : "xcode", "version" : 1 }
    }
    """

  @Test("resources keep their paths, Swift and Core Data model sources stay out, the compiled model goes in")
  func resources() throws {
    let sources = AppSources(
      learnerFiles: [
        SourceFile(name: "Words.swift", contents: "import UIKit\n"),
        SourceFile(name: "data/words.txt", contents: "mine\n"),
        SourceFile(name: "icon.png", data: TestImages.png(width: 2, height: 2)),
      ],
      supportFiles: [
        LessonCode(name: "data/words.txt", contents: "lesson's\n", lessonFile: "L.md", line: 3),
        LessonCode(name: "Base.lproj/Main.storyboard", contents: "<document/>", lessonFile: "L.md", line: 9),
        LessonCode(name: "M.xcdatamodeld/M.xcdatamodel/contents", contents: "<model/>", lessonFile: "L.md", line: 20),
      ])
    let resources = AppBundle.resources(of: sources, models: ["M.momd": "{}"])
    #expect(resources.map(\.path) == ["Base.lproj/Main.storyboard", "M.momd", "data/words.txt", "icon.png"])
    // The learner's copy of a path wins over the lesson's.
    #expect(resources.first { $0.path == "data/words.txt" }?.data == Data("mine\n".utf8))
    #expect(resources.first { $0.path == "icon.png" }?.isLessons == false)
  }

  @Test("a resource's digest is the SHA-256 of its bytes (FIPS 180-4's \"abc\")")
  func digest() {
    #expect(
      resource("a.txt", "abc").digest == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    // Longer than a block, and not a multiple of one: the streaming path.
    let long = String(repeating: "a", count: 1_000_000)
    #expect(
      resource("a.txt", long).digest == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test("the bundle's key changes with a resource's name or bytes, and with the executable")
  func key() {
    let base = [resource("a.txt", "one"), resource("b.json", "{}")]
    let key = AppBundle.key(executableKey: "E", resources: base)
    #expect(AppBundle.key(executableKey: "E", resources: base.reversed()) == key)
    #expect(AppBundle.key(executableKey: "E", resources: [resource("a.txt", "two"), base[1]]) != key)
    #expect(AppBundle.key(executableKey: "E", resources: [resource("c.txt", "one"), base[1]]) != key)
    #expect(AppBundle.key(executableKey: "F", resources: base) != key)
  }

  @Test("Info.plist sits at the root; an image set is compiled into Assets.car and the catalog is not copied")
  func files() throws {
    let png = TestImages.png(width: 4, height: 4)
    let files = try AppBundle.files(for: [
      resource("Info.plist", "<plist version=\"1.0\"><dict/></plist>"),
      resource("Assets.xcassets/Contents.json", "{}"),
      resource("Assets.xcassets/Brand/logo.imageset/Contents.json", Self.imageSet),
      AppBundle.Resource(path: "Assets.xcassets/Brand/logo.imageset/logo.png", data: png, isLessons: false),
      AppBundle.Resource(path: "Assets.xcassets/Brand/logo.imageset/logo@2x.png", data: png + [1], isLessons: false),
      AppBundle.Resource(path: "Assets.xcassets/Brand/logo.imageset/logo-ipad@2x.png", data: png, isLessons: false),
      AppBundle.Resource(path: "Assets.xcassets/Brand/logo.imageset/logo-watch.png", data: png, isLessons: false),
      resource("data/config.json", "{}"),
    ])
    #expect(
      files.keys.sorted() == [
        "Assets.car/logo/logo.png", "Assets.car/logo/logo@2x.png", "Info.plist", "data/config.json",
      ])
    // The universal 2x image wins over the iPad's.
    #expect(files["Assets.car/logo/logo@2x.png"] == png + [1])
  }

  @Test(
    "the Info.plist is processed as Xcode's build does: $(PRODUCT_MODULE_NAME) is the product's module",
    arguments: [
      (AppProduct.lessonApp, "App.SceneDelegate"),
      (AppProduct(buildSettings: ["PRODUCT_NAME": "My Notes"]), "My_Notes.SceneDelegate"),
    ])
  func infoPlistProcessed(product: AppProduct, delegateClass: String) throws {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string></dict></plist>
      """
    let files = try AppBundle.files(for: [resource("Info.plist", plist)], product: product)
    let data = try #require(files["Info.plist"])
    let processed = try #require(
      try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
    #expect(processed["UISceneDelegateClassName"] as? String == delegateClass)
    #expect(processed["CFBundleExecutable"] as? String == product.name)
  }

  @Test("a malformed Info.plist is an error at its line, blamed on whoever gave it", arguments: [true, false])
  func malformedInfoPlist(lessons: Bool) {
    let plist = "<plist version=\"1.0\">\n<dict>\n<key>A</key>\n</dict>\n</plist>"
    do {
      _ = try AppBundle.files(for: [resource("Info.plist", plist, lessons: lessons)])
      Issue.record("a key without a value was accepted")
    } catch {
      #expect(error.path == "Info.plist")
      #expect(error.line == 3)
      #expect(error.isLessons == lessons)
      #expect(error.message.contains("'A'"))
    }
  }

  @Test("an image set whose Contents.json does not read is an error at that file, blamed on whoever gave it")
  func brokenContents() {
    for lessons in [true, false] {
      #expect(throws: AppBundle.Failure.self) {
        try AppBundle.files(for: [resource("Assets.xcassets/a.imageset/Contents.json", "{ images: ", lessons: lessons)])
      }
      do {
        _ = try AppBundle.files(for: [
          resource("Assets.xcassets/a.imageset/Contents.json", "{\"images\": 3}", lessons: lessons)
        ])
      } catch {
        #expect(error.isLessons == lessons)
        #expect(error.path == "Assets.xcassets/a.imageset/Contents.json")
        #expect(error.message.hasPrefix("an image set's Contents.json does not read"))
      }
    }
  }

  @Test("a resource path must stay inside the bundle", arguments: ["../x.txt", "/etc/x", "a//b", "a/./b", "a/.."])
  func outside(path: String) {
    #expect(!AppBundle.isInsideBundle(path))
    #expect(throws: AppBundle.Failure.self) { try AppBundle.files(for: [resource(path, "x")]) }
  }
}
