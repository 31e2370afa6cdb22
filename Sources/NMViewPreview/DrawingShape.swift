/// A drawing read as its elements' attribute values in document order and what is left without
/// them (its tags, attribute names, text and spacing). Two drawings of one shape differ only in
/// attribute values: a patch then sets those on the elements the page has instead of sending the
/// view's drawing again (at 2,000 views, a change of alternative resized 750 views, most of them
/// only in widths and positions). Reads the SVG this module writes: every value double-quoted and
/// escaped (see ``XMLText``).
struct DrawingShape: Equatable {
    /// The drawing with every attribute value left out.
    var skeleton: [UInt8] = []
    /// Each element's attribute values, unescaped, in document order.
    var values: [[String]] = []
    /// Their names.
    var names: [[String]] = []

    init(_ svg: String) {
        let bytes = Array(svg.utf8)
        skeleton.reserveCapacity(bytes.count)
        var index = 0
        var inTag = false
        var nameStart = 0
        while index < bytes.count {
            let byte = bytes[index]
            if !inTag {
                skeleton.append(byte)
                if byte == UInt8(ascii: "<"), index + 1 < bytes.count, bytes[index + 1] != UInt8(ascii: "/") {
                    inTag = true
                    values.append([])
                    names.append([])
                }
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\"") {
                // A value: up to the next quote, which escaping keeps out of it.
                var end = index + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += 1 }
                values[values.count - 1].append(XMLText.unescape(String(decoding: bytes[(index + 1)..<end], as: UTF8.self)))
                names[names.count - 1].append(String(decoding: bytes[nameStart..<max(nameStart, index - 1)], as: UTF8.self))
                skeleton.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: "\"")])
                index = end + 1
                continue
            }
            if byte == UInt8(ascii: ">") { inTag = false }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") { nameStart = index + 1 }
            skeleton.append(byte)
            index += 1
        }
    }

    /// The attribute values to set to turn this drawing into `other` (each element's position in
    /// document order, the attribute's name and its new value), or nil when they differ in more.
    func changes(to other: DrawingShape) -> [RenderPatch.Attribute]? {
        guard skeleton == other.skeleton, values.count == other.values.count else { return nil }
        var changes: [RenderPatch.Attribute] = []
        for (element, (old, new)) in zip(values, other.values).enumerated() where old != new {
            for (position, (was, now)) in zip(old, new).enumerated() where was != now {
                changes.append(RenderPatch.Attribute(element: element, name: names[element][position], value: now))
            }
        }
        return changes
    }
}
