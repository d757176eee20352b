// The older way to start an app, still in many books: main.swift calls UIApplicationMain with
// the delegate's class name. The app host's end-to-end tests launch it.
import UIKit

UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))
