/// One layout file: a view class, its primary tree at a design size, its alternative layouts,
/// templates and outlets. The same value is decoded from YAML (with positions) and from the
/// compiled JSON an app bundles (with `JSONDecoder`).
public struct LayoutDocument: Codable, Sendable, Hashable {
    /// The format version (`nmview` in the file).
    public var formatVersion: Int
    /// The view class (`view`); `nil` means the file's base name.
    public var viewClass: String?
    /// What the view class is (`kind`): a view, a cell or a view controller.
    public var kind: DocumentKind
    /// The table view cell's own properties (`cell`), around the content view the root is; they
    /// take effect only for kind `tableCell` (see ``effectiveCell``).
    public var cell: TableCellProperties?
    /// Design size of the primary layout.
    public var size: Size
    /// The safe-area insets of the primary layout's design size (`safeArea`): where given, the
    /// root's subviews are placed relative to the safe area; `nil` places them against the bounds.
    public var safeArea: EdgeInsets?
    /// Whether the layout is mirrored in a right-to-left language (`layoutDirection`); `fixed`,
    /// as written in every language, for files written before there was a choice.
    public var layoutDirection: LayoutDirectionPolicy
    /// The view itself: its properties and subviews.
    public var root: ViewNode
    /// Alternative layouts, in the order declared (ties in selection go to the earlier one).
    public var layouts: [AlternativeLayout]
    /// Reusable views by name; empty after resolving.
    public var templates: [String: ViewNode]
    /// Ids exposed to code as outlets.
    public var outlets: [String]

    /// The only format version there is.
    public static let currentFormatVersion = 1

    /// A document with every field named.
    public init(
        formatVersion: Int = currentFormatVersion, viewClass: String? = nil, kind: DocumentKind = .view,
        cell: TableCellProperties? = nil, size: Size, safeArea: EdgeInsets? = nil,
        layoutDirection: LayoutDirectionPolicy = .fixed, root: ViewNode, layouts: [AlternativeLayout] = [], templates: [String: ViewNode] = [:],
        outlets: [String] = []
    ) {
        self.formatVersion = formatVersion
        self.viewClass = viewClass
        self.kind = kind
        self.cell = cell
        self.size = size
        self.safeArea = safeArea
        self.layoutDirection = layoutDirection
        self.root = root
        self.layouts = layouts
        self.templates = templates
        self.outlets = outlets
    }

    private enum CodingKeys: String, CodingKey {
        case formatVersion = "nmview"
        case viewClass = "view"
        case kind, cell, size, safeArea, layoutDirection, root, layouts, templates, outlets
    }

    public init(from decoder: any Decoder) throws {
        let object = try decoder.container(keyedBy: CodingKeys.self)
        formatVersion = try object.decode(Int.self, forKey: .formatVersion)
        viewClass = try object.decodeIfPresent(String.self, forKey: .viewClass)
        kind = try object.decodeIfPresent(DocumentKind.self, forKey: .kind) ?? .view
        cell = try object.decodeIfPresent(TableCellProperties.self, forKey: .cell)
        size = try object.decode(Size.self, forKey: .size)
        safeArea = try object.decodeIfPresent(EdgeInsets.self, forKey: .safeArea)
        layoutDirection = try object.decodeIfPresent(LayoutDirectionPolicy.self, forKey: .layoutDirection) ?? .fixed
        root = try object.decode(ViewNode.self, forKey: .root)
        layouts = try object.decodeIfPresent([AlternativeLayout].self, forKey: .layouts) ?? []
        templates = try object.decodeIfPresent([String: ViewNode].self, forKey: .templates) ?? [:]
        outlets = try object.decodeIfPresent([String].self, forKey: .outlets) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var object = encoder.container(keyedBy: CodingKeys.self)
        try object.encode(formatVersion, forKey: .formatVersion)
        try object.encodeIfPresent(viewClass, forKey: .viewClass)
        // Left out for a view, so that the compiled JSON of every layout before kinds is unchanged.
        if kind != .view { try object.encode(kind, forKey: .kind) }
        try object.encodeIfPresent(cell, forKey: .cell)
        try object.encode(size, forKey: .size)
        try object.encodeIfPresent(safeArea, forKey: .safeArea)
        // Left out when fixed, so that the compiled JSON of every layout before directions is unchanged.
        if layoutDirection != .fixed { try object.encode(layoutDirection, forKey: .layoutDirection) }
        try object.encode(root, forKey: .root)
        if !layouts.isEmpty { try object.encode(layouts, forKey: .layouts) }
        if !templates.isEmpty { try object.encode(templates, forKey: .templates) }
        if !outlets.isEmpty { try object.encode(outlets, forKey: .outlets) }
    }
}

/// A kind is written as its name.
extension DocumentKind: Codable {}

/// A layout direction policy is written as its name.
extension LayoutDirectionPolicy: Codable {}
