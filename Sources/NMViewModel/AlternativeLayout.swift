/// Another layout of the same views for another size (landscape, iPad, …); only its frames are used.
public struct AlternativeLayout: Codable, Sendable, Hashable {
    /// The layout's name, for people and callbacks.
    public var name: String
    /// The design size its frames are written for; its aspect ratio decides when it is chosen.
    public var size: Size
    /// The safe-area insets of its design size (`safeArea`), as the document's are for the primary
    /// layout; `nil` places the root's subviews against the bounds in this layout.
    public var safeArea: EdgeInsets?
    /// The frames, mirroring the primary tree's subviews.
    public var subviews: [LayoutNode]

    /// A layout with every field named.
    public init(name: String, size: Size, safeArea: EdgeInsets? = nil, subviews: [LayoutNode] = []) {
        self.name = name
        self.size = size
        self.safeArea = safeArea
        self.subviews = subviews
    }

    private enum CodingKeys: String, CodingKey {
        case name, size, safeArea, subviews
    }

    public init(from decoder: any Decoder) throws {
        let object = try decoder.container(keyedBy: CodingKeys.self)
        name = try object.decode(String.self, forKey: .name)
        size = try object.decode(Size.self, forKey: .size)
        safeArea = try object.decodeIfPresent(EdgeInsets.self, forKey: .safeArea)
        subviews = try object.decodeIfPresent([LayoutNode].self, forKey: .subviews) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var object = encoder.container(keyedBy: CodingKeys.self)
        try object.encode(name, forKey: .name)
        try object.encode(size, forKey: .size)
        try object.encodeIfPresent(safeArea, forKey: .safeArea)
        if !subviews.isEmpty { try object.encode(subviews, forKey: .subviews) }
    }
}
