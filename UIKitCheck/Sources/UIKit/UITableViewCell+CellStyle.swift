extension UITableViewCell {
    /// The look of a cell's built-in labels; the built-in labels are not declared here.
    // SDK: UIKit/UITableViewCell.h — typedef NS_ENUM(NSInteger, UITableViewCellStyle) { UITableViewCellStyleDefault,
    //     UITableViewCellStyleValue1, UITableViewCellStyleValue2, UITableViewCellStyleSubtitle };
    // (Swift: enum UITableViewCell.CellStyle : Int, @unchecked Sendable)
    public enum CellStyle: Int, @unchecked Sendable {
        /// A label on the left.
        case `default` = 0
        /// A label on the left and a value on the right.
        case value1 = 1
        /// A label and a value side by side.
        case value2 = 2
        /// A label with a subtitle under it.
        case subtitle = 3
    }
}
