/// One element of a xib with the position of its start tag, so every finding about it points
/// at the line and column Interface Builder wrote it on.
public struct XIBElement: Sendable, Hashable {
    /// The element's name (`view`, `rect`, `color`, …).
    public var name: String
    /// Its attributes as written.
    public var attributes: [String: String]
    /// Its child elements in document order.
    public var children: [XIBElement]
    /// The text directly inside it (a `<string>` value), whitespace included.
    public var text: String
    /// 1-based line of the `<` that opens it.
    public var line: Int
    /// 1-based column, in Unicode scalars, of the `<` that opens it.
    public var column: Int

    /// An element with every field named.
    public init(
        name: String, attributes: [String: String] = [:], children: [XIBElement] = [], text: String = "",
        line: Int = 1, column: Int = 1
    ) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.line = line
        self.column = column
    }

    /// The attribute `name`, if present.
    public subscript(name: String) -> String? { attributes[name] }

    /// Whether the attribute `name` is `YES`.
    public func flag(_ name: String) -> Bool { attributes[name] == "YES" }

    /// The first child with `key="…"` (IB keys every property element), optionally of one name.
    public func child(key: String, named elementName: String? = nil) -> XIBElement? {
        children.first { $0.attributes["key"] == key && (elementName == nil || $0.name == elementName) }
    }

    /// The first child element called `elementName`.
    public func child(named elementName: String) -> XIBElement? {
        children.first { $0.name == elementName }
    }
}
