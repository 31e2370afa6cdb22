/// Distances from a rectangle's four edges in points (UIEdgeInsets), as the schema's Insets
/// defines them: a mapping in which a side left out is 0.
public struct EdgeInsets: Codable, Sendable, Hashable {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the left edge.
    public var left: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the right edge.
    public var right: Double

    /// No inset on any side.
    public static let zero = EdgeInsets()

    /// Insets with the sides given; the others are 0.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    private enum CodingKeys: String, CodingKey {
        case top, left, bottom, right
    }

    /// Decodes the mapping the schema's Insets and SafeArea define: a side left out is 0.
    public init(from decoder: any Decoder) throws {
        let object = try decoder.container(keyedBy: CodingKeys.self)
        top = try object.decodeIfPresent(Double.self, forKey: .top) ?? 0
        left = try object.decodeIfPresent(Double.self, forKey: .left) ?? 0
        bottom = try object.decodeIfPresent(Double.self, forKey: .bottom) ?? 0
        right = try object.decodeIfPresent(Double.self, forKey: .right) ?? 0
    }

    /// Whether every side is 0.
    public var isZero: Bool { top == 0 && left == 0 && bottom == 0 && right == 0 }

    /// The insets `value` writes: a mapping of finite numbers by side, and x- keys; nil for
    /// anything else.
    public init?(_ value: PropertyValue) {
        guard let fields = value.fields(["top", "left", "bottom", "right"]) else { return nil }
        var sides: [String: Double] = [:]
        for (side, written) in fields {
            guard let number = written.numberValue, number.isFinite else { return nil }
            sides[side] = number
        }
        self.init(top: sides["top"] ?? 0, left: sides["left"] ?? 0, bottom: sides["bottom"] ?? 0, right: sides["right"] ?? 0)
    }
}
