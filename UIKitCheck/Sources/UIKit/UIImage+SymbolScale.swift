extension UIImage {
    /// Which scale variant of a symbol image to use, relative to text of the same point size.
    // SDK: UIKit/UIImageSymbolConfiguration.h — typedef NS_ENUM(NSInteger, UIImageSymbolScale) {
    //     UIImageSymbolScaleDefault = -1, // use the system default size
    //     UIImageSymbolScaleUnspecified = 0, // allow the system to pick a size based on the context
    //     UIImageSymbolScaleSmall = 1, UIImageSymbolScaleMedium, UIImageSymbolScaleLarge } API_AVAILABLE(ios(13.0));
    // (Swift: enum UIImage.SymbolScale : Int, @unchecked Sendable)
    public enum SymbolScale: Int, @unchecked Sendable {
        /// The scale the system uses for similar content.
        case `default` = -1
        /// No scale: the configuration leaves it to another, or to the system.
        case unspecified = 0
        /// About 20% smaller than medium.
        case small = 1
        /// The symbol's size beside text of its point size.
        case medium = 2
        /// About 30% larger than medium.
        case large = 3
    }
}
