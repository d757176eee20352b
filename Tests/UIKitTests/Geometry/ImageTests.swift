import DriverProtocol
import Foundation
import Testing
import TutorTestSupport

@testable import UIKit

/// `UIImage` as UIKit loads images (Apple's documentation of `init(named:)`: "this method looks
/// in the system caches for an image object with the specified name… If a matching image object
/// is not already in the cache, this method locates and loads the image data from disk or from an
/// available asset catalog"; of `scale`: "If you load an image from a file whose name includes
/// the @2x modifier, the scale is set to 2.0"; of `size`: "the logical dimensions of the image…
/// in points"). Each test lays out a bundle folder of its own and points the lookup at it.
@MainActor
@Suite("Images", .serialized)
struct ImageTests {
  /// A temporary bundle folder with `files`, used as the main bundle while `body` runs.
  private func withBundle(_ files: [String: Data], _ body: () throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("image-tests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for (path, data) in files {
      let file = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: file)
    }
    ImageLookup.useBundleFolder(folder.path)
    defer { ImageLookup.useBundleFolder(nil) }
    try body()
  }

  @Test("init(named:) finds NAME.png in the bundle, with or without its extension; size is its pixels at scale 1")
  func bundleFile() throws {
    TestApp.reset()
    try withBundle(["star.png": TestImages.png(width: 24, height: 16)]) {
      let image = try #require(UIImage(named: "star"))
      #expect(image.size == CGSize(width: 24, height: 16))
      #expect(image.scale == 1)
      #expect(UIImage(named: "star.png")?.size == CGSize(width: 24, height: 16))
    }
  }

  @Test("init(named:) is nil for a name the app has no image of (documented: nil if no image is found)")
  func missing() throws {
    TestApp.reset()
    try withBundle(["star.png": TestImages.png(width: 24, height: 16), "notes.txt": Data("hello".utf8)]) {
      #expect(UIImage(named: "moon") == nil)
      #expect(UIImage(named: "") == nil)
      #expect(UIImage(named: "star.jpg") == nil)
      // A file that is not an image is no image.
      #expect(UIImage(named: "notes.txt") == nil)
    }
  }

  @Test(
    "the variant for the screen's scale wins: @2x on a 2× iPhone 8, @3x on a 3× iPhone 15; size = pixels / scale",
    arguments: [(DeviceModel.iPhone8, 2.0, "2x"), (.iPhone15, 3, "3x")])
  func screenScale(device: DeviceModel, scale: Double, variant: String) throws {
    TestApp.reset()
    AppDriver.use(device)
    defer { TestApp.reset() }
    try withBundle([
      "icon.png": TestImages.png(width: 10, height: 10),
      "icon@2x.png": TestImages.png(width: 20, height: 20),
      "icon@3x.png": TestImages.png(width: 30, height: 30),
    ]) {
      let image = try #require(UIImage(named: "icon"))
      #expect(Double(image.scale) == scale)
      #expect(image.size == CGSize(width: 10, height: 10))
    }
  }

  @Test("with no variant for the screen's scale, the nearest larger one is used, else the nearest smaller")
  func fallbackScale() throws {
    TestApp.reset()
    try withBundle([
      "big@3x.png": TestImages.png(width: 90, height: 60), "small.png": TestImages.png(width: 8, height: 4),
    ]) {
      // The iPhone 8's screen is 2×.
      let big = try #require(UIImage(named: "big"))
      #expect(big.scale == 3)
      #expect(big.size == CGSize(width: 30, height: 20))
      let small = try #require(UIImage(named: "small"))
      #expect(small.scale == 1)
      #expect(small.size == CGSize(width: 8, height: 4))
    }
  }

  @Test("an image set of the asset catalog is found by its name, in the variant for the screen, before bundle files")
  func imageSet() throws {
    TestApp.reset()
    try withBundle([
      "Assets.car/logo/logo.png": TestImages.png(width: 40, height: 20),
      "Assets.car/logo/logo@2x.png": TestImages.png(width: 80, height: 40),
      "logo.png": TestImages.png(width: 5, height: 5),
    ]) {
      let logo = try #require(UIImage(named: "logo"))
      #expect(logo.scale == 2)
      #expect(logo.size == CGSize(width: 40, height: 20))
      #expect(UIImage(named: "Assets") == nil)
    }
  }

  /// Apple's `imageNamed:` (as INImage `init(named:)` still words it): the extension may be left
  /// out for PNG images only; every other format must be named with its extension.
  @Test("a JPEG is read by its frame header, named with its extension; without it only a PNG is found")
  func jpeg() throws {
    TestApp.reset()
    try withBundle([
      "photo.jpg": TestImages.jpeg(width: 640, height: 480), "scan@2x.jpeg": TestImages.jpeg(width: 200, height: 100),
    ]) {
      #expect(UIImage(named: "photo") == nil)
      #expect(UIImage(named: "photo.jpg")?.size == CGSize(width: 640, height: 480))
      let scan = try #require(UIImage(named: "scan.jpeg"))
      #expect(scan.scale == 2)
      #expect(scan.size == CGSize(width: 100, height: 50))
    }
  }

  @Test("a name that carries its scale names that file, at that scale")
  func scaleInName() throws {
    TestApp.reset()
    try withBundle(["star@2x.png": TestImages.png(width: 40, height: 20)]) {
      for name in ["star@2x", "star@2x.png"] {
        let star = try #require(UIImage(named: name))
        #expect(star.scale == 2)
        #expect(star.size == CGSize(width: 20, height: 10))
      }
    }
  }

  @Test("init(named:in:compatibleWith:) takes the trait collection's display scale")
  func traitScale() throws {
    TestApp.reset()
    try withBundle([
      "icon@2x.png": TestImages.png(width: 20, height: 20), "icon@3x.png": TestImages.png(width: 30, height: 30),
    ]) {
      let image = UIImage(named: "icon", in: nil, compatibleWith: UITraitCollection(displayScale: 3))
      #expect(image?.scale == 3)
      #expect(image?.size == CGSize(width: 10, height: 10))
    }
  }

  @Test("init(contentsOfFile:) reads the file, its scale from an @2x in its name; nil for no file or no image")
  func contentsOfFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("image-file-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let retina = folder.appendingPathComponent("badge@2x.png")
    try TestImages.png(width: 64, height: 32).write(to: retina)
    let text = folder.appendingPathComponent("badge.txt")
    try Data("not an image".utf8).write(to: text)
    let image = try #require(UIImage(contentsOfFile: retina.path))
    #expect(image.scale == 2)
    #expect(image.size == CGSize(width: 32, height: 16))
    #expect(UIImage(contentsOfFile: text.path) == nil)
    #expect(UIImage(contentsOfFile: folder.appendingPathComponent("none.png").path) == nil)
  }

  @Test("init(data:) reads PNG and JPEG bytes at scale 1, init(data:scale:) at the scale given; nil for other bytes")
  func data() throws {
    #expect(UIImage(data: TestImages.png(width: 3, height: 7))?.size == CGSize(width: 3, height: 7))
    #expect(UIImage(data: TestImages.jpeg(width: 12, height: 9))?.size == CGSize(width: 12, height: 9))
    #expect(UIImage(data: TestImages.png(width: 30, height: 60), scale: 3)?.size == CGSize(width: 10, height: 20))
    #expect(UIImage(data: Data("{\"a\": 1}".utf8)) == nil)
    #expect(UIImage(data: Data()) == nil)
    // A PNG cut short before its header's size.
    #expect(UIImage(data: TestImages.png(width: 3, height: 7).prefix(20)) == nil)
  }

  @Test("an image view sized by init(image:) takes the image's size in points")
  func imageViewSize() throws {
    TestApp.reset()
    try withBundle(["avatar@2x.png": TestImages.png(width: 120, height: 120)]) {
      let view = UIImageView(image: UIImage(named: "avatar"))
      #expect(view.frame.size == CGSize(width: 60, height: 60))
      #expect(view.intrinsicContentSize == CGSize(width: 60, height: 60))
    }
  }
}
