extension UIControl {
    /// The state of a control, which picks e.g. a button's title.
    // SDK: UIKit/UIControl.h — typedef NS_OPTIONS(NSUInteger, UIControlState) { UIControlStateNormal = 0,
    //     UIControlStateHighlighted = 1 << 0, UIControlStateDisabled = 1 << 1, UIControlStateSelected = 1 << 2,
    //     UIControlStateFocused API_AVAILABLE(ios(9.0)) = 1 << 3, UIControlStateApplication = 0x00FF0000,
    //     UIControlStateReserved = 0xFF000000 }; (Swift: struct UIControl.State : OptionSet, @unchecked Sendable)
    public struct State: OptionSet, Hashable, @unchecked Sendable {
        /// The state's bits.
        public let rawValue: UInt

        /// The state with bits `rawValue`.
        // SDK: NS_OPTIONS — public init(rawValue: UInt)
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Enabled, not selected, not highlighted.
        public static var normal: UIControl.State { State(rawValue: 0) }
        /// Touched.
        public static var highlighted: UIControl.State { State(rawValue: 1 << 0) }
        /// Disabled.
        public static var disabled: UIControl.State { State(rawValue: 1 << 1) }
        /// Selected.
        public static var selected: UIControl.State { State(rawValue: 1 << 2) }
        /// Focused.
        public static var focused: UIControl.State { State(rawValue: 1 << 3) }
        /// The range left to applications.
        public static var application: UIControl.State { State(rawValue: 0x00FF_0000) }
        /// The range UIKit keeps.
        public static var reserved: UIControl.State { State(rawValue: 0xFF00_0000) }
    }
}
