import Foundation

/// The value encodings of the archive format (Xcode 3 and 4): geometry strings, base64 colour
/// components, and references to objects defined elsewhere in the file.
struct ArchiveValues {
    /// Every element with an `id`, for resolving `<reference ref=…>`.
    private let objects: [String: XIBElement]

    /// Values of the archive whose root is `root`.
    init(root: XIBElement) {
        var objects: [String: XIBElement] = [:]
        var pending = [root]
        while let element = pending.popLast() {
            if let id = element["id"], element.name != "reference" { objects[id] = element }
            pending += element.children
        }
        self.objects = objects
    }

    /// The child keyed `key`, with a reference followed to the object it names.
    func value(_ key: String, in element: XIBElement) -> XIBElement? {
        element.child(key: key).map(resolve)
    }

    /// `element`, or the object a `<reference>` names.
    func resolve(_ element: XIBElement) -> XIBElement {
        guard element.name == "reference", let target = element["ref"].flatMap({ objects[$0] }) else { return element }
        return target
    }

    /// The text of the child keyed `key` (`<string>`, `<int>`, `<bool>`, `<float>`, `<double>`).
    func text(_ key: String, in element: XIBElement) -> String? {
        value(key, in: element)?.text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The contained objects of an `NSArray`-like element, without its coder marker.
    static func items(of array: XIBElement) -> [XIBElement] {
        array.children.filter { $0["key"] != "EncodedWithXMLCoder" }
    }

    /// `{{x, y}, {w, h}}` or `{w, h}` (an origin of zero) as numbers.
    static func numbers(in text: String) -> [Double] {
        text.split { "{}, ".contains($0) }.compactMap { Double($0) }
    }

    /// The numbers of IB's base64 colour bytes: unpadded, with a trailing NUL in the text.
    static func components(base64 text: String) -> [Double] {
        var trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.count % 4 == 1 { trimmed.removeLast() }
        while trimmed.count % 4 != 0 { trimmed += "=" }
        guard let data = Data(base64Encoded: trimmed) else { return [] }
        let ascii = String(decoding: data.prefix { $0 != 0 }, as: UTF8.self)
        return ascii.split(separator: " ").compactMap { Double($0) }
    }

    /// An `NSColor` as the current format's `<color>` attributes, or nil when it has no components.
    func colorAttributes(_ color: XIBElement) -> [String: String]? {
        if let rgb = text("NSRGB", in: color) {
            let parts = Self.components(base64: rgb)
            guard parts.count >= 3 else { return nil }
            return ["red": "\(parts[0])", "green": "\(parts[1])", "blue": "\(parts[2])", "alpha": "\(parts.count > 3 ? parts[3] : 1)"]
        }
        if let white = text("NSWhite", in: color) {
            let parts = Self.components(base64: white)
            guard let first = parts.first else { return nil }
            return ["white": "\(first)", "alpha": "\(parts.count > 1 ? parts[1] : 1)"]
        }
        if let name = text("NSColorName", in: color) { return ["cocoaTouchSystemColor": name] }
        return nil
    }
}
