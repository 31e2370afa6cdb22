import Foundation
import NMViewDiagnostics
import NMViewModel
import NMViewTestSupport
import Testing

/// The model decodes from source trees with every field in place, and decode problems carry the
/// position of the node they concern.
@Suite struct DecodingTests {
    @Test func decodesEveryPart() throws {
        let decoded = try document(
            """
            nmview: 1
            view: Card
            size: {width: 320, height: 480}
            root:
              backgroundColor: systemBackground
              x-tool: ignored
              subviews:
                - id: title
                  class: UILabel
                  frame: {x: 1, y: 2, width: 3, height: 4}
                  autoresizing: [flexibleWidth, flexibleBottomMargin]
                  text: Hello
                  font: {name: Menlo, size: 12}
                  numberOfLines: 0
                  hidden: false
                - id: grid
                  frame: [0, 10, 320, 100]
                  omitFromLayouts: true
                  grid: {viewsPerRow: 3}
                  subviews:
                    - {template: key, id: k1, title: "1", actions: {touchUpInside: tapped}}
                - {id: tags, class: TagStack, base: UIStackView, axis: vertical}
                - {id: chart, class: Chart}
            templates:
              key: {class: UIButton, frame: [0, 0, 10, 10]}
            outlets: [title, grid]
            layouts:
              - name: landscape
                size: {width: 480, height: 320}
                subviews:
                  - {id: title, frame: [5, 6, 7, 8], text: ignored}

            """)
        #expect(decoded.viewClass == "Card")
        #expect(decoded.size == Size(width: 320, height: 480))
        #expect(decoded.root.properties == ["backgroundColor": .string("systemBackground")])
        let title = try #require(decoded.root.subviews.first)
        #expect(title.frame == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(title.autoresizing == [.flexibleWidth, .flexibleBottomMargin])
        #expect(title.properties["font"] == .object(["name": .string("Menlo"), "size": .number(12)]))
        #expect(title.properties["numberOfLines"] == .number(0))
        #expect(title.properties["hidden"] == .bool(false))
        let grid = decoded.root.subviews[1]
        #expect(grid.omitFromLayouts)
        #expect(grid.grid == GridLayout(viewsPerRow: 3))
        #expect(grid.subviews.first?.template == "key")
        #expect(grid.subviews.first?.actions == ["touchUpInside": "tapped"])
        let tags = decoded.root.subviews[2]
        #expect((tags.viewClass, tags.baseClass, tags.kitClass) == ("TagStack", "UIStackView", "UIStackView"))
        #expect(tags.properties == ["axis": .string("vertical")], "base is the view's own field, not a property")
        let chart = decoded.root.subviews[3]
        #expect((chart.baseClass, chart.kitClass) == (nil, "UIView"), "a class of your own without a base is a UIView")
        #expect(grid.kitClass == "UIView")
        #expect(decoded.templates["key"]?.viewClass == "UIButton")
        #expect(decoded.outlets == ["title", "grid"])
        #expect(decoded.layouts.first?.subviews.first?.frame == Rect(x: 5, y: 6, width: 7, height: 8))
        #expect(decoded.layouts.first?.subviews.first?.ignoredProperties == ["text"])
    }

    @Test func decodeProblemsArePositioned() throws {
        let marked = MarkedSource("nmview: 1\nsize: {width: 1, height: 1}\nroot:\n  subviews:\n    - frame: 1️⃣[1, 2, three, 4]\n")
        let source = try tree(marked)
        #expect(throws: Diagnostic.self) { try SourceTreeDecoder().decode(LayoutDocument.self, from: source.root) }
        do {
            _ = try SourceTreeDecoder().decode(LayoutDocument.self, from: source.root)
        } catch {
            #expect(error.id == "decode.type")
            #expect(error.message == "expected a number, found 'three'")
            #expect(error.location.line == 5)
            #expect(error.location.column == marked.location("1️⃣", file: "t.nmview.yaml").column! + 7)
        }
    }

    @Test func missingRequiredFieldIsAtTheMapping() throws {
        let marked = MarkedSource("nmview: 1\nsize: 1️⃣{width: 1}\nroot: {}\n")
        let source = try tree(marked)
        do {
            _ = try SourceTreeDecoder().decode(LayoutDocument.self, from: source.root)
            Issue.record("decoded a size without a height")
        } catch {
            #expect(error.message == "missing required property 'height'")
            #expect(error.location == marked.location("1️⃣", file: "t.nmview.yaml"))
        }
    }

    @Test func quotedNumbersAreNotNumbers() throws {
        #expect(throws: Diagnostic.self) { try document("nmview: 1\nsize: {width: \"1\", height: 1}\nroot: {}\n") }
    }
}
