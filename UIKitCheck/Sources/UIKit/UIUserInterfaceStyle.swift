/// Light or dark appearance.
// SDK: UIKit/UIInterface.h — typedef NS_ENUM(NSInteger, UIUserInterfaceStyle) {
//     UIUserInterfaceStyleUnspecified, UIUserInterfaceStyleLight, UIUserInterfaceStyleDark } API_AVAILABLE(ios(12.0));
public enum UIUserInterfaceStyle: Int, @unchecked Sendable {
    /// Not set: system colours resolve as in light appearance.
    case unspecified = 0
    /// Light appearance.
    case light = 1
    /// Dark appearance.
    case dark = 2
}
