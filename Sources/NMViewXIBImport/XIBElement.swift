/// One element of a xib with the position of its start tag, so every finding about it points
/// at the line and column Interface Builder wrote it on.
///
/// A value with its fields in one shared box, copied on write: the importer hands elements
/// around by value thousands of times a file, and copying six fields each time (four of them
/// reference counted) was a tenth of an import.
public struct XIBElement: Sendable, Hashable {
    /// The fields, shared between copies until one of them is changed.
    private final class Storage: @unchecked Sendable {
        // Sendable because no box is changed while shared: every setter copies a shared box first.
        var name: String
        var attributes: [String: String]
        var children: [XIBElement]
        var text: String
        var line: Int
        var column: Int

        init(name: String, attributes: [String: String], children: [XIBElement], text: String, line: Int, column: Int) {
            self.name = name
            self.attributes = attributes
            self.children = children
            self.text = text
            self.line = line
            self.column = column
        }

        func copy() -> Storage {
            Storage(name: name, attributes: attributes, children: children, text: text, line: line, column: column)
        }
    }

    private var storage: Storage

    /// An element with every field named.
    public init(
        name: String, attributes: [String: String] = [:], children: [XIBElement] = [], text: String = "",
        line: Int = 1, column: Int = 1
    ) {
        storage = Storage(name: name, attributes: attributes, children: children, text: text, line: line, column: column)
    }

    /// The box, made this value's own before a change.
    private var unique: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            return storage
        }
    }

    /// The element's name (`view`, `rect`, `color`, …).
    public var name: String {
        get { storage.name }
        set { unique.name = newValue }
    }
    /// Its attributes as written.
    public var attributes: [String: String] {
        get { storage.attributes }
        _modify { yield &unique.attributes }
    }
    /// Its child elements in document order.
    public var children: [XIBElement] {
        get { storage.children }
        _modify { yield &unique.children }
    }
    /// The text directly inside it (a `<string>` value), whitespace included.
    public var text: String {
        get { storage.text }
        _modify { yield &unique.text }
    }
    /// 1-based line of the `<` that opens it.
    public var line: Int {
        get { storage.line }
        set { unique.line = newValue }
    }
    /// 1-based column, in Unicode scalars, of the `<` that opens it.
    public var column: Int {
        get { storage.column }
        set { unique.column = newValue }
    }

    /// The attribute `name`, if present.
    public subscript(name: String) -> String? { storage.attributes[name] }

    /// Whether the attribute `name` is `YES`.
    public func flag(_ name: String) -> Bool { storage.attributes[name] == "YES" }

    /// The first child with `key="…"` (IB keys every property element), optionally of one name.
    public func child(key: String, named elementName: String? = nil) -> XIBElement? {
        storage.children.first { $0.storage.attributes["key"] == key && (elementName == nil || $0.storage.name == elementName) }
    }

    /// The first child element called `elementName`.
    public func child(named elementName: String) -> XIBElement? {
        storage.children.first { $0.storage.name == elementName }
    }

    /// Equal when every field is.
    public static func == (lhs: XIBElement, rhs: XIBElement) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.name == rhs.name && lhs.attributes == rhs.attributes && lhs.children == rhs.children
                && lhs.text == rhs.text && lhs.line == rhs.line && lhs.column == rhs.column)
    }

    /// Hashes every field, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(attributes)
        hasher.combine(children)
        hasher.combine(text)
        hasher.combine(line)
        hasher.combine(column)
    }
}
