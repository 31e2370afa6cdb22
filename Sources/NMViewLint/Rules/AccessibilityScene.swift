import NMViewEngine
import NMViewModel

/// A document's views as the accessibility rules see them, worked out once for the three of them:
/// which can be touched, which VoiceOver reaches, and what it reads for each.
///
/// Views are those of the resolved document in ``CompiledLayout``'s depth-first order, as in
/// ``ContrastScene``, so that template copies and composed layouts are checked where they are used.
struct AccessibilityScene: Sendable {
    let compiled: CompiledLayout
    /// Where each view is written, for the findings' locations, worked out when first asked for;
    /// nil for a scene of a compiled layout alone (the preview's audit), whose views the caller locates.
    var written: WrittenViews? { writtenSource?.value }
    private let writtenSource: LazyValue<WrittenViews>?
    /// Each view's UIKit class.
    var kitClasses: [String] { compiled.kitClasses }
    /// Whether touches can reach each view: it and every view above it shown, not transparent and
    /// taking touches (`userInteractionEnabled`), as UIKit's hit-testing asks.
    let touchable: [Bool]
    /// Whether VoiceOver reaches each view: it and every view above it shown, and no view above it
    /// an accessibility element, which hides its subviews from VoiceOver.
    let reachable: [Bool]
    /// Whether each view is an accessibility element (``isElement(_:kitClass:)``).
    let isElement: [Bool]
    /// Whether each view is enabled: `enabled` not written false.
    let enabled: [Bool]
    /// What VoiceOver reads for each view it reaches that is an element (``spokenLabel(_:kitClass:)``);
    /// nil for the others.
    let spokenLabels: [TextValue?]

    /// The scene of a compiled layout; `written` says where its views are written, when known.
    ///
    /// Each node is visited once, borrowed where it lies, and everything the three rules ask of
    /// it is kept: copying a node, or looking its properties up again in each rule, was most of
    /// the audit's time on a layout of 10,000 views.
    init(compiled: CompiledLayout, written: LazyValue<WrittenViews>? = nil) {
        self.compiled = compiled
        let count = compiled.nodes.count
        self.writtenSource = written
        let resolved = compiled.document
        var touchable = [Bool](repeating: false, count: count)
        var reachable = [Bool](repeating: false, count: count)
        var isElement = [Bool](repeating: false, count: count)
        var enabled = [Bool](repeating: true, count: count)
        var spokenLabels = [TextValue?](repeating: nil, count: count)
        // What a view passes on to its subviews: shown and taking touches, and reachable below it.
        var touchesBelow = [Bool](repeating: false, count: count)
        var reachesBelow = [Bool](repeating: false, count: count)
        let root = resolved.root
        let rootShown = Self.isShown(root, kitClass: root.kitClass)
        let rootTouches = rootShown && root[.userInteractionEnabled]?.boolValue != false
        let rootReaches = rootShown && root[.accessibilityElement]?.boolValue != true
        let kitClasses = compiled.kitClasses
        compiled.nodes.withUnsafeBufferPointer { nodes in
            for index in 0..<count {
                let kitClass = kitClasses[index]
                let parent = Int(compiled.parents[index])
                let facts = Facts(nodes[index], kitClass: kitClass)
                touchable[index] = (parent < 0 ? rootTouches : touchesBelow[parent]) && facts.shown && facts.takesTouches
                touchesBelow[index] = touchable[index]
                reachable[index] = (parent < 0 ? rootReaches : reachesBelow[parent]) && facts.shown
                isElement[index] = facts.isElement
                enabled[index] = facts.enabled
                reachesBelow[index] = reachable[index] && !facts.isElement
                if reachable[index], facts.isElement {
                    spokenLabels[index] = Self.spokenLabel(nodes[index], kitClass: kitClass)
                }
            }
        }
        self.touchable = touchable
        self.reachable = reachable
        self.isElement = isElement
        self.enabled = enabled
        self.spokenLabels = spokenLabels
    }

    /// What the scene reads of one node.
    private struct Facts {
        let shown: Bool
        let takesTouches: Bool
        let isElement: Bool
        let enabled: Bool

        init(_ node: borrowing ViewNode, kitClass: String) {
            shown = AccessibilityScene.isShown(node, kitClass: kitClass)
            takesTouches = node[.userInteractionEnabled]?.boolValue != false
            isElement = AccessibilityScene.isElement(node, kitClass: kitClass)
            enabled = node[.enabled]?.boolValue != false
        }
    }

    /// View `index`'s node.
    func node(_ index: Int) -> ViewNode { compiled.nodes[index] }

    /// Whether a view is an accessibility element: as written, else as UIKit decides, which makes
    /// its controls, labels and text views elements and other views not (UIAccessibility.h:
    /// "default == NO, default on UIKit controls == YES").
    static func isElement(_ node: borrowing ViewNode, kitClass: String) -> Bool {
        if let written = node[.accessibilityElement]?.boolValue { return written }
        return ViewNode.controlClasses.contains(kitClass) || kitClass == "UILabel" || kitClass == "UITextView"
    }

    /// Whether a view is drawn at all: not hidden, and not fully transparent, which UIKit's
    /// hit-testing and VoiceOver both skip.
    private static func isShown(_ node: borrowing ViewNode, kitClass: String) -> Bool {
        guard !ContrastScene.isHidden(node, kitClass: kitClass) else { return false }
        guard let alpha = node[.alpha]?.numberValue else { return true }
        // UIView.hitTest(_:with:): "ignores view objects that are hidden, that have disabled user
        // interactions, or have an alpha level less than 0.01".
        return alpha >= 0.01
    }

    /// What VoiceOver reads as a view's label: its `accessibilityLabel`, else a button's title
    /// (UIButton's label defaults to its title), else a label's or text view's text; nil when
    /// there is none, or it is empty.
    static func spokenLabel(_ node: borrowing ViewNode, kitClass: String) -> TextValue? {
        func nonEmpty(_ value: PropertyValue?) -> TextValue? {
            guard let text = value?.textValue, !text.sourceText.isEmpty else { return nil }
            return text
        }
        if let label = nonEmpty(node[.accessibilityLabel]) { return label }
        switch kitClass {
        case "UIButton": return nonEmpty(node[.title])
        case "UILabel", "UITextView": return nonEmpty(node[.text])
        default: return nil
        }
    }

    /// The view a finding about resolved view `index` names: the written view, or the one that
    /// brought it in; nil for a view only the root brings in.
    func writtenView(_ index: Int) -> Int? {
        guard let view = written?.view[index], view >= 0 else { return nil }
        return view
    }
}
