/// The title of the return key.
// SDK: UIKit/UITextInputTraits.h — typedef NS_ENUM(NSInteger, UIReturnKeyType) { UIReturnKeyDefault, UIReturnKeyGo,
//     UIReturnKeyGoogle, UIReturnKeyJoin, UIReturnKeyNext, UIReturnKeyRoute, UIReturnKeySearch, UIReturnKeySend,
//     UIReturnKeyYahoo, UIReturnKeyDone, UIReturnKeyEmergencyCall, UIReturnKeyContinue API_AVAILABLE(ios(9.0)) };
public enum UIReturnKeyType: Int, @unchecked Sendable {
    /// "return".
    case `default` = 0
    /// "Go".
    case go = 1
    /// "Google".
    case google = 2
    /// "Join".
    case join = 3
    /// "Next".
    case next = 4
    /// "Route".
    case route = 5
    /// "Search".
    case search = 6
    /// "Send".
    case send = 7
    /// "Yahoo".
    case yahoo = 8
    /// "Done".
    case done = 9
    /// "Emergency Call".
    case emergencyCall = 10
    /// "Continue".
    case `continue` = 11
}
