//
//  SceneDelegate.swift
//  Hello
//

import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        // With a storyboard, UIKit has already made the window and put it in `window`.
        guard let _ = (scene as? UIWindowScene) else { return }
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        // The system let go of the scene; it may come back later with a new one.
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        // Restart what was paused while the scene was inactive.
    }

    func sceneWillResignActive(_ scene: UIScene) {
        // An interruption is coming (a call, the app switcher).
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        // Undo what was done on entering the background.
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        // Save what the user would not want to lose.
    }

}
