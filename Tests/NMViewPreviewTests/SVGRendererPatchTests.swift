import Foundation
import NMViewEngine
import NMViewModel
import Testing

@testable import NMViewPreview

/// A patch applied to the render at one size gives the render at the other, view by view, and
/// there is none when more than frames change.
@Suite struct SVGRendererPatchTests {
    static func view(
        _ id: String, _ viewClass: String = "UIView", _ frame: [Double], _ mask: AutoresizingMask = [],
        _ properties: [String: PropertyValue] = [:], _ subviews: [ViewNode] = []
    ) -> ViewNode {
        ViewNode(
            id: id, viewClass: viewClass, frame: Rect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]),
            autoresizing: mask, properties: properties, subviews: subviews)
    }

    /// Labels that rewrap, a clipping box with a border, a pinned switch, a disabled slider, an
    /// inherited tint, a view out of sight in the box and one after the others, and a footer
    /// pinned to the bottom.
    static let layout = version()

    /// The layout above, changed by `change` (a later save of it).
    static func version(_ change: (inout ViewNode) -> Void = { _ in }) -> CompiledLayout {
        var root = root
        change(&root)
        return CompiledLayout(LayoutDocument(size: Size(width: 320, height: 480), root: root))
    }

    static let root = ViewNode(properties: ["tintColor": .string("systemPink")], subviews: [
                view("title", "UILabel", [16, 16, 288, 64], [.flexibleWidth],
                     ["text": .string("A label long enough to wrap onto more lines as it narrows"), "numberOfLines": .number(0)]),
                view("box", "UIView", [16, 90, 288, 130], [.flexibleWidth],
                     ["clipsToBounds": .bool(true), "borderWidth": .number(2), "cornerRadius": .number(8)], [
                        view("inner", "UILabel", [8, 8, 272, 48], [.flexibleWidth], ["text": .string("Inside the box, rewrapping")]),
                        view("pinned", "UISwitch", [221, 60, 51, 31], [.flexibleLeftMargin]),
                        view("slider", "UISlider", [8, 96, 300, 31], [.flexibleWidth], ["enabled": .bool(false)]),
                        view("still", "UIView", [8, 60, 20, 20], [], ["backgroundColor": .string("systemRed")]),
                        view("deep", "UIView", [8, 500, 20, 20], [], ["backgroundColor": .string("systemBlue")]),
                     ]),
                view("right", "UIButton", [200, 280, 104, 44], [.flexibleLeftMargin], ["title": .string("Go")]),
                view("below", "UIView", [0, 600, 320, 20], [.flexibleWidth]),
                view("footer", "UILabel", [0, 440, 320, 20], [.flexibleWidth, .flexibleTopMargin], ["text": .string("Footer")]),
            ])

    /// Each view's own lines in a render or fragment, by index: its group's lines but those of
    /// its subviews' groups. Two renders agree view by view when these agree.
    static func ownLines(_ svg: String) -> [Int: [String]] {
        var own: [Int: [String]] = [:]
        var open: [(index: Int, close: String)] = []
        for line in svg.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let range = line.range(of: "<g class=\"view\" data-index=\""), line[..<range.lowerBound].allSatisfy({ $0 == " " }) {
                let digits = line[range.upperBound...].prefix { $0.isNumber }
                open.append((Int(digits) ?? -1, String(line[..<range.lowerBound]) + "</g>"))
            }
            guard let current = open.last else { continue }
            own[current.index, default: []].append(line)
            if line == current.close { open.removeLast() }
        }
        return own
    }

    /// `svg` with `attributes` set, each element counted in document order as the page counts
    /// the elements of a view's own drawing.
    static func setting(_ attributes: [RenderPatch.Attribute], in svg: String) -> String {
        let wanted = Dictionary(attributes.map { ("\($0.element) \($0.name)", $0.value) }, uniquingKeysWith: { $1 })
        let characters = Array(svg)
        var result = ""
        var (index, element, inTag, name) = (0, -1, false, "")
        while index < characters.count {
            let character = characters[index]
            if !inTag {
                result.append(character)
                if character == "<", index + 1 < characters.count, characters[index + 1] != "/" { (inTag, element) = (true, element + 1) }
                index += 1
                continue
            }
            if character == "\"" {
                var end = index + 1
                while characters[end] != "\"" { end += 1 }
                result += "\"" + (wanted["\(element) \(name)"].map(XMLText.escape) ?? String(characters[(index + 1)..<end])) + "\""
                index = end + 1
                continue
            }
            if character == ">" { inTag = false }
            if character == " " || character == "\n" { name = "" } else if character != "=" { name.append(character) }
            result.append(character)
            index += 1
        }
        return result
    }

    /// `old` with `patch` applied, view by view (`layout` says which views a removed one holds).
    static func applied(_ patch: RenderPatch, to old: [Int: [String]], layout: CompiledLayout = layout) -> [Int: [String]] {
        var result = old
        for removed in patch.removed {
            for index in result.keys where index == removed || isInside(index, removed, layout) { result[index] = nil }
        }
        for insert in patch.inserted { result.merge(ownLines(insert.svg)) { _, new in new } }
        for move in patch.moved {
            result[move.index] = old[move.index]?.map { line in
                guard let start = line.range(of: " transform=\""), line.contains("<g class=\"view\" data-index=\"\(move.index)\"") else {
                    return line
                }
                let end = line[start.upperBound...].firstIndex(of: "\"") ?? line.endIndex
                return String(line[..<start.upperBound]) + move.transform + String(line[end...])
            }
        }
        for redraw in patch.redrawn { result[redraw.index] = ownLines(redraw.svg)[redraw.index] }
        for adjust in patch.adjusted {
            let own = result[adjust.index]?.joined(separator: "\n") ?? ""
            result[adjust.index] = setting(adjust.attributes, in: own).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        return result
    }

    /// Whether view `index` is inside view `ancestor`.
    static func isInside(_ index: Int, _ ancestor: Int, _ layout: CompiledLayout) -> Bool {
        var parent = Int(layout.parents[index])
        while parent >= 0 {
            if parent == ancestor { return true }
            parent = Int(layout.parents[parent])
        }
        return false
    }

    @Test(arguments: [(320.0, 300.0), (300, 250), (250, 320), (320, 321)])
    func aPatchTurnsOneRenderIntoTheOther(from: Double, to: Double) throws {
        let (old, new) = (Size(width: from, height: 480), Size(width: to, height: 480))
        let renderer = SVGRenderer()
        let patch = try #require(renderer.patch(Self.layout, from: old, to: new))
        let before = Self.ownLines(renderer.render(Self.layout, size: old, onlyInSight: true))
        let after = Self.ownLines(renderer.render(Self.layout, size: new, onlyInSight: true))
        #expect(before != after)
        #expect(Self.applied(patch, to: before) == after)
        // Only what changed: the fixed view in the box is neither moved nor drawn again.
        let ids = Dictionary(uniqueKeysWithValues: Self.layout.ids.enumerated().compactMap { index, id in id.map { ($0, index) } })
        let touched = Set(patch.moved.map(\.index) + patch.redrawn.map(\.index) + patch.adjusted.map(\.index))
        #expect(!touched.contains(try #require(ids["still"])))
        #expect(touched.contains(try #require(ids["title"])))
        #expect(patch.moved.map(\.index).contains(try #require(ids["pinned"])))
    }

    @Test func theSameSizeNeedsNothing() throws {
        let size = Size(width: 320, height: 480)
        let patch = try #require(SVGRenderer().patch(Self.layout, from: size, to: size))
        #expect(patch.moved.isEmpty && patch.redrawn.isEmpty && patch.adjusted.isEmpty)
    }

    @Test func viewsComingIntoSightAreSentWholeAndThoseLeavingItNamed() throws {
        // Taller, the view at y 600 and the one in the box at 590 come into sight.
        let (short, tall) = (Size(width: 320, height: 480), Size(width: 320, height: 700))
        let renderer = SVGRenderer()
        let ids = Self.layout.indexByID
        let (below, deep, footer, box) = try (#require(ids["below"]), #require(ids["deep"]), #require(ids["footer"]), #require(ids["box"]))
        let taller = try #require(renderer.patch(Self.layout, from: short, to: tall))
        let shortRender = Self.ownLines(renderer.render(Self.layout, size: short, onlyInSight: true))
        let tallRender = Self.ownLines(renderer.render(Self.layout, size: tall, onlyInSight: true))
        #expect(Self.applied(taller, to: shortRender) == tallRender)
        // Each goes where a full render puts it: before the footer, and last in the box.
        #expect(taller.inserted.map { [$0.index, $0.parent, $0.before ?? -2] } == [[deep, box, -2], [below, -1, footer]])
        #expect(taller.removed.isEmpty && taller.moved.map(\.index) == [footer])
        // And back: both leave sight.
        let shorter = try #require(renderer.patch(Self.layout, from: tall, to: short))
        #expect(shorter.removed == [deep, below] && shorter.inserted.isEmpty)
        #expect(Self.applied(shorter, to: tallRender) == shortRender)
    }

    @Test func aViewComingIntoSightBringsItsSubviews() throws {
        // The box pushed below the canvas and brought back: its subviews come and go with it.
        let low = Self.version { $0.subviews[1].frame?.y = 520 }
        let (short, tall) = (Size(width: 320, height: 480), Size(width: 320, height: 700))
        let renderer = SVGRenderer()
        let patch = try #require(renderer.patch(low, from: short, to: tall))
        let box = try #require(low.indexByID["box"])
        let below = try #require(low.indexByID["below"])
        #expect(patch.inserted.map(\.index) == [box, below] && patch.inserted.first?.svg.contains("data-id=\"pinned\"") == true)
        #expect(Self.applied(patch, to: Self.ownLines(renderer.render(low, size: short, onlyInSight: true)), layout: low)
            == Self.ownLines(renderer.render(low, size: tall, onlyInSight: true)))
        let back = try #require(renderer.patch(low, from: tall, to: short))
        #expect(back.removed == [box, below])
    }

    /// The fixture card, whose landscape alternative is chosen at 480×320.
    static func card() throws -> CompiledLayout {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Compile/Examples/ProfileCard.layout.json")
        return CompiledLayout(try LayoutDocument(compiledJSON: try Data(contentsOf: url)))
    }

    @Test func anotherVariantPatchesToo() throws {
        // Alternatives differ only in frames: the landscape card is the portrait card's views moved and resized.
        let card = try Self.card()
        let (portrait, landscape) = (Size(width: 320, height: 480), Size(width: 480, height: 320))
        let renderer = SVGRenderer()
        let patch = try #require(renderer.patch(card, from: portrait, to: landscape))
        #expect(patch.variant == card.variantIndex(for: landscape) && patch.variant != card.variantIndex(for: portrait))
        let before = Self.ownLines(renderer.render(card, size: portrait, onlyInSight: true))
        let after = Self.ownLines(renderer.render(card, size: landscape, onlyInSight: true))
        #expect(Self.applied(patch, to: before) == after)
        #expect(renderer.patch(card, from: portrait, to: Size(width: 300, height: 480)) != nil)
    }

    /// A save of the layout: what changes, the view whose drawing it changes, and how many
    /// views a patch between two versions at one size may touch.
    static let saves: [(name: String, change: @Sendable (inout ViewNode) -> Void, redrawn: String?, touched: Int)] = [
        ("a label's text", { $0.subviews[0].properties["text"] = .string("Saved") }, "title", 1),
        ("a colour", { $0.subviews[1].subviews[3].properties["backgroundColor"] = .string("systemGreen") }, "still", 1),
        ("an opacity", { $0.subviews[1].subviews[3].properties["alpha"] = .number(0.5) }, "still", 1),
        ("an id renamed", { $0.subviews[1].subviews[3].id = "kept" }, "kept", 1),
        ("a view moved", { $0.subviews[2].frame?.y = 300 }, nil, 1),
        // Hidden, it leaves the drawing as a view leaving sight does.
        ("a view hidden", { $0.subviews[0].properties["hidden"] = .bool(true) }, nil, 1),
        // The box's subviews inherit it, but only the slider draws with it (its minimum track).
        ("a tint", { $0.subviews[1].properties["tintColor"] = .string("systemTeal") }, "slider", 1),
    ]

    @Test(arguments: saves.indices, [(320.0, 320.0), (320, 300)])
    func aPatchBringsAnEarlierVersionUpToDate(save: Int, sizes: (Double, Double)) throws {
        let later = Self.version(Self.saves[save].change)
        let (old, new) = (Size(width: sizes.0, height: 480), Size(width: sizes.1, height: 480))
        let renderer = SVGRenderer()
        let patch = try #require(renderer.patch(later, from: old, to: new, previous: Self.layout))
        let before = Self.ownLines(renderer.render(Self.layout, size: old, onlyInSight: true))
        let after = Self.ownLines(renderer.render(later, size: new, onlyInSight: true))
        #expect(before != after)
        #expect(Self.applied(patch, to: before) == after)
        if let id = Self.saves[save].redrawn {
            #expect((patch.redrawn.map(\.index) + patch.adjusted.map(\.index)).contains(try #require(later.indexByID[id])))
        }
        if sizes.0 == sizes.1 {
            // At one size only what the save changed is touched, not the views a resize would move.
            let touched = patch.moved.count + patch.redrawn.count + patch.adjusted.count + patch.inserted.count + patch.removed.count
            #expect(touched == Self.saves[save].touched)
        }
    }

    /// Saves a patch cannot follow: the views are not the views they were, or the root is drawn otherwise.
    static let structuralSaves: [(name: String, change: @Sendable (inout ViewNode) -> Void)] = [
        ("a view added", { $0.subviews.append(view("new", "UIView", [0, 0, 10, 10])) }),
        ("a view removed", { $0.subviews[1].subviews.removeLast() }),
        ("a clip taken away", { $0.subviews[1].properties["clipsToBounds"] = .bool(false) }),
        ("the root's colour", { $0.properties["backgroundColor"] = .string("systemYellow") }),
    ]

    @Test(arguments: structuralSaves.indices)
    func aSaveThatChangesTheViewsNeedsTheWholeRender(save: Int) {
        let later = Self.version(Self.structuralSaves[save].change)
        let size = Size(width: 320, height: 480)
        #expect(SVGRenderer().patch(later, from: size, to: size, previous: Self.layout) == nil)
    }
}
