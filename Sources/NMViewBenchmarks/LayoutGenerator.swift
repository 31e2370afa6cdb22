/// Deterministic, realistic layout YAML with a chosen number of views, shared by the benchmarks.
///
/// The file is what a person would write: block style with 2-space indents, labels, buttons,
/// image views and plain views with a few properties each, nested in containers up to four levels
/// deep, and a `layouts:` section whose landscape alternative moves about half of the views. Every
/// view lies inside its parent (long lists wrap within it, overlapping), and every text reads
/// against what lies behind it in light and dark, so the file lints without findings, as one a
/// team keeps in its repository does. The same arguments always give the same bytes, so runs and
/// machines measure the same input.
enum LayoutGenerator {
    /// How the views sit in their parents.
    enum Shape {
        /// Every view within its parent's bounds: no findings.
        case clean
        /// The shape the benchmarks used first: views straight in the root and in containers,
        /// running on past their parents' bounds, about one `rule.outside-parent` warning for
        /// every two views. Kept to measure a lint that reports thousands of findings.
        case overflowing
    }

    /// Deepest level of `subviews` a view may sit at; real layouts rarely nest further.
    static let maxDepth = 4

    /// Percent chance that a view at `depth` is a container: rarer the deeper it sits, as in
    /// hand-written layouts, and none at ``maxDepth``.
    static func containerChance(depth: Int) -> Int {
        [0, 10, 7, 5, 0][min(max(depth, 0), maxDepth)]
    }

    /// The whole layout file for `views` views (containers included), with unique ids
    /// `view<n>`/`group<n>` numbered in document order.
    static func yaml(views: Int, shape: Shape = .clean) -> String {
        var writer = LayoutWriter(views: max(views, 0), shape: shape)
        return writer.write()
    }
}

/// The state of one generation: the text so far, the landscape entries collected alongside, and
/// how many views are still to place.
private struct LayoutWriter {
    private var random = SeededGenerator(seed: 0x6E6D_7669_6577)
    private var text = ""
    private var landscape = ""
    private var remaining: Int
    private var nextNumber = 1
    private let shape: LayoutGenerator.Shape

    /// Portrait and landscape widths of the root view.
    private static let portraitWidth = 320
    private static let portraitHeight = 480
    private static let landscapeWidth = 480

    private static let fonts = ["HelveticaNeue", "HelveticaNeue-Bold", "Menlo-Regular", "Avenir-Book"]
    // Colours as a team writes them since the contrast rule: system colours and light/dark pairs
    // that read in both appearances. Every text colour (and the root's tint, which untinted
    // buttons' titles take) has at least 4.5:1 against every background, the root's
    // systemBackground included, in light and in dark: the least is 4.9:1 (the tint and the red
    // on the `#2C2C2E` views in dark). Keep five of each: the seeded sequence draws one of five,
    // so the views, frames and other properties stay those of the layout before these colours.
    private static let tint = "{light: \"#0056B3\", dark: \"#409CFF\"}"
    private static let textColors = [
        "label", "{light: \"#1C1C1E\", dark: \"#F2F2F7\"}", "{light: \"#3A3A3C\", dark: \"#D1D1D6\"}",
        tint, "{light: \"#B3261E\", dark: \"#FF6961\"}",
    ]
    private static let backgroundColors = [
        "secondarySystemBackground", "tertiarySystemBackground", "systemGray6",
        "{light: \"#E5E5EA\", dark: \"#2C2C2E\"}", "{light: \"#FAFAFA\", dark: \"#121212\"}",
    ]
    private static let masks = [
        "[flexibleWidth]", "[flexibleRightMargin, flexibleBottomMargin]",
        "[flexibleLeftMargin, flexibleTopMargin]", "[flexibleWidth, flexibleHeight]",
    ]
    private static let contentModes = ["scaleAspectFit", "scaleAspectFill", "center"]

    /// A writer that will place `views` views.
    init(views: Int, shape: LayoutGenerator.Shape) {
        remaining = views
        self.shape = shape
        // Measured at about 130 bytes a view in the tree and 25 in the landscape list (155 in all,
        // 14.8 MiB for 100k views); reserving a little more avoids regrowing the strings.
        text.reserveCapacity(views * 160 + 512)
        landscape.reserveCapacity(views * 26 + 128)
    }

    /// The header, the root's subviews until every view is placed, then the landscape layout.
    mutating func write() -> String {
        text += """
            # yaml-language-server: $schema=../Schemas/nmview.schema.json
            nmview: 1
            view: Generated
            size: {width: \(Self.portraitWidth), height: 480}
            root:
              backgroundColor: systemBackground
              tintColor: \(Self.tint)

            """
        if remaining > 0 {
            text += "  subviews:\n"
            var y = 0
            while remaining > 0 {
                y = writeView(
                    depth: 1, indent: 4, parentWidth: Self.portraitWidth,
                    parentHeight: shape == .clean ? Self.portraitHeight : nil, y: y)
            }
        }
        text += """
            layouts:
              - name: landscape
                size: {width: \(Self.landscapeWidth), height: \(Self.portraitWidth)}

            """
        // An empty flow sequence keeps the section valid for a layout with no views.
        text += landscape.isEmpty ? "    subviews: []\n" : "    subviews:\n" + landscape
        return text
    }

    /// Writes one view (and, for a container, its subviews) as a sequence item at `indent`, placed
    /// at `y` in its parent (`parentHeight` tall, or a scroll view's content when `nil`); returns
    /// where the next sibling goes.
    private mutating func writeView(depth: Int, indent: Int, parentWidth: Int, parentHeight: Int?, y: Int) -> Int {
        let number = nextNumber
        nextNumber += 1
        remaining -= 1
        let kind = chooseKind(depth: depth)
        let id = (kind == .container ? "group" : "view") + String(number)
        let x = 8 * random.below(3)
        let width = max(parentWidth - 2 * x - 8 * random.below(8), 24)
        let height = switch kind {
        case .container: 80 + 20 * random.below(12)
        case .label: 18 + 3 * random.below(3)
        case .button: 44
        case .image: 40 + 8 * random.below(10)
        case .plain: 1 + random.below(60)
        }
        let pad = String(repeating: " ", count: indent)
        let inner = pad + "  "
        text += "\(pad)- id: \(id)\n\(inner)class: \(kind.className)\n"
        text += "\(inner)frame: [\(x), \(y), \(width), \(height)]\n"
        if random.chance(10) {
            text += "\(inner)autoresizing: \(pick(Self.masks))\n"
        }
        writeProperties(of: kind, number: number, indent: inner)
        // Odd-numbered views move in landscape: about half the ids, as a real alternative would.
        if number % 2 == 1 {
            let wide = width * Self.landscapeWidth / Self.portraitWidth
            landscape += "      - {id: \(id), frame: [\(x), \(y), \(wide), \(height)]}\n"
        }
        if kind == .container {
            text += "\(inner)subviews:\n"
            let childCount = 2 + random.below(7)
            var childY = 0
            for _ in 0..<childCount where remaining > 0 {
                childY = writeView(
                    depth: depth + 1, indent: indent + 4, parentWidth: width,
                    parentHeight: shape == .clean ? height : nil, y: childY)
            }
        }
        // Long lists wrap back to the top, so coordinates stay the size they are on a screen; in
        // a clean layout they wrap within the parent, overlapping rather than overflowing.
        let next = y + height + 8
        if let parentHeight { return next >= parentHeight ? 0 : next }
        return next > 2_000 ? 0 : next
    }

    /// Containers get rarer the deeper they sit, as in hand-written layouts; a container needs
    /// views left to hold. Leaves are mostly labels, then buttons, images and plain views.
    private mutating func chooseKind(depth: Int) -> ViewKind {
        if remaining >= 2 && random.chance(LayoutGenerator.containerChance(depth: depth)) { return .container }
        return switch random.below(10) {
        case 0...3: .label
        case 4...5: .button
        case 6...7: .image
        default: .plain
        }
    }

    /// The class-specific lines of one view: one required property and a few optional ones.
    private mutating func writeProperties(of kind: ViewKind, number: Int, indent inner: String) {
        switch kind {
        case .label:
            text += "\(inner)text: \"Label \(number)\"\n"
            if random.chance(25) {
                text += "\(inner)font: {name: \(pick(Self.fonts)), size: \(11 + random.below(10))}\n"
            }
            if random.chance(15) { text += "\(inner)textColor: \(pick(Self.textColors))\n" }
            if random.chance(10) { text += "\(inner)numberOfLines: 0\n" }
        case .button:
            text += "\(inner)title: \"Button \(number)\"\n"
            if random.chance(20) { text += "\(inner)titleColor: \(pick(Self.textColors))\n" }
            if random.chance(10) { text += "\(inner)enabled: false\n" }
        case .image:
            text += "\(inner)image: icon-\(number % 64)\n"
            if random.chance(30) { text += "\(inner)contentMode: \(pick(Self.contentModes))\n" }
        case .plain:
            text += "\(inner)backgroundColor: \(pick(Self.backgroundColors))\n"
            if random.chance(15) { text += "\(inner)alpha: 0.\(1 + random.below(9))\n" }
            if random.chance(10) { text += "\(inner)hidden: true\n" }
        case .container:
            if random.chance(30) { text += "\(inner)backgroundColor: secondarySystemBackground\n" }
            if random.chance(20) { text += "\(inner)clipsToBounds: true\n" }
        }
    }

    /// One of `choices`, drawn from the seeded sequence.
    private mutating func pick(_ choices: [String]) -> String {
        choices[random.below(choices.count)]
    }
}

/// What a generated view is; containers are plain `UIView`s with subviews.
private enum ViewKind {
    case container, label, button, image, plain

    var className: String {
        switch self {
        case .container, .plain: "UIView"
        case .label: "UILabel"
        case .button: "UIButton"
        case .image: "UIImageView"
        }
    }
}
