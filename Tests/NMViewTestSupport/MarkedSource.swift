import NMViewDiagnostics

/// Test input with position markers (`1️⃣`, `2️⃣`, …) standing where a finding is expected, so no
/// test counts columns by hand. The markers are stripped; their 1-based line and column (in
/// Unicode scalars, as the reader counts) are kept by name.
public struct MarkedSource {
    /// The input with markers removed.
    public let text: String
    /// Marker name (`"1️⃣"`) → its line and column in `text`.
    public let markers: [String: (line: Int, column: Int)]

    private static let names = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    /// Strips the markers from `marked` and records where they stood.
    public init(_ marked: String) {
        var text = ""
        var markers: [String: (line: Int, column: Int)] = [:]
        var line = 1
        var column = 1
        var rest = Substring(marked)
        outer: while let character = rest.first {
            for name in Self.names where rest.hasPrefix(name) {
                markers[name] = (line, column)
                rest = rest.dropFirst(name.count)
                continue outer
            }
            text.append(character)
            if character == "\n" || character == "\r\n" {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
            rest = rest.dropFirst()
        }
        self.text = text
        self.markers = markers
    }

    /// The location of a marker in `file`; a missing marker is a broken test and traps.
    public func location(_ name: String, file: String) -> SourceLocation {
        guard let position = markers[name] else { preconditionFailure("no marker \(name) in test input") }
        return SourceLocation(file: file, line: position.line, column: position.column)
    }
}
