import Testing

@testable import NMViewQRCode

/// The terminal drawing, read back into modules: each character is two modules, top and bottom.
@Suite struct QRTerminalRendererTests {
    /// The modules `text` draws, rows of true = drawn (ink), and whether every character was one
    /// of the four the renderer uses.
    static func parse(_ text: String) -> (ink: [[Bool]], known: Bool) {
        var ink: [[Bool]] = []
        var known = true
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var top: [Bool] = []
            var bottom: [Bool] = []
            for character in line {
                switch character {
                case "█": (top, bottom) = (top + [true], bottom + [true])
                case "▀": (top, bottom) = (top + [true], bottom + [false])
                case "▄": (top, bottom) = (top + [false], bottom + [true])
                case " ": (top, bottom) = (top + [false], bottom + [false])
                default: known = false
                }
            }
            ink += [top, bottom]
        }
        return (ink, known)
    }

    /// `code` with a light border `quietZone` wide, rows of true = dark.
    static func withQuietZone(_ code: QRCode, _ quietZone: Int) -> [[Bool]] {
        let extent = code.size + 2 * quietZone
        return (0..<extent).map { row in
            (0..<extent).map { column in
                let (inner, innerColumn) = (row - quietZone, column - quietZone)
                return (0..<code.size).contains(inner) && (0..<code.size).contains(innerColumn) && code[inner, innerColumn]
            }
        }
    }

    @Test(arguments: [QRCodeTests.lanURL, "NMView"])
    func darkTerminalDrawsLightModules(_ text: String) throws {
        let code = try QRCode(text: text)
        let rendered = QRTerminalRenderer().render(code)
        let (ink, known) = Self.parse(rendered)
        #expect(known)
        let extent = code.size + 8
        // One line per two module rows; the size with its quiet zone is odd, so the last line's
        // lower half is beyond the symbol and left as background (no ink).
        #expect(rendered.split(separator: "\n").count == (extent + 1) / 2)
        #expect(rendered.split(separator: "\n").allSatisfy { $0.count == extent })
        #expect(!rendered.hasSuffix("\n"))
        #expect(ink.count == extent + 1 && ink[extent].allSatisfy { !$0 })
        let expected = Self.withQuietZone(code, 4).map { $0.map { !$0 } }
        #expect(Array(ink.prefix(extent)) == expected)
        // The quiet zone is light, so on a dark terminal its top line is all full blocks.
        #expect(rendered.split(separator: "\n").first == Substring(String(repeating: "█", count: extent)))
    }

    @Test func lightTerminalDrawsDarkModules() throws {
        let code = try QRCode(text: QRCodeTests.lanURL)
        let rendered = QRTerminalRenderer(background: .light, quietZone: 2).render(code)
        let (ink, known) = Self.parse(rendered)
        #expect(known)
        let extent = code.size + 4
        #expect(rendered.split(separator: "\n", omittingEmptySubsequences: false).count == (extent + 1) / 2)
        #expect(Array(ink.prefix(extent)) == Self.withQuietZone(code, 2))
        #expect(rendered.split(separator: "\n").first == Substring(String(repeating: " ", count: extent)))
    }

    @Test(.enabled(if: ZBarReader.isInstalled, ZBarReader.missingComment))
    func drawingReadsBack() async throws {
        // What a phone sees on a dark terminal: ink is light, the rest dark.
        let code = try QRCode(text: QRCodeTests.lanURL)
        let (ink, _) = Self.parse(QRTerminalRenderer(quietZone: 0).render(code))
        let seen = ink.prefix(code.size).map { $0.map { !$0 } }
        #expect(try await ZBarReader.decode(modules: Array(seen)) == QRCodeTests.lanURL)
    }
}
