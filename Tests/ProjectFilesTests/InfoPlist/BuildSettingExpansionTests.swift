import Testing

@testable import ProjectFiles

@Suite struct BuildSettingExpansionTests {
  private static let settings = [
    "TARGET_NAME": "My App", "PRODUCT_NAME": "$(TARGET_NAME)", "CONFIGURATION": "Debug", "NAME_Debug": "debugging",
    "SELF": "$(SELF)x", "PATH": "Sources/Views/Main.storyboard", "NUMBERED": "2 Fast",
  ]

  @Test(arguments: [
    ("$(PRODUCT_NAME)", "My App"),
    ("${PRODUCT_NAME}", "My App"),
    ("com.example.$(PRODUCT_NAME:rfc1034identifier)", "com.example.My-App"),
    ("$(PRODUCT_NAME:c99extidentifier).SceneDelegate", "My_App.SceneDelegate"),
    ("$(NUMBERED:c99extidentifier)", "_2_Fast"),
    ("$(PRODUCT_NAME:lower:rfc1034identifier)", "my-app"),
    ("$(PRODUCT_NAME:upper)", "MY APP"),
    ("$(PATH:file) $(PATH:base) $(PATH:suffix) $(PATH:dir)", "Main.storyboard Main .storyboard Sources/Views/"),
    ("$(NAME_$(CONFIGURATION))", "debugging"),
    ("[$(UNKNOWN)]", "[]"),
    ("$(SELF)", "x"),
    ("no references, $ alone, $(unclosed", "no references, $ alone, $(unclosed"),
  ])
  func expandsAsXcodeDoes(text: String, expected: String) {
    #expect(BuildSettingExpansion.expand(text, settings: Self.settings) == expected)
  }
}
