import Foundation
import Testing

@testable import ProjectFiles

@Suite struct AssetCatalogTests {
  private static let groupsCatalog = ProjectFilesFixtures.project("Groups") + "/Groceries/Assets.xcassets"

  @Test func readsTheImageSetWithItsThreeScales() throws {
    let catalog = try AssetCatalog.read(folder: Self.groupsCatalog)
    #expect(
      catalog.imageSets == [
        .init(
          name: "Apple", folder: Self.groupsCatalog + "/Apple.imageset",
          images: [
            .init(filename: "apple.png", scale: 1, idiom: "universal"),
            .init(filename: "apple@2x.png", scale: 2, idiom: "universal"),
            .init(filename: "apple@3x.png", scale: 3, idiom: "universal"),
          ])
      ])
  }

  /// The fixture's images are real PNG files whose pixel sizes follow their scale.
  @Test func theImageSetsFilesArePNGsOfTheirScalesSize() throws {
    let set = try #require(try AssetCatalog.read(folder: Self.groupsCatalog).imageSets.first)
    for image in set.images {
      let data = try Data(contentsOf: URL(fileURLWithPath: set.folder + "/" + image.filename))
      #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
      let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
      let height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
      #expect(width == 10 * (image.scale ?? 0) && height == 8 * (image.scale ?? 0), "\(image.filename)")
    }
  }

  @Test func readsColourSetsInHexAndEightBitNotation() throws {
    let catalog = try AssetCatalog.read(folder: Self.groupsCatalog)
    #expect(catalog.colorSets.map(\.name) == ["AccentColor", "Basket"])
    #expect(catalog.colorSets.first?.colors == [])  // a new project's accent colour is an empty slot
    let byte = { (value: Double) -> Double in value / 255 }
    let any = AssetCatalog.ColorValue.components(
      red: byte(204), green: byte(153), blue: byte(51), alpha: 1, colorSpace: "srgb")
    let dark = AssetCatalog.ColorValue.components(
      red: byte(153), green: byte(102), blue: byte(51), alpha: 1, colorSpace: "srgb")
    let expected: [AssetCatalog.Color] = [
      .init(appearance: .any, isHighContrast: false, idiom: "universal", value: any),
      .init(appearance: .dark, isHighContrast: false, idiom: "universal", value: dark),
    ]
    #expect(catalog.colorSets.last?.colors == expected)
  }

  @Test func readsFloatsGraysSystemColoursAndNamespaces() throws {
    try ProjectFilesFixtures.withScratchFolder { folder in
      let catalog = folder + "/Assets.xcassets"
      try ProjectFilesFixtures.write(
        #"{ "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "provides-namespace" : true } }"#,
        to: catalog + "/Brand/Contents.json")
      try ProjectFilesFixtures.write(
        """
        { "colors" : [
          { "color" : { "color-space" : "display-p3", "components" : { "alpha" : "0.500", "blue" : "0.250", "green" : "0.500", "red" : "1.000" } }, "idiom" : "universal" },
          { "appearances" : [ { "appearance" : "luminosity", "value" : "light" }, { "appearance" : "contrast", "value" : "high" } ],
            "color" : { "color-space" : "gray-gamma-22", "components" : { "alpha" : 1, "white" : 0.25 } }, "idiom" : "iphone" },
          { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
            "color" : { "platform" : "ios", "reference" : "systemBlueColor" }, "idiom" : "universal" }
        ], "info" : { "author" : "xcode", "version" : 1 } }
        """, to: catalog + "/Brand/Ink.colorset/Contents.json")
      try ProjectFilesFixtures.write(
        #"{ "images" : [ { "filename" : "star.pdf", "idiom" : "universal" }, { "idiom" : "universal", "scale" : "2x" } ] }"#,
        to: catalog + "/Icons/Star.imageset/Contents.json")
      let read = try AssetCatalog.read(folder: catalog)
      #expect(read.colorSets.map(\.name) == ["Brand/Ink"])
      #expect(
        read.colorSets.first?.colors == [
          .init(
            appearance: .any, isHighContrast: false, idiom: "universal",
            value: .components(red: 1, green: 0.5, blue: 0.25, alpha: 0.5, colorSpace: "display-p3")),
          .init(
            appearance: .light, isHighContrast: true, idiom: "iphone",
            value: .components(red: 0.25, green: 0.25, blue: 0.25, alpha: 1, colorSpace: "gray-gamma-22")),
          .init(appearance: .dark, isHighContrast: false, idiom: "universal", value: .system("systemBlueColor")),
        ])
      // A folder without a namespace adds nothing to the name; a slot with no file is left out.
      #expect(read.imageSets.map(\.name) == ["Star"])
      #expect(read.imageSets.first?.images == [.init(filename: "star.pdf", scale: nil, idiom: "universal")])
    }
  }

  @Test(arguments: [
    (
      "Broken.imageset", "{ \"images\" : [ ",
      "Assets.xcassets/Broken.imageset/Contents.json: this is not valid JSON; open it in Xcode's asset catalog editor or fix the text"
    ),
    ("Broken.imageset", "[ ]", "Assets.xcassets/Broken.imageset/Contents.json: the file must hold a JSON object { … }"),
    (
      "Broken.imageset", "{ \"info\" : { } }",
      "Assets.xcassets/Broken.imageset/Contents.json: there is no \"images\" list"
    ),
    (
      "Broken.imageset", "{ \"images\" : [ { \"filename\" : \"a.png\", \"scale\" : \"4x\" } ] }",
      "Assets.xcassets/Broken.imageset/Contents.json: images[0].scale is \"4x\"; use \"1x\", \"2x\" or \"3x\""
    ),
    (
      "Broken.colorset",
      "{ \"colors\" : [ { \"color\" : { \"components\" : { \"red\" : \"300\", \"green\" : \"0\", \"blue\" : \"0\" } } } ] }",
      "Assets.xcassets/Broken.colorset/Contents.json: colors[0].color.components.red is \"300\"; write 0.000–1.000, 0–255 or a hex byte such as 0xFF"
    ),
    (
      "Broken.colorset", "{ \"colors\" : [ { \"color\" : { \"components\" : { \"red\" : \"1.0\" } } } ] }",
      "Assets.xcassets/Broken.colorset/Contents.json: colors[0].color.components has no \"green\""
    ),
  ])
  func aContentsFileThatDoesNotReadNamesTheFile(set: String, contents: String, expected: String) throws {
    try ProjectFilesFixtures.withScratchFolder { folder in
      try ProjectFilesFixtures.write(contents, to: folder + "/Assets.xcassets/\(set)/Contents.json")
      let error = ProjectFilesFixtures.error { () throws(ProjectFileError) in
        try AssetCatalog.read(folder: folder + "/Assets.xcassets")
      }
      #expect(error?.description == expected)
    }
  }
}
