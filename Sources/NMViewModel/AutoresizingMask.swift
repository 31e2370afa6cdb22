/// How a view's frame follows its superview's size changes (UIView.AutoresizingMask), written as
/// a list of flag names; an empty list is none.
public struct AutoresizingMask: OptionSet, Codable, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The left margin grows and shrinks.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width grows and shrinks.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin grows and shrinks.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin grows and shrinks.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height grows and shrinks.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin grows and shrinks.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// Flag names in UIKit's bit order, as written in layout files.
    public static let names: [(String, AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    public init(from decoder: any Decoder) throws {
        var list = try decoder.unkeyedContainer()
        var mask: AutoresizingMask = []
        while !list.isAtEnd {
            let name = try list.decode(String.self)
            guard let flag = Self.names.first(where: { $0.0 == name })?.1 else {
                throw DecodingError.dataCorruptedError(in: list, debugDescription: "unknown autoresizing flag '\(name)'")
            }
            mask.insert(flag)
        }
        self = mask
    }

    public func encode(to encoder: any Encoder) throws {
        var list = encoder.unkeyedContainer()
        for (name, flag) in Self.names where contains(flag) { try list.encode(name) }
    }
}
