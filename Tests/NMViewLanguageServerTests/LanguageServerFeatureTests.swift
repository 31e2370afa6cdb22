import Foundation
import NMViewLanguageServer
import NMViewTestSupport
import Testing

/// Completion, hover, definition, the outline and the protocol's lifecycle, in process.
@Suite(.timeLimit(.minutes(2)))
struct LanguageServerFeatureTests {
    static let uri = "untitled:Card.nmview.yaml"

    /// Opens `marked` (markers stripped) and returns the LSP position of each marker.
    func open(_ harness: ServerHarness, _ marked: String) async throws -> [String: LSPAny] {
        let source = MarkedSource(marked)
        try harness.notify("textDocument/didOpen", openParams(Self.uri, source.text))
        _ = try await harness.diagnostics(Self.uri)
        let lines = source.text.split(separator: "\n", omittingEmptySubsequences: false)
        return source.markers.mapValues { marker in
            let prefix = String(String.UnicodeScalarView(lines[marker.line - 1].unicodeScalars.prefix(marker.column - 1)))
            return position(marker.line - 1, prefix.utf16.count)
        }
    }

    func labels(_ response: LSPAny) -> [String] {
        guard case .array(let items)? = response["result"]?["items"] else { return [] }
        return items.compactMap { $0["label"]?.stringValue }
    }

    func first(_ list: LSPAny?) -> LSPAny? {
        if case .array(let items)? = list { return items.first }
        return nil
    }

    func at(_ position: LSPAny?) -> LSPAny {
        .object(["textDocument": .object(["uri": .string(Self.uri)]), "position": position ?? .null])
    }

    @Test func completesThePropertiesOfTheNodesClassWithDocumentation() async throws {
        let harness = try ServerHarness()
        try await harness.initialize()
        let positions = try await open(
            harness,
            """
            nmview: 1
            size: {width: 10, height: 10}
            root:
              subviews:
                - id: é😀
                  class: UILabel
                  1️⃣
                - {id: b, class: UIButton, 2️⃣}

            """)
        let label = try await harness.request("textDocument/completion", at(positions["1️⃣"]))
        #expect(labels(label).contains("numberOfLines"))
        #expect(!labels(label).contains("titleColor"))
        #expect(!labels(label).contains("class"), "a key already present is not offered again")
        guard case .array(let items)? = label["result"]?["items"] else { Issue.record("no items"); return }
        let documented = items.first { $0["label"] == "numberOfLines" }?["documentation"]?["value"]?.stringValue
        #expect(documented?.contains("lines") == true)
        let button = try await harness.request("textDocument/completion", at(positions["2️⃣"]))
        #expect(labels(button).contains("titleColor"))
        #expect(!labels(button).contains("numberOfLines"))
    }

    /// The safe area: the document and each alternative offer `safeArea`, its sides are offered
    /// inside it, and a subview of the root offers `ignoresSafeArea` while the root does not.
    @Test func completesTheSafeAreaKeys() async throws {
        let harness = try ServerHarness()
        try await harness.initialize()
        let positions = try await open(
            harness,
            """
            nmview: 1
            size: {width: 393, height: 852}
            1️⃣
            root:
              2️⃣
              subviews:
                - {id: a, 3️⃣}
            layouts:
              - {name: wide, size: {width: 852, height: 393}, 4️⃣}
            safeArea: {top: 59, 5️⃣}

            """)
        let document = labels(try await harness.request("textDocument/completion", at(positions["1️⃣"])))
        #expect(!document.contains("safeArea"), "a key already present is not offered again: \(document)")
        #expect(document.contains("layouts") == false)
        let root = labels(try await harness.request("textDocument/completion", at(positions["2️⃣"])))
        #expect(!root.contains("ignoresSafeArea"), "the root always fills its bounds")
        #expect(labels(try await harness.request("textDocument/completion", at(positions["3️⃣"]))).contains("ignoresSafeArea"))
        #expect(labels(try await harness.request("textDocument/completion", at(positions["4️⃣"]))).contains("safeArea"))
        let sides = labels(try await harness.request("textDocument/completion", at(positions["5️⃣"])))
        #expect(Set(sides).isSuperset(of: ["left", "bottom", "right"]) && !sides.contains("top"), "\(sides)")
        // On the key 'safeArea' of the last line (line 9, from 0).
        let hover = try await harness.request("textDocument/hover", at(position(9, 2)))
        #expect(hover["result"]?["contents"]?["value"]?.stringValue?.contains("Safe-area insets") == true)
    }

    /// Right to left: the document offers `layoutDirection` and its two values, a subview of the
    /// root offers `mirrors` while the root does not, and hovering says what mirroring does.
    @Test func completesTheLayoutDirectionKeys() async throws {
        let harness = try ServerHarness()
        try await harness.initialize()
        let positions = try await open(
            harness,
            """
            nmview: 1
            size: {width: 320, height: 200}
            1️⃣
            root:
              2️⃣
              subviews:
                - {id: a, 3️⃣}
            layoutDirection: 4️⃣

            """)
        let document = labels(try await harness.request("textDocument/completion", at(positions["1️⃣"])))
        #expect(!document.contains("layoutDirection"), "a key already present is not offered again: \(document)")
        #expect(!labels(try await harness.request("textDocument/completion", at(positions["2️⃣"]))).contains("mirrors"))
        #expect(labels(try await harness.request("textDocument/completion", at(positions["3️⃣"]))).contains("mirrors"))
        let values = labels(try await harness.request("textDocument/completion", at(positions["4️⃣"])))
        #expect(Set(values) == ["mirrored", "fixed"], "\(values)")
        // On the key 'layoutDirection' of the last line (line 7, from 0).
        let hover = try await harness.request("textDocument/hover", at(position(7, 2)))
        #expect(hover["result"]?["contents"]?["value"]?.stringValue?.contains("right-to-left") == true)
    }

    /// An image is an asset name or a symbol mapping: inside the mapping its keys are offered,
    /// and the weights and scales UIKit's symbol configuration has.
    @Test func completesTheKeysAndValuesOfASymbolImage() async throws {
        let harness = try ServerHarness()
        try await harness.initialize()
        let positions = try await open(
            harness,
            """
            nmview: 1
            size: {width: 10, height: 10}
            root:
              subviews:
                - class: UIImageView
                  image: {systemName: bell.fill, 1️⃣}
                - class: UIButton
                  image:
                    systemName: heart
                    weight: 2️⃣
                    scale: 3️⃣
                - class: UIImageView
                  highlightedImage: {systemName: bell, pointSize: 17, weight: semibold, 4️⃣}

            """)
        let keys = labels(try await harness.request("textDocument/completion", at(positions["1️⃣"])))
        #expect(Set(keys) == ["pointSize", "weight", "scale"], "\(keys)")
        let weights = labels(try await harness.request("textDocument/completion", at(positions["2️⃣"])))
        #expect(weights == ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"])
        let scales = labels(try await harness.request("textDocument/completion", at(positions["3️⃣"])))
        #expect(scales == ["default", "small", "medium", "large"])
        #expect(labels(try await harness.request("textDocument/completion", at(positions["4️⃣"]))) == ["scale"])
        // On the key 'systemName' of line 5 (from 0), its documentation.
        let hover = try await harness.request("textDocument/hover", at(position(5, 17)))
        #expect(hover["result"]?["contents"]?["value"]?.stringValue?.contains("SF Symbols") == true)
    }

    @Test func completesTheBasesPropertiesForAClassOfYourOwn() async throws {
        let harness = try ServerHarness()
        try await harness.initialize()
        let positions = try await open(
            harness,
            """
            nmview: 1
            size: {width: 10, height: 10}
            root:
              subviews:
                - class: PaddedLabel
                  base: UILabel
                  1️⃣
                - {class: Chart, 2️⃣}
                - {class: Dial, base: UIView, 3️⃣}

            """)
        let based = labels(try await harness.request("textDocument/completion", at(positions["1️⃣"])))
        #expect(based.contains("numberOfLines"))
        #expect(!based.contains("base"), "a key already present is not offered again")
        let plain = labels(try await harness.request("textDocument/completion", at(positions["2️⃣"])))
        #expect(!plain.contains("numberOfLines"))
        #expect(plain.contains("base"))
        let control = labels(try await harness.request("textDocument/completion", at(positions["3️⃣"])))
        #expect(control.contains("actions"), "a class of your own based on UIView may be a control, as one without a base")
    }

    @Test(arguments: [
        ("textAlignment: 1️⃣", "center"),
        ("backgroundColor: sys1️⃣", "systemBlue"),
        ("lineBreakMode: 1️⃣", "byTruncatingTail"),
        ("clipsToBounds: 1️⃣", "true"),
    ])
    func completesValues(line: String, expected: String) async throws {
        let harness = try ServerHarness()
        try await harness.initialize()
        let positions = try await open(
            harness,
            "nmview: 1\nsize: {width: 10, height: 10}\nroot:\n  subviews:\n    - class: UILabel\n      \(line)\n")
        let response = try await harness.request("textDocument/completion", at(positions["1️⃣"]))
        #expect(labels(response).contains(expected))
    }

    @Test func completesViewClassesAndTemplateNames() async throws {
        let harness = try ServerHarness()
        try await harness.initialize()
        let positions = try await open(
            harness,
            """
            nmview: 1
            size: {width: 10, height: 10}
            root:
              subviews:
                - {class: 1️⃣}
                - {template: 2️⃣}
            templates:
              chip: {class: UIButton}

            """)
        #expect(labels(try await harness.request("textDocument/completion", at(positions["1️⃣"]))).contains("UISlider"))
        #expect(labels(try await harness.request("textDocument/completion", at(positions["2️⃣"]))) == ["chip"])
    }

    @Test func hoverShowsTheSchemasDocumentationOfKeysAndValues() async throws {
        let harness = try ServerHarness()
        try await harness.initialize()
        let positions = try await open(
            harness,
            "nmview: 1\nsize: {width: 10, height: 10}\nroot:\n  subviews:\n    - {class: UILabel, text: \"😀\", 1️⃣textAlignment: c2️⃣enter}\n")
        let key = try await harness.request("textDocument/hover", at(positions["1️⃣"]))
        #expect(key["result"]?["contents"]?["value"]?.stringValue?.contains("Horizontal alignment") == true)
        #expect(key["result"]?["range"]?["start"] == positions["1️⃣"])
        let value = try await harness.request("textDocument/hover", at(positions["2️⃣"]))
        #expect(value["result"]?["contents"]?["value"]?.stringValue?.contains("Centred") == true)
    }

    @Test func definitionGoesFromAnAlternativeEntryToItsViewAndFromAnInstanceToItsTemplate() async throws {
        let harness = try ServerHarness()
        try await harness.initialize()
        let positions = try await open(
            harness,
            """
            nmview: 1
            size: {width: 10, height: 10}
            root:
              subviews:
                - {id: 1️⃣title, frame: [0, 0, 1, 1]}
                - {template: ch3️⃣ip, id: one}
            templates:
              2️⃣chip: {class: UIButton}
            layouts:
              - name: wide
                size: {width: 20, height: 10}
                subviews:
                  - {id: ti4️⃣tle, frame: [0, 0, 2, 1]}

            """)
        let view = try await harness.request("textDocument/definition", at(positions["4️⃣"]))
        #expect(view["result"]?["range"]?["start"] == positions["1️⃣"])
        let template = try await harness.request("textDocument/definition", at(positions["3️⃣"]))
        #expect(template["result"]?["range"]?["start"] == positions["2️⃣"])
    }

    @Test func theOutlineIsTheViewTree() async throws {
        let harness = try ServerHarness()
        try await harness.initialize()
        _ = try await open(
            harness,
            "nmview: 1\nview: Card\nsize: {width: 10, height: 10}\nroot:\n  subviews:\n    - id: box\n      subviews:\n        - {id: inner, class: UILabel}\n")
        let response = try await harness.request(
            "textDocument/documentSymbol", .object(["textDocument": .object(["uri": .string(Self.uri)])]))
        let root = first(response["result"])
        #expect(root?["name"] == "Card")
        let box = first(root?["children"])
        #expect(box?["name"] == "box")
        #expect(first(box?["children"])?["name"] == "inner")
    }

    @Test func requestsBeforeInitializeAreRefusedAndShutdownThenExitEndsCleanly() async throws {
        let harness = try ServerHarness()
        let early = try await harness.request("textDocument/hover", at(position(0, 0)))
        #expect(early["error"]?["code"] == .number(-32002))
        try await harness.initialize()
        let shutdown = try await harness.request("shutdown")
        #expect(shutdown["result"] == .null)
        let late = try await harness.request("textDocument/hover", at(position(0, 0)))
        #expect(late["error"]?["code"] == .number(-32600))
        try harness.notify("exit")
        #expect(await harness.exitCode() == 0)
    }

    @Test func exitWithoutShutdownEndsWithOne() async throws {
        let harness = try ServerHarness()
        try await harness.initialize()
        try harness.notify("exit")
        #expect(await harness.exitCode() == 1)
    }
}
