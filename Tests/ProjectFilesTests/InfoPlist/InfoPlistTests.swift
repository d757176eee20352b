import Foundation
import Testing
import TutorTestSupport

@testable import ProjectFiles

@Suite struct InfoPlistTests {
  /// Golden: an Xcode 15 app's full Info.plist, every `$(…)` expanded with the target's settings.
  @Test func processesTheGroupsAppsInfoPlist() throws {
    let project = try XcodeProject.load(path: ProjectFilesFixtures.project("Groups"))
    let app = try #require(project.appTargets.first)
    let data = try Data(contentsOf: URL(fileURLWithPath: project.folder + "/" + (app.infoPlistPath ?? "")))
    let processed = try InfoPlist.process(data, fileName: "Info.plist", settings: app.buildSettings)
    expectGolden(String(decoding: processed, as: UTF8.self), named: "Groups-Info.plist")
  }

  /// Golden: an Xcode 16 app's Info.plist (only the scene manifest) merged with its
  /// INFOPLIST_KEY_* settings; the file's manifest wins over the generated one.
  @Test func processesTheSynchronizedAppsGeneratedInfoPlist() throws {
    let project = try XcodeProject.load(path: ProjectFilesFixtures.project("Synchronized"))
    let app = try #require(project.appTargets.first)
    let data = try Data(contentsOf: URL(fileURLWithPath: project.folder + "/" + (app.infoPlistPath ?? "")))
    let processed = try InfoPlist.process(data, fileName: "Info.plist", settings: app.buildSettings)
    expectGolden(String(decoding: processed, as: UTF8.self), named: "Synchronized-Info.plist")
    let value = try PropertyListXMLReader.read(processed, fileName: "Info.plist")
    #expect(
      value["UIApplicationSceneManifest"]?["UISceneConfigurations"]?["UIWindowSceneSessionRoleApplication"]?.array?
        .first?["UISceneDelegateClassName"]?.string == "Notes.SceneDelegate")
  }

  @Test func withNoFileTheSceneManifestIsGenerated() throws {
    let value = try InfoPlist.processedValue(
      Data(), fileName: "Info.plist",
      settings: [
        "TARGET_NAME": "Egg Timer", "GENERATE_INFOPLIST_FILE": "YES",
        "INFOPLIST_KEY_UIApplicationSceneManifest_Generation": "YES",
        "INFOPLIST_KEY_UIApplicationSupportsIndirectInputEvents": "YES",
        "INFOPLIST_KEY_UISupportedInterfaceOrientations": "UIInterfaceOrientationPortrait",
      ])
    #expect(
      value
        == .dictionary([
          .init(
            "UIApplicationSceneManifest", .dictionary([.init("UIApplicationSupportsMultipleScenes", .bool(false))])),
          .init("UIApplicationSupportsIndirectInputEvents", .bool(true)),
          .init("UISupportedInterfaceOrientations", .array([.string("UIInterfaceOrientationPortrait")])),
          .init("LSRequiresIPhoneOS", .bool(true)),
          .init("CFBundleDevelopmentRegion", .string("en")),
          .init("CFBundleExecutable", .string("Egg Timer")),
          .init("CFBundleIdentifier", .string("com.example.Egg-Timer")),
          .init("CFBundleInfoDictionaryVersion", .string("6.0")),
          .init("CFBundleName", .string("Egg Timer")),
          .init("CFBundlePackageType", .string("APPL")),
          .init("CFBundleShortVersionString", .string("1.0")),
          .init("CFBundleVersion", .string("1")),
        ]))
  }

  @Test func generatedKeysNeedGenerateInfoPlistFile() throws {
    let value = try InfoPlist.processedValue(
      Data(), fileName: "Info.plist", settings: ["INFOPLIST_KEY_CFBundleDisplayName": "Never"])
    #expect(value["CFBundleDisplayName"] == nil)
    #expect(value["CFBundleName"]?.string == "App")
  }

  @Test func keysInTheFileWin() throws {
    let file = "{ CFBundleDisplayName = Mine; CFBundleName = \"$(PRODUCT_MODULE_NAME)\"; CFBundleVersion = 7; }"
    let value = try InfoPlist.processedValue(
      Data(file.utf8), fileName: "Info.plist",
      settings: [
        "PRODUCT_NAME": "Shop-o-matic 2", "GENERATE_INFOPLIST_FILE": "YES",
        "INFOPLIST_KEY_CFBundleDisplayName": "Theirs", "CURRENT_PROJECT_VERSION": "9",
      ])
    #expect(value["CFBundleDisplayName"]?.string == "Mine")
    #expect(value["CFBundleName"]?.string == "Shop_o_matic_2")
    #expect(value["CFBundleVersion"]?.string == "7")
    #expect(value["CFBundleExecutable"]?.string == "Shop-o-matic 2")
  }

  @Test func unknownVariablesBecomeEmpty() throws {
    let value = try InfoPlist.processedValue(
      Data("{ Greeting = \"Hello $(NOBODY)!\"; List = ( \"${NOBODY}x\" ); }".utf8), fileName: "Info.plist",
      settings: [:])
    #expect(value["Greeting"]?.string == "Hello !")
    #expect(value["List"]?.withoutLines == .array([.string("x")]))
  }

  @Test func aTopLevelThatIsNotADictionaryIsAnError() {
    let error = ProjectFilesFixtures.error { () throws(ProjectFileError) in
      try InfoPlist.process(Data("\n( a, b )".utf8), fileName: "Info.plist", settings: [:])
    }
    #expect(error?.description == "Info.plist:2: an Info.plist's top level must be a dictionary, not an array")
  }
}
