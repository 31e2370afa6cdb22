import Foundation

/// The app object. Only what the adapter uses is declared: the notification that the app is
/// about to come back to the foreground, after which live reload connects again at once.
// SDK: UIKit/UIApplication.h — @interface UIApplication : UIResponder (Swift: @MainActor open class UIApplication : UIResponder)
@MainActor
open class UIApplication: UIResponder {
    // SDK: UIKit/UIApplication.h — UIKIT_EXTERN NSNotificationName const UIApplicationWillEnterForegroundNotification API_AVAILABLE(ios(4.0));
    // (Swift: class let willEnterForegroundNotification: NSNotification.Name, readable from any
    // actor; unconfirmed: whether the generated interface spells it `nonisolated`, and the
    // string's value, taken to be the constant's name as for Apple's other notifications)
    nonisolated public class var willEnterForegroundNotification: NSNotification.Name {
        NSNotification.Name("UIApplicationWillEnterForegroundNotification")
    }
}
