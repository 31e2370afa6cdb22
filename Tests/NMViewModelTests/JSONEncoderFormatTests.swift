import Foundation
import NMViewModel
import NMViewTestSupport
import Testing

/// What Foundation's `JSONEncoder` writes on this platform, pinned: each case encodes the same
/// value both ways and compares the bytes, and the facts the writer relies on are also spelled out,
/// so a Foundation that formats differently fails here first, saying what changed.
@Suite struct JSONEncoderFormatTests {
    typealias Check = CompiledJSONComparison

    /// What Foundation wrote for `document`, as text.
    static func foundationText(_ document: LayoutDocument) throws -> String {
        String(decoding: try document.foundationCompiledJSON(), as: UTF8.self)
    }

    /// The layout: two-space indentation, `"key" : value`, one member per line, an empty list or
    /// object as an opening line, an empty line and a closing line at the container's own
    /// indentation, a line break at the end.
    @Test func layoutOfObjectsAndLists() throws {
        let document = Check.document(.object(["empty": .list([]), "none": .object([:]), "one": .list([.number(1)])]))
        let expected = """
            {
              "nmview" : 1,
              "root" : {
                "p" : {
                  "empty" : [

                  ],
                  "none" : {

                  },
                  "one" : [
                    1
                  ]
                }
              },
              "size" : {
                "height" : 1,
                "width" : 1
              }
            }

            """
        #expect(try Self.foundationText(document) == expected)
        #expect(document.directCompiledJSON() == Data(expected.utf8))
    }

    /// Indentation past the ten levels `JSONWriter` spells out, and past the 32 levels the writer
    /// has in one run of spaces.
    @Test(arguments: [8, 12, 40])
    func deepIndentation(levels: Int) {
        var value = PropertyValue.object(["leaf": .string("x"), "empty": .object([:])])
        for level in 0..<levels { value = level % 2 == 0 ? .list([value, .list([])]) : .object(["k\(level)": value]) }
        Check.expectSame(Check.document(value), "\(levels) levels")
    }

    /// Keys sort by their UTF-8 bytes: upper case before lower case, a key before longer keys it
    /// begins, "e" with a combining accent (65 CC 81) among the e's though `String` compares it
    /// as "é" (C3 A9), which sorts after every ASCII key, and emoji (F0) last.
    @Test func keysSortByUTF8Bytes() throws {
        let names = [
            "b", "B", "a", "aa", "a b", "a-", "É", "e\u{301}", "f", "Z", "_", "~", "0", "10", "9", "😀", "ä", "x-y", "\u{7F}",
        ]
        let value = PropertyValue.object(Dictionary(uniqueKeysWithValues: names.map { ($0, PropertyValue.bool(true)) }))
        let document = Check.document(value)
        Check.expectSame(document, "mixed keys")
        let lines = try Self.foundationText(document).components(separatedBy: "\n")
        let written = lines.filter { $0.hasPrefix("      \"") }.map { line in
            String(line.dropFirst(7).prefix { $0 != "\"" })
        }
        let expected = [
            "0", "10", "9", "B", "Z", "_", "a", "a b", "a-", "aa", "b", "e\u{301}", "f", "x-y", "~", "\u{7F}", "É", "ä", "😀",
        ]
        #expect(written.map { Array($0.unicodeScalars) } == expected.map { Array($0.unicodeScalars) })
        // Not String's order, which puts the accented e after "ä".
        #expect(names.sorted().map { Array($0.unicodeScalars) } != expected.map { Array($0.unicodeScalars) })
    }

    /// A view's own keys and its properties share one sorted order.
    @Test func viewKeysAndPropertiesInterleave() throws {
        var view = ViewNode(
            id: "i", viewClass: "C", template: "t", frame: Rect(x: 1, y: 2, width: 3, height: 4),
            autoresizing: [.flexibleWidth], omitFromLayouts: true, grid: GridLayout(viewsPerRow: 2),
            composedSubviews: 1, actions: ["tap": "go"], subviews: [ViewNode()])
        for name in ["Z", "a", "activity", "b", "clip", "d", "g", "h", "image", "o", "p", "sub", "tag", "templateX", "z"] {
            view.properties[name] = .string(name)
        }
        let document = LayoutDocument(size: Size(width: 1, height: 1), root: view)
        Check.expectSame(document, "interleaved keys")
        let lines = try Self.foundationText(document).components(separatedBy: "\n")
        let root = try #require(lines.firstIndex(of: "  \"root\" : {"))
        let size = try #require(lines.firstIndex(of: "  \"size\" : {"))
        let keys = lines[root..<size].filter { $0.hasPrefix("    \"") }.map { String($0.dropFirst(5).prefix { $0 != "\"" }) }
        #expect(keys == [
            "Z", "a", "actions", "activity", "autoresizing", "b", "class", "clip", "composedSubviews", "d", "frame", "g",
            "grid", "h", "id", "image", "o", "omitFromLayouts", "p", "sub", "subviews", "tag", "template", "templateX", "z",
        ])
    }
}
