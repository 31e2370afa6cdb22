/// The grid layout manager of the original NMView: lays a container's subviews out in rows or
/// columns, all the size of the first one.
public struct GridLayout: Codable, Sendable, Hashable {
    /// The order views fill the grid in.
    public enum Direction: String, Codable, Sendable, CaseIterable {
        /// Rows first: left to right, then the next row down.
        case leftToRightTopToBottom
        /// Columns first: top to bottom, then the next column right.
        case topToBottomLeftToRight
    }

    /// What happens when the views do not fit the container.
    public enum Extension: String, Codable, Sendable, CaseIterable {
        /// Nothing: the content size stays the container's.
        case none
        /// The content grows by a whole page (the container's size).
        case nextFullPage
        /// The content grows just enough for the last view.
        case lastItem
    }

    /// Which way the content grows.
    public enum ExtensionDirection: String, Codable, Sendable, CaseIterable {
        /// The content grows to the right (its width).
        case right
        /// The content grows downwards (its height).
        case down
    }

    /// Fill order; default rows first.
    public var direction: Direction
    /// Overflow behaviour; default none.
    public var `extension`: Extension
    /// Growth direction; default right.
    public var extensionDirection: ExtensionDirection
    /// Whether hidden views leave no gap; default true.
    public var skipHiddenViews: Bool
    /// Views in a row; computed from the container and first view's widths when nil.
    public var viewsPerRow: Int?
    /// Views in a column; computed from the heights when nil.
    public var viewsPerColumn: Int?

    /// The defaults the schema documents.
    public static let directionDefault = Direction.leftToRightTopToBottom
    public static let extensionDefault = Extension.none
    /// Right, as in the original NMView, whose default was the first value of its enum,
    /// NMGridLayoutExtensionDirectionRight.
    public static let extensionDirectionDefault = ExtensionDirection.right
    public static let skipHiddenViewsDefault = true

    /// A grid with every option named; defaults as documented.
    public init(
        direction: Direction = directionDefault, extension: Extension = extensionDefault,
        extensionDirection: ExtensionDirection = extensionDirectionDefault,
        skipHiddenViews: Bool = skipHiddenViewsDefault, viewsPerRow: Int? = nil, viewsPerColumn: Int? = nil
    ) {
        self.direction = direction
        self.extension = `extension`
        self.extensionDirection = extensionDirection
        self.skipHiddenViews = skipHiddenViews
        self.viewsPerRow = viewsPerRow
        self.viewsPerColumn = viewsPerColumn
    }

    private enum CodingKeys: String, CodingKey {
        case direction, `extension`, extensionDirection, skipHiddenViews, viewsPerRow, viewsPerColumn
    }

    public init(from decoder: any Decoder) throws {
        let object = try decoder.container(keyedBy: CodingKeys.self)
        direction = try object.decodeIfPresent(Direction.self, forKey: .direction) ?? Self.directionDefault
        `extension` = try object.decodeIfPresent(Extension.self, forKey: .extension) ?? Self.extensionDefault
        extensionDirection =
            try object.decodeIfPresent(ExtensionDirection.self, forKey: .extensionDirection)
            ?? Self.extensionDirectionDefault
        skipHiddenViews = try object.decodeIfPresent(Bool.self, forKey: .skipHiddenViews) ?? Self.skipHiddenViewsDefault
        viewsPerRow = try object.decodeIfPresent(Int.self, forKey: .viewsPerRow)
        viewsPerColumn = try object.decodeIfPresent(Int.self, forKey: .viewsPerColumn)
    }
}
