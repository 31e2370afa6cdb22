/// A constraint between two views' layout attributes. Only what the stubs need is declared: the
/// axis a stack view arranges along. Auto Layout itself is not modelled.
// SDK: UIKit/NSLayoutConstraint.h — @interface NSLayoutConstraint : NSObject
// (Swift: @MainActor open class NSLayoutConstraint : NSObject)
@MainActor
open class NSLayoutConstraint: NSObject {
    /// The two directions a layout runs in.
    // SDK: UIKit/NSLayoutConstraint.h — typedef NS_ENUM(NSInteger, UILayoutConstraintAxis) {
    //     UILayoutConstraintAxisHorizontal = 0, UILayoutConstraintAxisVertical = 1 };
    // (Swift: enum NSLayoutConstraint.Axis : Int, @unchecked Sendable)
    public enum Axis: Int, @unchecked Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}
