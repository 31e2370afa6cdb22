/// Draws a QR code as text for a terminal, two module rows per line with the half blocks
/// `▀` and `▄`, the full block `█` and a space, inside a light quiet zone.
///
/// A block character shows the terminal's text colour and a space its background, so which
/// modules get the blocks depends on the terminal: on a dark background with light text (the
/// default) the *light* modules are drawn and the dark ones left as spaces, so that dark modules
/// come out dark, as a reader expects. Drawing the dark modules on a dark terminal would give a
/// negative image, which not every reader accepts.
public struct QRTerminalRenderer: Sendable {
    /// The colour of the terminal the code is printed on.
    public enum Background: Sendable {
        /// Light text on a dark background: light modules are drawn as blocks.
        case dark
        /// Dark text on a light background: dark modules are drawn as blocks.
        case light
    }

    /// The quiet zone the standard asks for: four light modules on every side.
    public static let quietZoneDefault = 4

    /// The background of the terminal printed on.
    public let background: Background
    /// The width of the light border around the symbol, in modules.
    public let quietZone: Int

    /// A renderer for a terminal with `background`, drawing a quiet zone `quietZone` modules wide.
    public init(background: Background = .dark, quietZone: Int = quietZoneDefault) {
        self.background = background
        self.quietZone = max(0, quietZone)
    }

    /// `code` as lines of equal width (one character a module), joined by newlines, with no
    /// newline after the last. With an odd number of module rows, the last line's lower half is
    /// left as background.
    public func render(_ code: QRCode) -> String {
        let extent = code.size + 2 * quietZone
        // Whether the module at `row`, `column` of the code with its quiet zone is drawn as ink.
        func inked(_ row: Int, _ column: Int) -> Bool {
            guard row < extent else { return false }  // below the last row: background
            let inner = row - quietZone
            let innerColumn = column - quietZone
            let dark =
                (0..<code.size).contains(inner) && (0..<code.size).contains(innerColumn)
                && code[inner, innerColumn]
            return background == .dark ? !dark : dark
        }
        var lines: [String] = []
        for row in stride(from: 0, to: extent, by: 2) {
            var line = ""
            line.unicodeScalars.reserveCapacity(extent)
            for column in 0..<extent {
                switch (inked(row, column), inked(row + 1, column)) {
                case (true, true): line.unicodeScalars.append("█")
                case (true, false): line.unicodeScalars.append("▀")
                case (false, true): line.unicodeScalars.append("▄")
                case (false, false): line.unicodeScalars.append(" ")
                }
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
