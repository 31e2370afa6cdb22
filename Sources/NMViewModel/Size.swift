/// A width and height in points (CGSize): a layout's design size.
public struct Size: Codable, Sendable, Hashable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double

    /// A size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Width over height; the quantity alternative layouts are chosen by.
    public var aspectRatio: Double { width / height }
}
