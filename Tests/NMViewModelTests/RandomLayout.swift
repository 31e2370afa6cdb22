import NMViewModel

@testable import nmview_bench

/// Random layout documents for comparing the writer with `JSONEncoder`: text made of the
/// characters that need escapes, the keys that sort awkwardly and the names of a view's own keys;
/// numbers at every magnitude and the edges of their formats, now and then not finite; every
/// optional part set or not. Seeded, so a failure repeats.
struct RandomLayout {
    var random: SeededGenerator

    /// Pieces text is made of: escapes, sort order, non-ASCII text, the view's own key names.
    static let atoms = [
        "\"", "\\", "/", "\u{7F}", "\u{2028}", "\u{2029}", "é", "e\u{301}", "É", "😀", "👩‍👩‍👧", "\r\n", "K", "\u{FEFF}",
        " ", "a", "Z", "_", "-", "x-", "0", "~", "label", "id", "class", "frame", "subviews", "template", "grid",
        "actions", "autoresizing", "omitFromLayouts", "composedSubviews", "text", "alpha", "mirrors",
    ]
    /// Numbers at the edges of how `description` writes them.
    static let numbers: [Double] = [
        0, -0.0, 1, -1, 0.1, 0.5, 1e-7, 1e-5, 1e-4, 1e15, 1e16, 1e21, 9_007_199_254_740_991, 9_007_199_254_740_992,
        9_007_199_254_740_994, -9_007_199_254_740_996, .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude,
        -.greatestFiniteMagnitude, .ulpOfOne, 1.0 / 3, 123.456, Double(Int.max), Double(Int.min),
    ]

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    mutating func pick<Element>(_ choices: [Element]) -> Element { choices[random.below(choices.count)] }

    /// 0 to 4 atoms, or a control character among them.
    mutating func text() -> String {
        var result = ""
        for _ in 0..<random.below(5) {
            result += random.chance(15) ? String(UnicodeScalar(UInt8(random.below(0x20)))) : pick(Self.atoms)
        }
        return result
    }

    /// Finite numbers of every kind; one in 500 NaN or an infinity, so that one document in a few
    /// has one.
    mutating func number() -> Double {
        if random.below(500) == 0 { return pick([.nan, .infinity, -.infinity]) }
        switch random.below(100) {
        case 0..<35: return pick(Self.numbers)
        case 35..<60: return Double(random.below(2_000)) - 1_000
        case 60..<75: return Double(random.below(100_000)) / 100
        default:
            let value = Double(bitPattern: random.next())
            return value.isFinite ? value : 42
        }
    }

    mutating func value(depth: Int = 0) -> PropertyValue {
        let kind = depth > 3 ? random.below(3) : random.below(5)
        switch kind {
        case 0: return .string(text())
        case 1: return .number(number())
        case 2: return .bool(random.chance(50))
        case 3: return .list((0..<random.below(4)).map { _ in value(depth: depth + 1) })
        default:
            var entries: [String: PropertyValue] = [:]
            for _ in 0..<random.below(4) { entries[text()] = value(depth: depth + 1) }
            return .object(entries)
        }
    }

    mutating func rect() -> Rect { Rect(x: number(), y: number(), width: number(), height: number()) }

    mutating func integer() -> Int { random.chance(10) ? pick([Int.min, Int.max, -1]) : random.below(12) }

    mutating func view(depth: Int = 0) -> ViewNode {
        var view = ViewNode()
        if random.chance(50) { view.id = text() }
        if random.chance(50) { view.viewClass = random.chance(50) ? "UILabel" : text() }
        if random.chance(10) { view.template = text() }
        if random.chance(70) { view.frame = rect() }
        if random.chance(30) { view.autoresizing = AutoresizingMask(rawValue: random.below(128)) }
        view.omitFromLayouts = random.chance(20)
        view.mirrors = !random.chance(20)
        if random.chance(15) {
            view.grid = GridLayout(
                direction: pick(GridLayout.Direction.allCases), extension: pick(GridLayout.Extension.allCases),
                extensionDirection: pick(GridLayout.ExtensionDirection.allCases), skipHiddenViews: random.chance(50),
                viewsPerRow: random.chance(50) ? integer() : nil, viewsPerColumn: random.chance(50) ? integer() : nil)
        }
        if random.chance(15) { view.composedSubviews = integer() }
        for _ in 0..<(random.chance(15) ? random.below(4) : 0) { view.actions[text()] = text() }
        for _ in 0..<random.below(7) { view.properties[text()] = value() }
        if depth < 3 { view.subviews = (0..<random.below(4)).map { _ in self.view(depth: depth + 1) } }
        return view
    }

    mutating func layoutNode(depth: Int = 0) -> LayoutNode {
        LayoutNode(
            id: random.chance(60) ? text() : nil, frame: random.chance(70) ? rect() : nil,
            subviews: depth < 2 ? (0..<random.below(3)).map { _ in layoutNode(depth: depth + 1) } : [])
    }

    mutating func document() -> LayoutDocument {
        var templates: [String: ViewNode] = [:]
        for _ in 0..<random.below(3) { templates[text()] = view(depth: 2) }
        let layouts = (0..<random.below(3)).map { _ in
            AlternativeLayout(
                name: text(), size: Size(width: number(), height: number()),
                subviews: (0..<random.below(3)).map { _ in layoutNode() })
        }
        return LayoutDocument(
            formatVersion: integer(), viewClass: random.chance(50) ? text() : nil,
            size: Size(width: number(), height: number()),
            layoutDirection: random.chance(50) ? .mirrored : .fixed, root: view(), layouts: layouts, templates: templates,
            outlets: (0..<random.below(4)).map { _ in text() })
    }

    /// Whether a view of `document` has a property named like one of its own keys that is set,
    /// which the writer leaves to `JSONEncoder`.
    static func hasPropertyNamedLikeField(_ document: LayoutDocument) -> Bool {
        func clashes(_ view: ViewNode) -> Bool {
            let set: [(String, Bool)] = [
                ("id", view.id != nil), ("class", view.viewClass != nil), ("template", view.template != nil),
                ("frame", view.frame != nil), ("autoresizing", !(view.autoresizing ?? []).isEmpty),
                ("omitFromLayouts", view.omitFromLayouts), ("mirrors", !view.mirrors), ("grid", view.grid != nil),
                ("composedSubviews", view.composedSubviews > 0), ("actions", !view.actions.isEmpty),
                ("subviews", !view.subviews.isEmpty),
            ]
            return set.contains { $0.1 && view.properties[$0.0] != nil } || view.subviews.contains(where: clashes)
        }
        return clashes(document.root) || document.templates.values.contains(where: clashes)
    }
}
