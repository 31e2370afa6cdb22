import NMViewColor
import NMViewEngine
import NMViewModel

/// A document's views as the contrast rule sees them, worked out once for every layout and
/// appearance: which show text, and what each one paints.
///
/// Views are those of the resolved document, in ``CompiledLayout``'s depth-first order (the root
/// is -1), so that template copies and composed layouts are checked where they are used, and
/// frames come from the engine exactly as the preview draws them.
struct ContrastScene: Sendable {
    let compiled: CompiledLayout
    /// The views that show text, in walk order, with their text.
    let texts: [(view: Int, text: ContrastText)]
    /// Each view's alpha, clamped to 0...1.
    private let alphas: [Double]
    /// Each view's background colour.
    private let backgrounds: [ColorValue?]
    /// Whether each view shows content of colours the rule cannot know (``showsUnknownContent(_:)``).
    private let unknownContent: [Bool]
    /// Whether each view, not hidden nor transparent, may paint something behind a text: it or a
    /// subview has a background or unknown content.
    let paints: [Bool]
    /// Whether each view has a subview that ``paints``.
    let hasPaintingSubviews: [Bool]
    /// Whether each view's own background hides everything behind it in both appearances: opaque,
    /// and the view's alpha 1.
    let opaque: [Bool]

    /// The scene of `resolved`, its colours resolved by `colors`.
    ///
    /// Each node is read once, where it lies: copying a view's node for each look at it was most
    /// of the rule's time on a layout of 100,000 views.
    init(resolved: LayoutDocument, colors: ColorResolver) {
        self.init(compiled: CompiledLayout(resolved), colors: colors)
    }

    /// The scene of a compiled layout (of its resolved document), its texts at text size
    /// `contentSize`, which decides which of them are large.
    init(compiled: CompiledLayout, colors: ColorResolver, contentSize: ContentSizeCategory = .default) {
        let resolved = compiled.document
        self.compiled = compiled
        let count = compiled.nodes.count
        var alphas = [Double](repeating: 1, count: count)
        var backgrounds = [ColorValue?](repeating: nil, count: count)
        var unknownContent = [Bool](repeating: false, count: count)
        var shown = [Bool](repeating: false, count: count)
        var opaque = [Bool](repeating: false, count: count)
        var paints = [Bool](repeating: false, count: count)
        var hasPaintingSubviews = [Bool](repeating: false, count: count)
        var visible = [Bool](repeating: false, count: count)
        // The nearest view above each one that sets a tint, for buttons; -1 for the root's. Whether
        // a view sets one is noted as it is visited, so that its subviews need not read it again.
        var tintSetter = [Int](repeating: -1, count: count)
        var setsTint = [Bool](repeating: false, count: count)
        var texts: [(view: Int, text: ContrastText)] = []
        let root = resolved.root
        let rootShown = !Self.isHidden(root, kitClass: root.kitClass) && Self.alpha(of: root) > 0
        let rootTint = root[.tintColor]?.colorValue ?? .named(.systemBlue)
        let kitClasses = compiled.kitClasses
        compiled.nodes.withUnsafeBufferPointer { nodes in
            for index in 0..<count {
                // Each node is borrowed where it lies and read once: copying it (retaining each of
                // its fields) for each view was a large part of the rule's time.
                let kitClass = kitClasses[index]
                let parent = Int(compiled.parents[index])
                let look = Look(nodes[index], kitClass: kitClass)
                alphas[index] = look.alpha
                visible[index] = !look.hidden && look.alpha > 0
                shown[index] = (parent < 0 ? rootShown : shown[parent]) && visible[index]
                setsTint[index] = look.setsTint
                if parent >= 0 { tintSetter[index] = setsTint[parent] ? parent : tintSetter[parent] }
                backgrounds[index] = look.background
                unknownContent[index] = look.unknownContent
                if let background = look.background {
                    opaque[index] =
                        look.alpha >= 1 && Appearance.allCases.allSatisfy { (colors.resolve(background, $0)?.alpha ?? 0) >= 1 }
                }
                paints[index] = visible[index] && (look.background != nil || look.unknownContent)
                guard shown[index] else { continue }
                let setter = tintSetter[index]
                if let text = ContrastText(
                    nodes[index], kitClass: kitClass, contentSize: contentSize,
                    tint: setter < 0 ? rootTint : nodes[setter][.tintColor]?.colorValue ?? rootTint)
                {
                    texts.append((index, text))
                }
            }
        }
        // Children follow their parents, so one backward pass carries each subtree's paint up.
        for index in stride(from: count - 1, through: 0, by: -1) {
            let parent = Int(compiled.parents[index])
            guard parent >= 0, paints[index] else { continue }
            hasPaintingSubviews[parent] = true
            if visible[parent] { paints[parent] = true }
        }
        self.texts = texts
        self.alphas = alphas
        self.backgrounds = backgrounds
        self.unknownContent = unknownContent
        self.paints = paints
        self.hasPaintingSubviews = hasPaintingSubviews
        self.opaque = opaque
    }

    /// What the scene reads of one node besides its text.
    private struct Look {
        let alpha: Double
        let hidden: Bool
        let setsTint: Bool
        let background: ColorValue?
        let unknownContent: Bool

        init(_ node: borrowing ViewNode, kitClass: String) {
            alpha = ContrastScene.alpha(of: node)
            hidden = ContrastScene.isHidden(node, kitClass: kitClass)
            setsTint = node[.tintColor] != nil
            background = node[.backgroundColor]?.colorValue
            unknownContent = ContrastScene.showsUnknownContent(node, kitClass: kitClass)
        }
    }

    /// View `index`'s alpha; the root's for -1.
    func alpha(_ index: Int) -> Double {
        index < 0 ? Self.alpha(of: compiled.document.root) : alphas[index]
    }

    /// View `index`'s background colour; the root's for -1.
    func background(_ index: Int) -> ColorValue? {
        index < 0 ? compiled.document.root[.backgroundColor]?.colorValue : backgrounds[index]
    }

    /// Whether view `index` (the root for -1) shows content of unknown colours.
    func showsUnknownContent(_ index: Int) -> Bool {
        guard index < 0 else { return unknownContent[index] }
        let root = compiled.document.root
        return Self.showsUnknownContent(root, kitClass: root.kitClass)
    }

    /// View `index`'s id.
    func id(_ index: Int) -> String? { compiled.ids[index] }

    /// Whether a view shows something the rule cannot know the colours of over its background:
    /// an image view's image, a button's background image. This and the two below are inlined, so
    /// that the scene's one copy of each node is read where it lies.
    @inline(__always) static func showsUnknownContent(_ node: borrowing ViewNode, kitClass: String) -> Bool {
        switch kitClass {
        case "UIImageView": node[.image] != nil
        case "UIButton": node[.backgroundImage] != nil
        default: false
        }
    }

    /// Whether UIKit hides the view, as the preview decides it (`SVGRenderer.isHidden`): its own
    /// `hidden`, else a spinner that hides when stopped and is not animating.
    @inline(__always) static func isHidden(_ node: borrowing ViewNode, kitClass: String) -> Bool {
        if let hidden = node[.hidden]?.boolValue { return hidden }
        return kitClass == "UIActivityIndicatorView" && node.value(.hidesWhenStopped)?.boolValue == true
            && node.value(.animating)?.boolValue != true
    }

    /// A view's alpha, clamped to 0...1; 1 when it sets none.
    @inline(__always) private static func alpha(of node: borrowing ViewNode) -> Double {
        guard let alpha = node[.alpha]?.numberValue, alpha.isFinite else { return 1 }
        return min(max(alpha, 0), 1)
    }

    /// Whether any view under `node` may show text: a document without is left before anything
    /// else is worked out, its catalogs not even read.
    static func containsText(_ node: ViewNode) -> Bool {
        node.subviews.contains { child in
            switch child.kitClass {
            case "UILabel", "UITextField", "UITextView": if child[.text] != nil { return true }
            case "UIButton": if child[.title] != nil { return true }
            default: break
            }
            return containsText(child)
        }
    }
}
