import NMViewColor
import NMViewDiagnostics
import NMViewEngine
import NMViewModel

/// The accessibility group's rules on one compiled layout as a screen shows it: one layout, at
/// one size and safe area, in one appearance. What the preview's Audit panel lists for its canvas;
/// `nmview lint` runs the same checks in every layout and both appearances.
public enum AccessibilityAudit {
    /// One finding: the view it is about (an index into ``CompiledLayout/nodes``), the id of the
    /// rule that found it, and its message.
    public struct Finding: Sendable, Hashable, Codable {
        public let view: Int
        public let rule: String
        public let message: String
    }

    /// What the audit finds in layout `variant` of `layout` with a root of `bounds`, whose safe
    /// area is `safeArea` (nil: the layout's own), in `appearance`, colours resolved by `colors`,
    /// at text size `contentSize`, in a user interface that reads in `direction`, each localized
    /// text shown as `text` gives it (nil: its source text); in view order, and for each view in
    /// the rules' order.
    ///
    /// Besides the accessibility group's rules, the text that does not fit (`rule.text-truncates`)
    /// at this text size and in this language: what the canvas's language and text size switches
    /// are for.
    public static func findings(
        of layout: CompiledLayout, variant: Int, bounds: Size, safeArea: EdgeInsets? = nil, appearance: Appearance = .light,
        colors: ColorResolver = ColorResolver(), contentSize: ContentSizeCategory = .default,
        direction: LayoutDirection = .leftToRight, text: ((LocalizedText) -> String)? = nil
    ) -> [Finding] {
        let scene = AccessibilityScene(compiled: layout)
        var found: [Finding] = []
        let frames = layout.frames(variant: variant, bounds: bounds, safeArea: safeArea, direction: direction)
        let targets = AccessibilityRules.touchTargets(scene)
        if !targets.isEmpty {
            for index in targets where AccessibilityRules.isTooSmall(frames[index]) {
                let subject = AccessibilityRules.subject(index, scene: scene)
                found.append(
                    Finding(
                        view: index, rule: AccessibilityRules.smallTouchTarget.id.rawValue,
                        message: AccessibilityRules.touchTargetMessage(subject, size: frames[index].size, place: "")))
            }
        }
        for unlabelled in AccessibilityRules.unlabelledViews(scene) {
            found.append(Finding(view: unlabelled.view, rule: AccessibilityRules.missingLabel.id.rawValue, message: unlabelled.message))
        }
        for alike in AccessibilityRules.alikeControls(scene) {
            found.append(Finding(view: alike.view, rule: AccessibilityRules.duplicateLabel.id.rawValue, message: alike.message))
        }
        found += contrast(
            of: layout, variant: variant, bounds: bounds, frames: frames, appearance: appearance, colors: colors,
            contentSize: contentSize)
        found += truncation(of: layout, frames: frames, contentSize: contentSize, text: text)
        let order = Dictionary(uniqueKeysWithValues: LintRules.all.enumerated().map { ($1.id.rawValue, $0) })
        return found.enumerated().sorted { left, right in
            (left.element.view, order[left.element.rule] ?? 0, left.offset)
                < (right.element.view, order[right.element.rule] ?? 0, right.offset)
        }.map(\.element)
    }

    /// The texts below WCAG's contrast minimum in this layout, size and appearance.
    private static func contrast(
        of layout: CompiledLayout, variant: Int, bounds: Size, frames: [Rect], appearance: Appearance, colors: ColorResolver,
        contentSize: ContentSizeCategory
    ) -> [Finding] {
        guard ContrastScene.containsText(layout.document.root) else { return [] }
        let scene = ContrastScene(compiled: layout, colors: colors, contentSize: contentSize)
        var finder = BackdropFinder(scene, variant: variant, size: bounds, frames: frames)
        var found: [Finding] = []
        for entry in scene.texts {
            guard let layers = finder.layers(behind: entry.view),
                let measured = scene.measure(layers, text: entry.text, appearance: appearance, colors: colors)
            else { continue }
            let ratio = ContrastRatio.between(measured.text, measured.background)
            guard ratio < entry.text.minimumRatio else { continue }
            let failure = ContrastRules.Failure(
                appearance: appearance, variant: variant, text: measured.text, background: measured.background, ratio: ratio)
            let message = ContrastRules.message(
                failure, text: entry.text, id: scene.id(entry.view), appearance: "the \(appearance.rawValue) appearance",
                layouts: nil)
            found.append(Finding(view: entry.view, rule: ContrastRules.lowContrast.id.rawValue, message: message))
        }
        return found
    }

    /// The labels and buttons whose text, as the canvas shows it, does not fit at its text size.
    private static func truncation(
        of layout: CompiledLayout, frames: [Rect], contentSize: ContentSizeCategory, text: ((LocalizedText) -> String)?
    ) -> [Finding] {
        var found: [Finding] = []
        // The one text each view shows on the canvas.
        let shown = { (value: TextValue) -> [TextCandidates.Candidate] in
            switch value {
            case .verbatim(let words): [TextCandidates.Candidate(text: words, origin: "")]
            case .localized(let localized): [TextCandidates.Candidate(text: text?(localized) ?? localized.source, origin: "")]
            }
        }
        layout.nodes.withUnsafeBufferPointer { nodes in
            for index in nodes.indices {
                guard let truncation = TruncationText(nodes[index], kitClass: layout.kitClasses[index], candidates: shown),
                    let cut = truncation.cut(in: frames[index], at: contentSize)
                else { continue }
                let message = TruncationRules.message(
                    TruncationRules.Cut(
                        variant: 0, size: contentSize, frame: frames[index], fit: cut.fit, candidate: cut.candidate),
                    of: truncation, layouts: "")
                found.append(Finding(view: index, rule: TruncationRules.textTruncates.id.rawValue, message: message))
            }
        }
        return found
    }
}
