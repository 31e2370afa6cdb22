/// An event; none are generated here, and actions are sent with `nil` for their event.
// SDK: UIKit/UIEvent.h — @interface UIEvent : NSObject (Swift: @MainActor open class UIEvent : NSObject)
@MainActor
open class UIEvent: NSObject {}
