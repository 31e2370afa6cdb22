/// What a host reports when the applied layout changes to another one.
public struct LayoutChange: Sendable, Equatable {
    /// The layout's name (`primary` for the main one).
    public var name: String
    /// Its design aspect ratio, width over height.
    public var aspectRatio: Double

    /// A change to the layout `name` of `aspectRatio`.
    public init(name: String, aspectRatio: Double) {
        self.name = name
        self.aspectRatio = aspectRatio
    }
}
