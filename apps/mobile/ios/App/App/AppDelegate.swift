import UIKit
import Capacitor
import UserNotifications
#if canImport(FirebaseMessaging)
import FirebaseCore
import FirebaseMessaging
#endif

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        #if canImport(FirebaseMessaging)
        FirebaseApp.configure()
        #endif
        NotificationButtons.register()
        return true
    }

    // Push (ADR 0055): the server sends through FCM, so with the Firebase Messaging package added (README,
    // "Native shell") the APNs token is exchanged for an FCM token before it reaches the web app.
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        #if canImport(FirebaseMessaging)
        Messaging.messaging().apnsToken = deviceToken
        Messaging.messaging().token { token, error in
            if let error = error {
                NotificationCenter.default.post(name: .capacitorDidFailToRegisterForRemoteNotifications, object: error)
            } else if let token = token {
                NotificationCenter.default.post(name: .capacitorDidRegisterForRemoteNotifications, object: token)
            }
        }
        #else
        NotificationCenter.default.post(name: .capacitorDidRegisterForRemoteNotifications, object: deviceToken)
        #endif
    }

    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {
        NotificationCenter.default.post(name: .capacitorDidFailToRegisterForRemoteNotifications, object: error)
    }

    func applicationWillResignActive(_ application: UIApplication) {
        // Sent when the application is about to move from active to inactive state. This can occur for certain types of temporary interruptions (such as an incoming phone call or SMS message) or when the user quits the application and it begins the transition to the background state.
        // Use this method to pause ongoing tasks, disable timers, and invalidate graphics rendering callbacks. Games should use this method to pause the game.
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        // Use this method to release shared resources, save user data, invalidate timers, and store enough application state information to restore your application to its current state in case it is terminated later.
        // If your application supports background execution, this method is called instead of applicationWillTerminate: when the user quits.
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        // Called as part of the transition from the background to the active state; here you can undo many of the changes made on entering the background.
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        // Restart any tasks that were paused (or not yet started) while the application was inactive. If the application was previously in the background, optionally refresh the user interface.
    }

    func applicationWillTerminate(_ application: UIApplication) {
        // Called when the application is about to terminate. Save data if appropriate. See also applicationDidEnterBackground:.
    }

    func application(_ application: UIApplication,
                     configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let config = UISceneConfiguration(name: "Default Configuration",
                                          sessionRole: connectingSceneSession.role)
        config.delegateClass = SceneDelegate.self
        return config
    }
}

/// Issue 32 item 2 (ADR 0075): the buttons of Tokri's pushes. The server names a push's set in `aps.category`
/// ("tokri.track.call"); iOS shows a category's buttons only when the app registered it, with its titles. A tap
/// on one reaches the web app as the push plugin's `actionId`, which opens that button's page (or dials) from the
/// push's data. Titles follow the phone's language among the app's three, English otherwise.
enum NotificationButtons {
    // The button sets the server sends (its `aps.category`: "tokri." and the action ids in order).
    static let sets: [[String]] = [
        ["track", "view"],
        ["track"],
        ["track", "call"],
        ["rate", "reorder"],
        ["support", "reorder"],
        ["view"],
        ["retry", "support"],
        ["track", "support"],
        ["prepare", "view"],
        ["deliveries"],
        ["plans"],
        ["topup"],
        ["refer"],
        ["support"],
    ]

    // Each button's title in the app's three languages (core notification-templates ACTION_TITLES).
    static let titles: [String: [String: String]] = [
        "track": ["en": "Track", "hi": "ट्रैक करें", "te": "ట్రాక్ చేయండి"],
        "rate": ["en": "Rate", "hi": "रेटिंग दें", "te": "రేట్ చేయండి"],
        "support": ["en": "Support", "hi": "सहायता", "te": "సహాయం"],
        "reorder": ["en": "Reorder", "hi": "फिर से ऑर्डर करें", "te": "మళ్ళీ ఆర్డర్ చేయండి"],
        "retry": ["en": "Retry payment", "hi": "फिर से भुगतान करें", "te": "మళ్ళీ చెల్లించండి"],
        "call": ["en": "Call", "hi": "कॉल करें", "te": "కాల్ చేయండి"],
        "view": ["en": "View", "hi": "देखें", "te": "చూడండి"],
        "prepare": ["en": "Prepare", "hi": "तैयार करें", "te": "సిద్ధం చేయండి"],
        "topup": ["en": "Top up wallet", "hi": "वॉलेट में पैसे जोड़ें", "te": "వాలెట్‌లో డబ్బు జోడించండి"],
        "plans": ["en": "My subscriptions", "hi": "मेरे सब्सक्रिप्शन", "te": "నా సబ్‌స్క్రిప్షన్‌లు"],
        "deliveries": ["en": "Open deliveries", "hi": "डिलीवरी खोलें", "te": "డెలివరీలు తెరవండి"],
        "refer": ["en": "Invite more friends", "hi": "और दोस्तों को बुलाएँ", "te": "మరింత మంది స్నేహితులను ఆహ్వానించండి"],
    ]

    static func register() {
        let language = Locale.preferredLanguages.first.map { String($0.prefix(2)) } ?? "en"
        let categories = sets.map { ids in
            UNNotificationCategory(
                identifier: "tokri." + ids.joined(separator: "."),
                actions: ids.map { id in
                    UNNotificationAction(
                        identifier: id,
                        title: titles[id]?[language] ?? titles[id]?["en"] ?? id,
                        options: [.foreground])
                },
                intentIdentifiers: [],
                options: [])
        }
        UNUserNotificationCenter.current().setNotificationCategories(Set(categories))
    }
}
