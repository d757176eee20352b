import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        let isKnown = UserDefaults.standard.string(forKey: "username") != nil
        window?.rootViewController = isKnown ? HomeViewController() : LoginViewController()
        window?.makeKeyAndVisible()
    }
}
