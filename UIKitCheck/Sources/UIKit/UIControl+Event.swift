extension UIControl {
    /// The events a control sends actions for.
    // SDK: UIKit/UIControl.h — typedef NS_OPTIONS(NSUInteger, UIControlEvents) { UIControlEventTouchDown = 1 << 0, …
    //     UIControlEventAllEvents = 0xFFFFFFFF }; (Swift: struct UIControl.Event : OptionSet, @unchecked Sendable)
    public struct Event: OptionSet, Hashable, @unchecked Sendable {
        /// The events' bits.
        public let rawValue: UInt

        /// The events with bits `rawValue`.
        // SDK: NS_OPTIONS — public init(rawValue: UInt)
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// A touch went down inside.
        public static var touchDown: UIControl.Event { Event(rawValue: 1 << 0) }
        /// A repeated touch went down.
        public static var touchDownRepeat: UIControl.Event { Event(rawValue: 1 << 1) }
        /// A finger was dragged inside.
        public static var touchDragInside: UIControl.Event { Event(rawValue: 1 << 2) }
        /// A finger was dragged outside.
        public static var touchDragOutside: UIControl.Event { Event(rawValue: 1 << 3) }
        /// A finger was dragged into the control.
        public static var touchDragEnter: UIControl.Event { Event(rawValue: 1 << 4) }
        /// A finger was dragged out of the control.
        public static var touchDragExit: UIControl.Event { Event(rawValue: 1 << 5) }
        /// A touch was lifted inside: a tap.
        public static var touchUpInside: UIControl.Event { Event(rawValue: 1 << 6) }
        /// A touch was lifted outside.
        public static var touchUpOutside: UIControl.Event { Event(rawValue: 1 << 7) }
        /// A touch was cancelled.
        public static var touchCancel: UIControl.Event { Event(rawValue: 1 << 8) }
        /// The value changed.
        public static var valueChanged: UIControl.Event { Event(rawValue: 1 << 12) }
        /// The control's primary action happened.
        // SDK: UIControlEventPrimaryActionTriggered API_AVAILABLE(ios(9.0)) = 1 << 13
        public static var primaryActionTriggered: UIControl.Event { Event(rawValue: 1 << 13) }
        /// A menu action happened.
        // SDK: UIControlEventMenuActionTriggered API_AVAILABLE(ios(14.0)) = 1 << 14
        public static var menuActionTriggered: UIControl.Event { Event(rawValue: 1 << 14) }
        /// Editing began.
        public static var editingDidBegin: UIControl.Event { Event(rawValue: 1 << 16) }
        /// The text changed while editing.
        public static var editingChanged: UIControl.Event { Event(rawValue: 1 << 17) }
        /// Editing ended.
        public static var editingDidEnd: UIControl.Event { Event(rawValue: 1 << 18) }
        /// Editing ended with the return key.
        public static var editingDidEndOnExit: UIControl.Event { Event(rawValue: 1 << 19) }
        /// Every touch event.
        public static var allTouchEvents: UIControl.Event { Event(rawValue: 0x0000_0FFF) }
        /// Every editing event.
        public static var allEditingEvents: UIControl.Event { Event(rawValue: 0x000F_0000) }
        /// The range left to applications.
        public static var applicationReserved: UIControl.Event { Event(rawValue: 0x0F00_0000) }
        /// The range UIKit keeps.
        public static var systemReserved: UIControl.Event { Event(rawValue: 0xF000_0000) }
        /// Every event.
        public static var allEvents: UIControl.Event { Event(rawValue: 0xFFFF_FFFF) }
    }
}
