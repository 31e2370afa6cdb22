import NMViewModel

extension AccessoryType {
    /// How much narrower UIKit makes a table view cell's content view for this accessory, in
    /// points: the accessory and the margin at the cell's trailing edge. The content view is the
    /// root of a `tableCell` layout, so its views follow the narrower bounds by their masks.
    ///
    /// Apple publishes no such table. The chevron's is measured: Interface Builder (Xcode 15, whose
    /// canvas lays cells out with UIKit) gives a 375-point cell with a disclosure indicator a
    /// 348.5-point content view (SwiftKickMobile/SwiftMessages, Demo/Demo/Base.lproj/Main.storyboard,
    /// "Explore" cell; 348 with earlier Xcodes). The others are estimated from it: their symbol's
    /// width (checkmark about 14.5, info button 22, info button and chevron with a 12-point gap)
    /// plus the 18 points the chevron leaves besides its own 8.5. UIKit's true widths vary a little
    /// with the iOS version and the cell's layout margins; the headless cell and the preview use
    /// these, a device uses UIKit's own.
    public var contentViewInset: Double {
        switch self {
        case .none: 0
        case .disclosureIndicator: 26.5
        case .checkmark: 32.5
        case .detailButton: 40
        case .detailDisclosureButton: 60.5
        }
    }
}

extension CompiledLayout {
    /// The accessory a cell of this layout shows: its document's `cell`, for a layout of kind
    /// `tableCell`; `.none` otherwise.
    public var cellAccessory: AccessoryType {
        document.effectiveCell?.accessoryType ?? TableCellProperties.accessoryTypeDefault
    }

    /// The bounds the root is laid out in when its host is `size`: a table view cell's content
    /// view, narrower by its accessory (see ``AccessoryType/contentViewInset``), else `size`.
    public func contentBounds(in size: Size) -> Size {
        let inset = cellAccessory.contentViewInset
        guard inset > 0 else { return size }
        return Size(width: max(0, size.width - inset), height: size.height)
    }
}
