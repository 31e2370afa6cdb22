extension UITableView {
    /// How a table groups its sections.
    // SDK: UIKit/UITableView.h — typedef NS_ENUM(NSInteger, UITableViewStyle) { UITableViewStylePlain,
    //     UITableViewStyleGrouped, UITableViewStyleInsetGrouped API_AVAILABLE(ios(13.0)) };
    // (Swift: enum UITableView.Style : Int, @unchecked Sendable)
    public enum Style: Int, @unchecked Sendable {
        /// Rows one after another.
        case plain = 0
        /// Sections set apart.
        case grouped = 1
        /// Sections set apart with rounded corners.
        @available(iOS 13.0, *)
        case insetGrouped = 2
    }
}
