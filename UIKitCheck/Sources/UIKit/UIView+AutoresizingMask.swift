extension UIView {
    /// Which parts of a frame follow a change of the superview's size.
    // SDK: UIKit/UIView.h — typedef NS_OPTIONS(NSUInteger, UIViewAutoresizing) { UIViewAutoresizingNone = 0,
    //     UIViewAutoresizingFlexibleLeftMargin = 1 << 0, …Width = 1 << 1, …RightMargin = 1 << 2,
    //     …TopMargin = 1 << 3, …Height = 1 << 4, …BottomMargin = 1 << 5 };
    // (Swift: struct UIView.AutoresizingMask : OptionSet, @unchecked Sendable)
    public struct AutoresizingMask: OptionSet, Hashable, @unchecked Sendable {
        /// The mask's bits.
        public let rawValue: UInt

        /// The mask with bits `rawValue`.
        // SDK: NS_OPTIONS — public init(rawValue: UInt)
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The left margin follows.
        public static var flexibleLeftMargin: UIView.AutoresizingMask { AutoresizingMask(rawValue: 1 << 0) }
        /// The width follows.
        public static var flexibleWidth: UIView.AutoresizingMask { AutoresizingMask(rawValue: 1 << 1) }
        /// The right margin follows.
        public static var flexibleRightMargin: UIView.AutoresizingMask { AutoresizingMask(rawValue: 1 << 2) }
        /// The top margin follows.
        public static var flexibleTopMargin: UIView.AutoresizingMask { AutoresizingMask(rawValue: 1 << 3) }
        /// The height follows.
        public static var flexibleHeight: UIView.AutoresizingMask { AutoresizingMask(rawValue: 1 << 4) }
        /// The bottom margin follows.
        public static var flexibleBottomMargin: UIView.AutoresizingMask { AutoresizingMask(rawValue: 1 << 5) }
    }
}
