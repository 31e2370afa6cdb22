/// Another layout of the same views for another size (landscape, iPad, …); only its frames are used.
public struct AlternativeLayout: Codable, Sendable, Hashable {
    /// The layout's name, for people and callbacks.
    public var name: String
    /// The design size its frames are written for; its aspect ratio decides when it is chosen.
    public var size: Size
    /// The frames, mirroring the primary tree's subviews.
    public var subviews: [LayoutNode]

    /// A layout with every field named.
    public init(name: String, size: Size, subviews: [LayoutNode] = []) {
        self.name = name
        self.size = size
        self.subviews = subviews
    }

    private enum CodingKeys: String, CodingKey {
        case name, size, subviews
    }

    public init(from decoder: any Decoder) throws {
        let object = try decoder.container(keyedBy: CodingKeys.self)
        name = try object.decode(String.self, forKey: .name)
        size = try object.decode(Size.self, forKey: .size)
        subviews = try object.decodeIfPresent([LayoutNode].self, forKey: .subviews) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var object = encoder.container(keyedBy: CodingKeys.self)
        try object.encode(name, forKey: .name)
        try object.encode(size, forKey: .size)
        if !subviews.isEmpty { try object.encode(subviews, forKey: .subviews) }
    }
}
