/// A view in an alternative layout: which view (by id, or by position among its siblings when it
/// has none) and the frame it takes there. Nothing else is ever taken from an alternative.
public struct LayoutNode: Codable, Sendable, Hashable {
    /// The primary view this entry moves; `nil` matches by position.
    public var id: String?
    /// The frame in this layout; `nil` keeps the primary frame.
    public var frame: Rect?
    /// Entries for the subviews, matched the same way.
    public var subviews: [LayoutNode]
    /// Other properties written here, which are ignored (lint warns); not encoded.
    public var ignoredProperties: [String]

    /// An entry with every field named.
    public init(id: String? = nil, frame: Rect? = nil, subviews: [LayoutNode] = [], ignoredProperties: [String] = []) {
        self.id = id
        self.frame = frame
        self.subviews = subviews
        self.ignoredProperties = ignoredProperties
    }

    public init(from decoder: any Decoder) throws {
        let object = try decoder.container(keyedBy: DynamicKey.self)
        self.init()
        for key in object.allKeys {
            switch key.stringValue {
            case "id": id = try object.decode(String.self, forKey: key)
            case "frame": frame = try object.decode(Rect.self, forKey: key)
            case "subviews": subviews = try object.decode([LayoutNode].self, forKey: key)
            case let name where name.hasPrefix("x-"): continue
            case let name: ignoredProperties.append(name)
            }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var object = encoder.container(keyedBy: DynamicKey.self)
        try object.encodeIfPresent(id, forKey: DynamicKey("id"))
        try object.encodeIfPresent(frame, forKey: DynamicKey("frame"))
        if !subviews.isEmpty { try object.encode(subviews, forKey: DynamicKey("subviews")) }
    }
}
