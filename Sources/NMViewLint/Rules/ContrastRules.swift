import NMViewColor
import NMViewDiagnostics
import NMViewModel

/// Rules about how text reads: text too faint against what lies behind it.
enum ContrastRules {
    /// WCAG 2.2 SC 1.4.3 (AA) with iOS points taken for WCAG's points (see ``ContrastText/isLarge``).
    static let lowContrast = LintRule(
        "rule.low-contrast", .warning,
        "Text (a label's, text field's or text view's text, a button's title) whose contrast with the colours behind it is below WCAG 2.2's minimum in the light or dark appearance of a layout: 4.5:1, or 3:1 for large text (18 pt, or 14 pt bold, taking iOS points for WCAG's points).",
        group: .accessibility
    ) { rule, context in
        guard ContrastScene.containsText(context.resolved.root) else { return [] }
        let colors = context.colors
        let scene = ContrastScene(compiled: context.compiled, colors: colors)
        // Every measurement below the minimum, by text, in the order layouts and appearances are checked.
        var failures: [Int: [Failure]] = [:]
        for variant in scene.compiled.variants.indices {
            var finder = BackdropFinder(scene, variant: variant, frames: context.designFrames[variant])
            for (position, entry) in scene.texts.enumerated() {
                guard let layers = finder.layers(behind: entry.view) else { continue }
                for appearance in Appearance.allCases {
                    guard let measured = scene.measure(layers, text: entry.text, appearance: appearance, colors: colors)
                    else { continue }
                    let ratio = ContrastRatio.between(measured.text, measured.background)
                    guard ratio < entry.text.minimumRatio else { continue }
                    failures[position, default: []].append(
                        Failure(
                            appearance: appearance, variant: variant, text: measured.text, background: measured.background,
                            ratio: ratio))
                }
            }
        }
        guard !failures.isEmpty else { return [] }
        let written = WrittenViews(
            resolved: context.resolved.root, written: context.document.root, count: scene.compiled.nodes.count)
        return failures.keys.sorted().flatMap { position in
            let entry = scene.texts[position]
            return findings(
                of: failures[position] ?? [], for: entry, in: scene, rule: rule,
                at: location(of: entry, written: written, context: context))
        }
    }

    /// One measurement below the minimum.
    struct Failure {
        let appearance: Appearance
        let variant: Int
        let text: RGBAColor
        let background: RGBAColor
        let ratio: Double

        /// What tells one finding from another: the colours, as the message writes them.
        var colors: String { text.hexRGB + " " + background.hexRGB }
    }

    /// The findings of one text: one per appearance and pair of colours, naming the layouts only
    /// where not all of them agree, and one for both appearances where they agree.
    private static func findings(
        of failures: [Failure], for entry: (view: Int, text: ContrastText), in scene: ContrastScene, rule: LintRule,
        at location: SourceLocation
    ) -> [Diagnostic] {
        // For each appearance, each pair of colours with the layouts it was measured in.
        func groups(_ appearance: Appearance) -> [(failure: Failure, variants: [Int])] {
            var result: [(failure: Failure, variants: [Int])] = []
            for failure in failures where failure.appearance == appearance {
                if let existing = result.firstIndex(where: { $0.failure.colors == failure.colors }) {
                    result[existing].variants.append(failure.variant)
                } else {
                    result.append((failure, [failure.variant]))
                }
            }
            return result
        }
        let light = groups(.light), dark = groups(.dark)
        let same =
            light.count == dark.count
            && zip(light, dark).allSatisfy { $0.failure.colors == $1.failure.colors && $0.variants == $1.variants }
        let described: [(failure: Failure, variants: [Int], appearance: String)] =
            same
            ? light.map { ($0.failure, $0.variants, "both appearances") }
            : light.map { ($0.failure, $0.variants, "the light appearance") }
                + dark.map { ($0.failure, $0.variants, "the dark appearance") }
        return described.map { group in
            rule.finding(
                message(group.failure, text: entry.text, id: scene.id(entry.view), appearance: group.appearance,
                        layouts: layouts(group.variants, in: scene)),
                at: location)
        }
    }

    /// The finding's message: `'id' text #8E8E93 on #FFFFFF has a contrast of 3.26:1 in the light
    /// appearance, below 4.5:1; darken the text or change its background`.
    static func message(_ failure: Failure, text: ContrastText, id: String?, appearance: String, layouts: String?) -> String {
        let subject = id.map { "'\($0)' \(text.kind.textNoun)" } ?? "\(text.kind.noun)'s \(text.kind.textNoun)"
        let place = layouts.map { "\(appearance) of \($0)" } ?? appearance
        let minimum = text.isLarge ? "3:1 for large text" : "4.5:1"
        // Which way the text can go to stand out: further the way it already leans, if black or
        // white there would be enough; else either way.
        let darker = ContrastRatio.relativeLuminance(failure.text) < ContrastRatio.relativeLuminance(failure.background)
        let extreme = RGBAColor(darker ? 0x000000 : 0xFFFFFF)
        let advice =
            ContrastRatio.between(extreme, failure.background) >= text.minimumRatio
            ? "\(darker ? "darken" : "lighten") the text or change its background" : "change the text colour or its background"
        return "\(subject) \(failure.text.hexRGB) on \(failure.background.hexRGB) has a contrast of \(ratio(failure.ratio, below: text.minimumRatio)):1 in \(place), below \(minimum); \(advice)"
    }

    /// A ratio with two decimals, rounded, unless rounding would reach `minimum`: WCAG does not
    /// round, so 4.497 fails 4.5 and is written 4.49.
    static func ratio(_ value: Double, below minimum: Double) -> String {
        var hundredths = (value * 100).rounded()
        if hundredths >= minimum * 100 { hundredths = (value * 100).rounded(.down) }
        let whole = Int(hundredths) / 100, fraction = Int(hundredths) % 100
        return "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// The layouts `variants` name, or nil when they are all the document's.
    private static func layouts(_ variants: [Int], in scene: ContrastScene) -> String? {
        let all = scene.compiled.variants
        guard variants.count < all.count else { return nil }
        let names = variants.map { $0 == 0 ? "the primary layout" : "layout '\(all[$0].name)'" }
        return names.count < 2 ? names.first : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }

    /// Where a finding about a text goes: the text colour's property where the view writes it,
    /// else the view; for a view copied from a template or another layout, the view that brought it in.
    private static func location(of entry: (view: Int, text: ContrastText), written: WrittenViews, context: RuleContext)
        -> SourceLocation
    {
        let view = written.view[entry.view]
        guard view >= 0 else { return context.location(ModelPath([.key("root")])) }
        if written.isWritten[entry.view], let property = entry.text.colorProperty {
            return context.location(ofView: view, property.rawValue)
        }
        return context.tree.node(context.views[view].source).location
    }
}
