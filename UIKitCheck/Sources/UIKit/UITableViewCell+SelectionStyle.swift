extension UITableViewCell {
    /// How a cell looks while selected.
    // SDK: UIKit/UITableViewCell.h — typedef NS_ENUM(NSInteger, UITableViewCellSelectionStyle) {
    //     UITableViewCellSelectionStyleNone, …Blue, …Gray, …Default API_AVAILABLE(ios(7.0)) };
    // (Swift: enum UITableViewCell.SelectionStyle : Int, @unchecked Sendable)
    public enum SelectionStyle: Int, @unchecked Sendable {
        /// No change.
        case none = 0
        /// The system's selection (grey since iOS 7).
        case blue = 1
        /// Grey.
        case gray = 2
        /// The system's selection.
        @available(iOS 7.0, *)
        case `default` = 3
    }
}
