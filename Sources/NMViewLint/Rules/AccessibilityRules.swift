import NMViewDiagnostics
import NMViewEngine
import NMViewModel

/// The accessibility audit: what Xcode's Accessibility Inspector and `performAccessibilityAudit()`
/// find on a running app, checked in the file, in every layout. The contrast rule is in the
/// group too (``ContrastRules/lowContrast``).
enum AccessibilityRules {
    /// The side of the smallest touch target: "44x44 pt" is the default control size in the
    /// Human Interface Guidelines' Accessibility › Mobility table, and HIG Buttons asks for "a hit
    /// target of at least 44x44 points" (developer.apple.com/design/human-interface-guidelines/accessibility).
    static let minimumTarget = 44.0

    /// The controls whose frame is their touch area. A switch is not among them: UIKit draws a
    /// UISwitch at its own size (51 × 31 pt on iOS) whatever its frame, and takes touches around
    /// it, so a small frame is neither what it draws nor what it takes, and nothing in the file
    /// could make it larger. The Accessibility Inspector's hit-region audit measures the running
    /// view's accessibility frame, which for a switch is UIKit's own size; a rule here could only
    /// ever report a size the author cannot change.
    static let sizedControls: Set<String> = ["UIButton", "UISlider", "UISegmentedControl", "UITextField"]

    static let smallTouchTarget = LintRule(
        "rule.small-touch-target", .warning,
        "An enabled control (button, slider, segmented control, text field) whose frame is smaller than the 44 × 44 pt touch target the Human Interface Guidelines ask for, in any layout; switches are left out, as UIKit sizes them itself.",
        group: .accessibility
    ) { rule, context in
        let scene = context.accessibility
        let candidates = touchTargets(scene)
        guard !candidates.isEmpty else { return [] }
        let compiled = scene.compiled
        // For each control, each layout it is too small in, with its size there.
        var failures: [Int: [(variant: Int, size: Size)]] = [:]
        for variant in compiled.variants.indices {
            let frames = context.designFrames[variant]
            for index in candidates {
                guard isTooSmall(frames[index]) else { continue }
                failures[index, default: []].append((variant, frames[index].size))
            }
        }
        guard !failures.isEmpty else { return [] }
        let entries = LayoutEntryTargets(context, compiled: compiled)
        return failures.keys.sorted().flatMap { index in
            findings(of: failures[index] ?? [], for: index, rule: rule, context: context, entries: entries)
        }
    }

    /// The findings of one control: one for each place its frame is written and size it has there,
    /// naming the layouts unless it is too small in all of them alike.
    private static func findings(
        of failures: [(variant: Int, size: Size)], for index: Int, rule: LintRule, context: RuleContext,
        entries: LayoutEntryTargets
    ) -> [Diagnostic] {
        let scene = context.accessibility
        // The entry of an alternative layout that sets the frame, where it is written; nil for the view's own.
        var groups: [(entry: Int?, size: Size, variants: [Int])] = []
        for failure in failures {
            let entry = failure.variant == 0 ? nil : entries.frameEntry(of: index, inLayout: failure.variant - 1)
            if let existing = groups.firstIndex(where: { $0.entry == entry && $0.size == failure.size }) {
                groups[existing].variants.append(failure.variant)
            } else {
                groups.append((entry, failure.size, [failure.variant]))
            }
        }
        let variantCount = scene.compiled.variants.count
        let subject = AccessibilityRules.subject(index, scene: scene)
        return groups.map { group in
            let place =
                group.variants.count == variantCount
                ? (variantCount == 1 ? "" : " in every layout") : " in " + layoutNames(group.variants, scene: scene)
            let location =
                group.entry.map { context.location(ofEntry: $0, "frame") }
                ?? AccessibilityRules.location(of: index, property: "frame", context: context)
            return rule.finding(touchTargetMessage(subject, size: group.size, place: place), at: location)
        }
    }

    /// The enabled controls touches reach whose frame is their touch area.
    static func touchTargets(_ scene: AccessibilityScene) -> [Int] {
        scene.kitClasses.indices.filter { index in
            sizedControls.contains(scene.kitClasses[index]) && scene.touchable[index] && scene.enabled[index]
        }
    }

    /// Whether a control's frame is narrower or shorter than a touch target (a frame of numbers
    /// that are not finite is another rule's finding).
    static func isTooSmall(_ frame: Rect) -> Bool {
        frame.width.isFinite && frame.height.isFinite && (frame.width < minimumTarget || frame.height < minimumTarget)
    }

    /// `'share' button is 30 × 30 pt in layout 'compact', smaller than …`; `place` starts with a space or is empty.
    static func touchTargetMessage(_ subject: String, size: Size, place: String) -> String {
        let written = "\(GeometryRules.format(size.width)) × \(GeometryRules.format(size.height)) pt"
        return "\(subject) is \(written)\(place), smaller than the 44 × 44 pt the Human Interface Guidelines ask of a touch target, so it is easy to miss; make its frame at least 44 × 44 pt (what it shows keeps its size, only the area that takes touches grows)"
    }

    /// How a finding names a view: `'follow' button`, or `a button` when it has no id.
    static func subject(_ index: Int, scene: AccessibilityScene) -> String {
        let noun = noun(of: scene.kitClasses[index])
        return scene.compiled.ids[index].map { "'\($0)' \(noun)" } ?? "a \(noun)"
    }

    /// The word for a UIKit class in a message.
    static func noun(of kitClass: String) -> String {
        switch kitClass {
        case "UIButton": "button"
        case "UISwitch": "switch"
        case "UISlider": "slider"
        case "UISegmentedControl": "segmented control"
        case "UITextField": "text field"
        case "UIImageView": "image view"
        default: "view"
        }
    }

    /// `the primary layout`, `layout 'compact'`, `the primary layout and layout 'compact'`.
    static func layoutNames(_ variants: [Int], scene: AccessibilityScene) -> String {
        let names = variants.map { $0 == 0 ? "the primary layout" : "layout '\(scene.compiled.variants[$0].name)'" }
        return names.count < 2 ? names.first ?? "" : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }

    /// Where a finding about resolved view `index` goes: its `property` where the view itself
    /// writes it, else the view; for a copy from a template or another layout, the view that
    /// brought it in; the root for a view only the root brings in.
    static func location(of index: Int, property: String?, context: RuleContext) -> SourceLocation {
        let scene = context.accessibility
        guard let view = scene.writtenView(index) else { return context.location(ModelPath([.key("root")])) }
        let written = context.views[view]
        if scene.written?.isWritten[index] == true, let property,
            written.properties[property] != nil || property == "frame" && written.frame != nil
        {
            return context.location(ofView: view, property)
        }
        return context.tree.node(context.views[view].source).location
    }
}
