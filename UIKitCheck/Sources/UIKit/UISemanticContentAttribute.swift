/// What a view's content is, which decides whether it flips in a right-to-left language.
// SDK: UIKit/UIView.h — typedef NS_ENUM(NSInteger, UISemanticContentAttribute) { UISemanticContentAttributeUnspecified = 0,
//     UISemanticContentAttributePlayback, UISemanticContentAttributeSpatial, UISemanticContentAttributeForceLeftToRight,
//     UISemanticContentAttributeForceRightToLeft } API_AVAILABLE(ios(9.0));
public enum UISemanticContentAttribute: Int, @unchecked Sendable {
    /// Flips with the user interface: the default.
    case unspecified = 0
    /// Playback controls (play, rewind, a scrubber): never flips.
    case playback = 1
    /// Directional controls (a D-pad, a text alignment control): never flips.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}
