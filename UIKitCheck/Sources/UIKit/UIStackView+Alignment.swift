extension UIStackView {
    /// Where a stack view puts its arranged subviews across its axis. `top` and `bottom` share
    /// `leading`'s and `trailing`'s values, so Swift sees them as static properties, not cases.
    // SDK: UIKit/UIStackView.h — typedef NS_ENUM(NSInteger, UIStackViewAlignment) { UIStackViewAlignmentFill,
    //     UIStackViewAlignmentLeading, UIStackViewAlignmentTop = UIStackViewAlignmentLeading,
    //     UIStackViewAlignmentFirstBaseline, UIStackViewAlignmentCenter, UIStackViewAlignmentTrailing,
    //     UIStackViewAlignmentBottom = UIStackViewAlignmentTrailing, UIStackViewAlignmentLastBaseline };
    // (Swift: enum UIStackView.Alignment : Int, @unchecked Sendable)
    public enum Alignment: Int, @unchecked Sendable {
        /// Stretched across the axis.
        case fill = 0
        /// Along the leading edge.
        case leading = 1
        /// By the first baseline (horizontal stacks).
        case firstBaseline = 2
        /// Centred.
        case center = 3
        /// Along the trailing edge.
        case trailing = 4
        /// By the last baseline (horizontal stacks).
        case lastBaseline = 5

        /// Along the top edge: `leading`.
        // SDK: (Swift: static var top: UIStackView.Alignment { get })
        public static var top: UIStackView.Alignment { .leading }
        /// Along the bottom edge: `trailing`.
        // SDK: (Swift: static var bottom: UIStackView.Alignment { get })
        public static var bottom: UIStackView.Alignment { .trailing }
    }

    /// How a stack view sizes and spaces its arranged subviews along its axis.
    // SDK: UIKit/UIStackView.h — typedef NS_ENUM(NSInteger, UIStackViewDistribution) { UIStackViewDistributionFill = 0,
    //     UIStackViewDistributionFillEqually, UIStackViewDistributionFillProportionally,
    //     UIStackViewDistributionEqualSpacing, UIStackViewDistributionEqualCentering };
    // (Swift: enum UIStackView.Distribution : Int, @unchecked Sendable)
    public enum Distribution: Int, @unchecked Sendable {
        /// One view stretched or shrunk to fill.
        case fill = 0
        /// All of one size.
        case fillEqually = 1
        /// Sized in proportion to their intrinsic sizes.
        case fillProportionally = 2
        /// Equal gaps.
        case equalSpacing = 3
        /// Equal distances between centres.
        case equalCentering = 4
    }
}
