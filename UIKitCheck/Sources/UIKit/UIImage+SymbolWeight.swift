extension UIImage {
    /// Which weight variant of a symbol image to use.
    // SDK: UIKit/UIImageSymbolConfiguration.h — typedef NS_ENUM(NSInteger, UIImageSymbolWeight) {
    //     UIImageSymbolWeightUnspecified = 0, UIImageSymbolWeightUltraLight = 1, UIImageSymbolWeightThin,
    //     UIImageSymbolWeightLight, UIImageSymbolWeightRegular, UIImageSymbolWeightMedium, UIImageSymbolWeightSemibold,
    //     UIImageSymbolWeightBold, UIImageSymbolWeightHeavy, UIImageSymbolWeightBlack } API_AVAILABLE(ios(13.0));
    // (Swift: enum UIImage.SymbolWeight : Int, @unchecked Sendable)
    public enum SymbolWeight: Int, @unchecked Sendable {
        /// No weight: the configuration leaves it to another, or to the system.
        case unspecified = 0
        /// Ultralight.
        case ultraLight = 1
        /// Thin.
        case thin = 2
        /// Light.
        case light = 3
        /// Regular.
        case regular = 4
        /// Medium.
        case medium = 5
        /// Semibold.
        case semibold = 6
        /// Bold.
        case bold = 7
        /// Heavy.
        case heavy = 8
        /// Black.
        case black = 9
    }
}
