import Foundation

extension LayoutDocument {
    /// The file name an app bundles a resolved layout under: `ProfileCard.layout.json`.
    public static func compiledFileName(for viewClass: String) -> String { "\(viewClass).layout.json" }

    /// Canonical JSON: sorted keys, two-space indentation, defaults left out, ending in a newline.
    /// The same document always gives the same bytes, so builds are reproducible and diffs small.
    public func compiledJSON() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }

    /// Decodes compiled JSON with Foundation's `JSONDecoder`, as an app does.
    public init(compiledJSON data: Data) throws {
        self = try JSONDecoder().decode(LayoutDocument.self, from: data)
    }
}
