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
}
