import NMViewModel

/// The layout of the properties section: 1,000 views of the classes an app screen is made of,
/// each carrying every view property the schema declares for its class, with the schema's own
/// example value, so that creating the host applies every property there is.
///
/// Built as a model value rather than written as YAML: the properties and their values come
/// from ``ViewProperty``'s declarations, not from a list kept here, so a property added to the
/// format is measured as soon as it is declared. The section lints the document's compiled JSON
/// (a subset of YAML) to show the values are valid. Seeded, so every run measures the same layout.
enum PropertyLayout {
    /// Views in the layout, the root not counted.
    static let views = 1_000
    /// The view class the layout describes.
    static let viewClass = "AllProperties"
    /// The path the layout is linted under; it only appears in diagnostics.
    static let path = "AllProperties.nmview.json"
    /// The design size, which the host is also given, so the first pass places the views as written.
    static let size = Size(width: 320, height: 480)

    /// The leaves' classes, each with how many in a hundred: mostly labels, buttons and images,
    /// then the controls a form or a settings screen has, as a real screen mixes them.
    static let leafMix: [(className: String, share: Int)] = [
        ("UILabel", 30), ("UIButton", 15), ("UIImageView", 14), ("UIView", 10), ("UITextField", 6),
        ("UISwitch", 5), ("UISlider", 4), ("UISegmentedControl", 4), ("UIProgressView", 4),
        ("UIActivityIndicatorView", 4), ("UITextView", 4),
    ]

    /// The document: seeded, so the same every time.
    static func document() -> LayoutDocument {
        var builder = PropertyLayoutBuilder(views: views)
        let root = ViewNode(subviews: builder.subviews(depth: 1, width: size.width, height: size.height))
        return LayoutDocument(viewClass: viewClass, size: size, root: root)
    }

    /// Every declared property a view of `className` has, each with its declared example.
    static func properties(of className: String) -> [String: PropertyValue] {
        var properties: [String: PropertyValue] = [:]
        for property in ViewProperty.allCases where property.declaration.applies(to: className) {
            properties[property.rawValue] = property.declaration.example
        }
        return properties
    }

    /// `document` with no view properties anywhere: the same tree, classes, ids and frames.
    static func withoutProperties(_ document: LayoutDocument) -> LayoutDocument {
        func strip(_ node: ViewNode) -> ViewNode {
            var node = node
            node.properties = [:]
            node.subviews = node.subviews.map(strip)
            return node
        }
        var stripped = document
        stripped.root = strip(document.root)
        return stripped
    }
}

/// One generation: the seeded sequence and how many views are still to place.
private struct PropertyLayoutBuilder {
    private var random = SeededGenerator(seed: 0x7072_6F70_6572_7479)
    private var remaining: Int
    private var nextNumber = 1

    /// A builder that will place `views` views.
    init(views: Int) {
        remaining = views
    }

    /// Subviews for a parent of `width` × `height` at `depth`, stacked from the top and wrapping
    /// back to it, so that every view lies inside its parent and the layout lints without
    /// `outside-parent` findings. The root (depth 1) takes views until every one is placed.
    mutating func subviews(depth: Int, width: Double, height: Double) -> [ViewNode] {
        var result: [ViewNode] = []
        let count = depth == 1 ? Int.max : 2 + random.below(7)
        var y = 0.0
        while result.count < count, remaining > 0 {
            result.append(view(depth: depth, parentWidth: width, parentHeight: height, y: &y))
        }
        return result
    }

    /// One view (and, for a container, its subviews) at `y` in its parent; moves `y` past it.
    private mutating func view(depth: Int, parentWidth: Double, parentHeight: Double, y: inout Double) -> ViewNode {
        let number = nextNumber
        nextNumber += 1
        remaining -= 1
        let (className, isContainer) = chooseClass(depth: depth)
        // A quarter of the parent at most, so that the narrowest nested container still has room.
        let x = min(Double(8 * random.below(3)), (parentWidth / 4).rounded(.down))
        let natural = naturalSize(of: className, isContainer: isContainer, width: parentWidth - 2 * x)
        let width = min(natural.width, parentWidth - x)
        let height = min(natural.height, parentHeight)
        if y + height > parentHeight { y = 0 }
        var node = ViewNode(
            id: (isContainer ? "group" : "view") + String(number), viewClass: className,
            frame: Rect(x: x, y: y, width: width, height: height), properties: PropertyLayout.properties(of: className))
        y += height + 8
        if isContainer {
            node.subviews = subviews(depth: depth + 1, width: width, height: height)
        }
        return node
    }

    /// Containers get rarer the deeper they sit, as ``LayoutGenerator`` nests them, and need views
    /// left to hold; one in five is a scroll view. Leaves follow ``PropertyLayout/leafMix``.
    private mutating func chooseClass(depth: Int) -> (className: String, isContainer: Bool) {
        if remaining >= 1, random.chance(LayoutGenerator.containerChance(depth: depth)) {
            return (random.chance(20) ? "UIScrollView" : "UIView", true)
        }
        var draw = random.below(100)
        for (className, share) in PropertyLayout.leafMix {
            if draw < share { return (className, false) }
            draw -= share
        }
        return ("UIView", false)
    }

    /// The size a view of `className` usually has on a phone screen; `width` where it stretches.
    private mutating func naturalSize(of className: String, isContainer: Bool, width: Double) -> Size {
        let stretched = max(width - Double(8 * random.below(8)), 24)
        if isContainer { return Size(width: stretched, height: Double(80 + 20 * random.below(12))) }
        return switch className {
        case "UILabel": Size(width: stretched, height: Double(18 + 3 * random.below(3)))
        case "UIButton": Size(width: min(stretched, 120), height: 44)
        case "UIImageView": Size(width: min(stretched, 120), height: Double(40 + 8 * random.below(10)))
        case "UITextField": Size(width: stretched, height: 34)
        case "UISwitch": Size(width: 51, height: 31)
        case "UISlider": Size(width: stretched, height: 31)
        case "UISegmentedControl": Size(width: stretched, height: 32)
        case "UIProgressView": Size(width: stretched, height: 4)
        case "UIActivityIndicatorView": Size(width: 20, height: 20)
        case "UITextView": Size(width: stretched, height: Double(60 + 20 * random.below(5)))
        default: Size(width: stretched, height: Double(1 + random.below(60)))
        }
    }
}
