/// The layout direction of a trait environment.
// SDK: UIKit/UIInterface.h — typedef NS_ENUM(NSInteger, UITraitEnvironmentLayoutDirection) {
//     UITraitEnvironmentLayoutDirectionUnspecified = -1, UITraitEnvironmentLayoutDirectionLeftToRight =
//     UIUserInterfaceLayoutDirectionLeftToRight, UITraitEnvironmentLayoutDirectionRightToLeft =
//     UIUserInterfaceLayoutDirectionRightToLeft } API_AVAILABLE(ios(10.0));
public enum UITraitEnvironmentLayoutDirection: Int, @unchecked Sendable {
    /// Not set.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}
