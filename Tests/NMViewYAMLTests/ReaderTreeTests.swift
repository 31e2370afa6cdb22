import NMViewDiagnostics
import NMViewSourceTree
import NMViewTestSupport
import NMViewYAML
import Testing

/// The tree keeps every node's position, pointer, text and style.
@Suite struct ReaderTreeTests {
    static let profileCard = """
        nmview: 1
        view: ProfileCard
        root:
          subviews:
            - 1️⃣id: avatar
              frame: 2️⃣[20, 20, 80, 80]
            - id: 3️⃣"name"
              text: 4️⃣Jane Appleseed

        """

    @Test func nodesKnowTheirLineAndColumn() throws {
        let marked = MarkedSource(Self.profileCard)
        let root = try #require(read(marked).tree?.root)
        let subviews = try #require(root["root"]?["subviews"]?.elements)
        #expect(subviews.count == 2)
        let file = "test.nmview.yaml"
        #expect(subviews[0].entries.first?.key.location == marked.location("1️⃣", file: file))
        #expect(subviews[0]["frame"]?.location == marked.location("2️⃣", file: file))
        #expect(subviews[1]["id"]?.location == marked.location("3️⃣", file: file))
        #expect(subviews[1]["text"]?.location == marked.location("4️⃣", file: file))
    }

    @Test func nodesKnowTheirJSONPointer() throws {
        let root = try root(MarkedSource(Self.profileCard).text)
        let frame = try #require(root["root"]?["subviews"]?.elements.first?["frame"])
        #expect(frame.pointer == "/root/subviews/0/frame")
        #expect(frame.elements[3].pointer == "/root/subviews/0/frame/3")
        #expect(root.pointer == "")
        let key = try #require(root.entries.last?.key)
        #expect(key.pointer == "/root")
    }

    @Test func pointerTokensAreEscaped() throws {
        let root = try root("\"a/b\": {\"m~n\": 1}\n")
        #expect(root["a/b"]?["m~n"]?.pointer == "/a~1b/m~0n")
    }

    @Test func scalarsKeepTheirTextAndStyle() throws {
        let root = try root(
            """
            plain: hello world
            single: 'it''s'
            double: "tab\\tnew\\nline"
            literal: |
              line one
              line two
            folded: >
              one
              two

            """)
        #expect(root["plain"]?.scalar == "hello world")
        #expect(root["plain"]?.style == .plain)
        #expect(root["single"]?.scalar == "it's")
        #expect(root["single"]?.style == .singleQuoted)
        #expect(root["double"]?.scalar == "tab\tnew\nline")
        #expect(root["double"]?.style == .doubleQuoted)
        #expect(root["literal"]?.scalar == "line one\nline two\n")
        #expect(root["literal"]?.style == .literal)
        #expect(root["folded"]?.scalar == "one two\n")
        #expect(root["folded"]?.style == .folded)
    }

    @Test func minifiedJSONReads() throws {
        let root = try root("{\"a\":1,\"b\":[true,null,\"x\"],\"c\":{\"d\":-2.5e3}}", file: "t.nmview.json")
        #expect(root["a"]?.intValue == 1)
        #expect(root["b"]?.elements.map(\.scalarType) == [.bool, .null, .string])
        #expect(root["c"]?["d"]?.doubleValue == -2500)
        #expect(root["b"]?.elements[2].location.column == 23)
    }

    @Test func tabIndentedJSONReads() throws {
        let root = try root("{\n\t\"a\": 1,\n\t\"b\": \"é\"\n}\n", file: "t.nmview.json")
        #expect(root["b"]?.scalar == "é")
        #expect(root["b"]?.location.line == 3)
        #expect(root["b"]?.location.column == 7)
    }

    @Test func crlfLineEndingsCountAsOneBreak() throws {
        let root = try root("a: 1\r\nb:\r\n  - x\r\n  - y\r\n")
        #expect(root["b"]?.elements.map(\.scalar) == ["x", "y"])
        #expect(root["b"]?.elements[1].location == SourceLocation(file: "test.nmview.yaml", line: 4, column: 5))
    }

    @Test func byteOrderMarkIsSkippedAndNotCounted() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a: 1\nb: 2\n".utf8)
        let result = read(bytes: bytes)
        let root = try #require(result.tree?.root)
        #expect(root.entries.first?.key.scalar == "a")
        #expect(root.entries.first?.key.location.column == 1)
        #expect(root["b"]?.location == SourceLocation(file: "test.nmview.yaml", line: 2, column: 4))
    }

    @Test func columnsCountUnicodeScalars() throws {
        let root = try root("text: \"日本語\"\nnext: [\"👩‍💻\", x]\n")
        #expect(root["next"]?.elements[1].location.column == 15)
    }

    @Test func aliasesStandForTheirAnchor() throws {
        let root = try root(
            """
            base: &card {width: 320, height: 480}
            portrait: *card
            list: [&n 7, *n, *n]

            """)
        let portrait = try #require(root["portrait"])
        #expect(portrait.isAlias)
        #expect(portrait.kind == .mapping)
        #expect(portrait["width"]?.intValue == 320)
        #expect(portrait.location.line == 2)
        #expect(portrait.pointer == "/portrait")
        #expect(root["list"]?.elements.map(\.intValue) == [7, 7, 7])
    }

    @Test func emptyValuesAreNull() throws {
        let root = try root("a:\nb: ~\nc: \"\"\n")
        #expect(root["a"]?.isNull == true)
        #expect(root["b"]?.isNull == true)
        #expect(root["c"]?.isNull == false)
        #expect(root["c"]?.scalar == "")
    }

    @Test func parentsLeadBackToTheRoot() throws {
        let root = try root("a:\n  b:\n    - c\n")
        let leaf = try #require(root["a"]?["b"]?.elements.first)
        #expect(leaf.parent?.parent?.parent?.index == root.index)
        #expect(root.parent == nil)
    }
}

/// Direct lookups agree with the array-building accessors.
@Suite struct DirectLookupTests {
    @Test func elementAndEntryLookups() throws {
        let root = try root("list: [a, b, c]\nmap: {x: 1, y: 2}\n")
        let list = try #require(root["list"])
        #expect(list.element(at: 2)?.scalar == "c")
        #expect(list.element(at: 3) == nil)
        #expect(list.element(at: -1) == nil)
        let entry = try #require(root["map"]?.entry(forKey: "y"))
        #expect(entry.key.scalar == "y")
        #expect(entry.key.location.column == 13)
        #expect(entry.value.intValue == 2)
        #expect(root["map"]?.entry(forKey: "z") == nil)
        #expect(root.element(at: 0) == nil)
    }
}
