/// The attribute values that turn one drawing into another when nothing else differs: the same
/// tags, attribute names, text and spacing. A patch then sets those on the elements the page has
/// instead of sending the view's drawing again (at 2,000 views, a change of alternative resized
/// 750 views, most of them only in widths and positions). Reads the SVG this module writes:
/// every value double-quoted and escaped (see ``XMLText``).
enum AttributeChanges {
    /// The values to set to turn `old` into `new` (each element's position in document order,
    /// the attribute's name and its new value), or nil when they differ in more than values.
    /// One pass over both, comparing bytes; only a changed value is copied.
    static func between(_ old: String, _ new: String) -> [RenderPatch.Attribute]? {
        if old == new { return [] }
        let (a, b) = (Array(old.utf8), Array(new.utf8))
        let (quote, space, newline) = (UInt8(ascii: "\""), UInt8(ascii: " "), UInt8(ascii: "\n"))
        var (i, j) = (0, 0)
        var element = -1
        var inTag = false
        var nameStart = 0
        var changes: [RenderPatch.Attribute] = []
        while i < a.count, j < b.count {
            let byte = a[i]
            if inTag, byte == quote, b[j] == quote {
                // A value in each: up to the next quote, which escaping keeps out of values.
                var (endA, endB) = (i + 1, j + 1)
                while endA < a.count, a[endA] != quote { endA += 1 }
                while endB < b.count, b[endB] != quote { endB += 1 }
                if !a[(i + 1)..<endA].elementsEqual(b[(j + 1)..<endB]) {
                    changes.append(RenderPatch.Attribute(
                        element: element, name: String(decoding: a[nameStart..<max(nameStart, i - 1)], as: UTF8.self),
                        value: XMLText.unescape(String(decoding: b[(j + 1)..<endB], as: UTF8.self))))
                }
                (i, j) = (endA + 1, endB + 1)
                continue
            }
            guard byte == b[j] else { return nil }
            if !inTag, byte == UInt8(ascii: "<"), i + 1 < a.count, a[i + 1] != UInt8(ascii: "/") {
                inTag = true
                element += 1
            } else if inTag, byte == UInt8(ascii: ">") {
                inTag = false
            } else if inTag, byte == space || byte == newline {
                nameStart = i + 1
            }
            (i, j) = (i + 1, j + 1)
        }
        return i == a.count && j == b.count ? changes : nil
    }
}
