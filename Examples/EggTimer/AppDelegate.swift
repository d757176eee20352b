// A small app written the way a learner writes one for iOS: it builds against Tutor's runtime
// unchanged. The app host's end-to-end tests launch it and drive it over the driver protocol.
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: EggTimerViewController())
        window?.makeKeyAndVisible()
        print("launched at \(ISO8601DateFormatter().string(from: Date()))")
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        print("background")
        OperationQueue.main.addOperation {
            print("saved in the background")
        }
    }
}
