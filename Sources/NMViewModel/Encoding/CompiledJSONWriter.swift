import Foundation

/// Writes a ``LayoutDocument`` as compiled JSON straight into bytes: the very bytes Foundation's
/// `JSONEncoder` writes with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`.
///
/// `JSONEncoder` boxes every value into a tree of dictionaries and arrays before it writes any
/// of it, and sorts each object's keys from a dictionary: about 10 ms for a 1,000-view layout, a
/// large part of a live reload. This writer walks the model once, writes each fixed object's keys
/// in an order sorted beforehand and sorts only the keys that are data (view properties,
/// templates, actions); `nmview-bench --only compiled-encode` measures the two.
///
/// Where the encoder's output is not mirrored here the writer declines (``Declined``) and
/// ``LayoutDocument/compiledJSON()`` asks `JSONEncoder`, which decides and reports its own errors.
/// The formatting mirrored is swift-foundation's `JSONWriter`, pinned by tests that encode the same
/// values both ways, so a Foundation that writes differently fails them.
struct CompiledJSONWriter {
    /// Why a document is left to `JSONEncoder`.
    enum Declined: Error {
        /// NaN or an infinity, which `JSONEncoder` refuses with an error of its own.
        case nonFiniteNumber
        /// A container nested as deep as ``maximumDepth``, which `JSONEncoder` refuses.
        case tooDeep
        /// A view property with the name of one of the view's own keys, set in code (a file cannot
        /// say it): the encoder writes both into one object, and which it keeps is its business.
        case propertyNamedLikeAField
    }

    /// `JSONWriter` refuses a container at this depth or deeper (the top-level object is at 1).
    static let maximumDepth = 512

    /// The output so far.
    var output: JSONOutput
    /// How many containers are open: the indentation, in two-space steps, of their members.
    private var depth = 0
    /// The dictionary positions of property names (of views and of object values) being written,
    /// sorted, as a stack: each object pushes its own on top and pops them when it is done, so a
    /// nested object reuses the storage instead of allocating an array of keys per view.
    var keyOrder: [[String: PropertyValue].Index] = []

    /// A writer with room for `capacity` bytes to begin with; the only one, ``json(for:)``,
    /// releases its output.
    private init(capacity: Int) {
        output = JSONOutput(capacity: capacity)
    }

    /// `document` and a line break, or `nil` where only `JSONEncoder` can say.
    static func json(for document: LayoutDocument) -> Data? {
        var writer = CompiledJSONWriter(capacity: 1 << 16)
        defer { writer.output.release() }
        do {
            try writer.write(document)
        } catch {
            return nil
        }
        writer.output.append(.newline)
        return writer.output.data
    }

    // MARK: Containers, as JSONWriter lays them out

    /// Opens an object or an array (`{` or `[`, then a line break): its members are indented
    /// one step further.
    mutating func open(_ bracket: UInt8) throws(Declined) {
        depth += 1
        guard depth < Self.maximumDepth else { throw .tooDeep }
        output.append(bracket)
        output.append(.newline)
    }

    /// Closes the innermost container: a line break, its own indentation, then `}` or `]`. An empty
    /// container so becomes an opening line, an empty line and a closing line, as `JSONWriter` has it.
    mutating func close(_ bracket: UInt8) {
        output.append(.newline)
        depth -= 1
        indent()
        output.append(bracket)
    }

    /// Starts a member of the innermost container: `,` and a line break after the one before,
    /// then the indentation.
    mutating func startMember(_ first: inout Bool) {
        if first {
            first = false
        } else {
            append(",\n")
        }
        indent()
    }

    /// Starts an object member whose key needs no escaping: `"key" : `.
    mutating func member(_ key: StaticString, _ first: inout Bool) {
        startMember(&first)
        output.append(.quote)
        append(key)
        append("\" : ")
    }

    /// Starts an object member whose key is data: `"key" : `, escaped.
    mutating func member(_ key: String, _ first: inout Bool) {
        startMember(&first)
        writeString(key)
        append(" : ")
    }

    /// Text that needs no escaping, as it is.
    @inline(__always)
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { output.append($0) }
    }

    /// Two spaces per open container.
    private mutating func indent() {
        var remaining = depth * 2
        while remaining > 0 {
            let run = min(remaining, Self.spaces.utf8CodeUnitCount)
            Self.spaces.withUTF8Buffer { output.append(UnsafeBufferPointer(rebasing: $0[0..<run])) }
            remaining -= run
        }
    }

    private static let spaces: StaticString = "                                                                "
}

extension UInt8 {
    static let newline = UInt8(ascii: "\n")
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
}
