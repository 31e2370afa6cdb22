extension UITableViewCell {
    /// The standard accessory at a cell's trailing edge.
    // SDK: UIKit/UITableViewCell.h — typedef NS_ENUM(NSInteger, UITableViewCellAccessoryType) {
    //     UITableViewCellAccessoryNone, …DisclosureIndicator, …DetailDisclosureButton API_UNAVAILABLE(tvos),
    //     …Checkmark, …DetailButton API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(tvos) };
    // (Swift: enum UITableViewCell.AccessoryType : Int, @unchecked Sendable)
    public enum AccessoryType: Int, @unchecked Sendable {
        /// No accessory.
        case none = 0
        /// A chevron.
        case disclosureIndicator = 1
        /// An info button and a chevron.
        case detailDisclosureButton = 2
        /// A checkmark.
        case checkmark = 3
        /// An info button.
        @available(iOS 7.0, *)
        case detailButton = 4
    }
}
