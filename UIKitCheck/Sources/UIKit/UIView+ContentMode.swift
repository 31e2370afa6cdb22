extension UIView {
    /// How a view lays out its content when its bounds change.
    // SDK: UIKit/UIView.h — typedef NS_ENUM(NSInteger, UIViewContentMode) { UIViewContentModeScaleToFill, …ScaleAspectFit,
    //     …ScaleAspectFill, …Redraw, …Center, …Top, …Bottom, …Left, …Right, …TopLeft, …TopRight,
    //     …BottomLeft, …BottomRight }; (Swift: enum UIView.ContentMode : Int, @unchecked Sendable)
    public enum ContentMode: Int, @unchecked Sendable {
        /// Stretched to fill; the default.
        case scaleToFill = 0
        /// Scaled to fit, keeping the aspect ratio.
        case scaleAspectFit = 1
        /// Scaled to fill, keeping the aspect ratio.
        case scaleAspectFill = 2
        /// Redrawn; a label's default.
        case redraw = 3
        /// Centred.
        case center = 4
        /// At the top.
        case top = 5
        /// At the bottom.
        case bottom = 6
        /// At the left.
        case left = 7
        /// At the right.
        case right = 8
        /// At the top left.
        case topLeft = 9
        /// At the top right.
        case topRight = 10
        /// At the bottom left.
        case bottomLeft = 11
        /// At the bottom right.
        case bottomRight = 12
    }
}
