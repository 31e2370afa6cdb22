/// A frame in the superview's coordinates (CGRect). Written `[x, y, width, height]` or
/// `{x:, y:, width:, height:}`; encoded canonically as the list.
public struct Rect: Codable, Sendable, Hashable {
    /// Left edge.
    public var x: Double
    /// Top edge.
    public var y: Double
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double

    /// A rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle's size.
    public var size: Size { Size(width: width, height: height) }

    private enum CodingKeys: String, CodingKey {
        case x, y, width, height
    }

    public init(from decoder: any Decoder) throws {
        if var list = try? decoder.unkeyedContainer() {
            x = try list.decode(Double.self)
            y = try list.decode(Double.self)
            width = try list.decode(Double.self)
            height = try list.decode(Double.self)
            guard list.isAtEnd else {
                throw DecodingError.dataCorruptedError(in: list, debugDescription: "a frame has exactly four numbers")
            }
            return
        }
        let object = try decoder.container(keyedBy: CodingKeys.self)
        x = try object.decode(Double.self, forKey: .x)
        y = try object.decode(Double.self, forKey: .y)
        width = try object.decode(Double.self, forKey: .width)
        height = try object.decode(Double.self, forKey: .height)
    }

    public func encode(to encoder: any Encoder) throws {
        var list = encoder.unkeyedContainer()
        try list.encode(x)
        try list.encode(y)
        try list.encode(width)
        try list.encode(height)
    }
}
