extension DocumentKind {
    /// The NMViewUIKit class a layout of this kind is made for, which the view class subclasses.
    public var hostClass: String {
        switch self {
        case .view: "NMView"
        case .tableCell: "NMTableViewCell"
        case .collectionCell: "NMCollectionViewCell"
        case .controller: "NMViewController"
        }
    }

    /// Whether the layout is a cell's content view, which only a table or collection view makes.
    public var isCell: Bool { self == .tableCell || self == .collectionCell }
}
