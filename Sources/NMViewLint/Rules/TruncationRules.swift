import NMViewDiagnostics
import NMViewEngine
import NMViewModel
import NMViewStrings
import NMViewText

/// Rules about text that does not fit its view.
enum TruncationRules {
    /// The text size a finding is a warning at, and the one text that follows Dynamic Type is
    /// also tried at, as a note: the largest of the standard sizes, which many people use.
    static let largeSize = ContentSizeCategory.extraExtraExtraLarge

    static let textTruncates = LintRule(
        "rule.text-truncates", .warning,
        "A label's text or a button's title that does not fit its frame at its font and line count (a button's title on one line inside its content insets), measured as the preview draws it, in every layout: a warning at the default text size, and a note at extraExtraExtraLarge for text whose font has a text style."
    ) { rule, context in
        let compiled = context.compiled
        var texts: [(view: Int, text: TruncationText)] = []
        // The string tables beside the file, read once and only if some text is localized.
        var tables: StringTables?
        let candidates = { (value: TextValue) in
            TextCandidates.candidates(for: value) {
                if let tables { return tables }
                let found = context.stringTables()
                tables = found
                return found
            }
        }
        let kitClasses = compiled.kitClasses
        compiled.nodes.withUnsafeBufferPointer { nodes in
            for index in nodes.indices {
                if let text = TruncationText(nodes[index], kitClass: kitClasses[index], candidates: candidates) {
                    texts.append((index, text))
                }
            }
        }
        guard !texts.isEmpty else { return [] }
        var cuts: [Int: [Cut]] = [:]
        for variant in compiled.variants.indices {
            // The frames the contrast and touch-target rules measure too, worked out once a lint.
            let frames = context.designFrames[variant]
            for (position, entry) in texts.enumerated() {
                let frame = frames[entry.view]
                for size in entry.text.sizes {
                    guard let cut = entry.text.cut(in: frame, at: size) else { continue }
                    cuts[position, default: []].append(
                        Cut(variant: variant, size: size, frame: frame, fit: cut.fit, candidate: cut.candidate))
                    // The larger size is tried only where the text fits at the default one.
                    break
                }
            }
        }
        guard !cuts.isEmpty else { return [] }
        let written = WrittenViews(resolved: context.resolved.root, written: context.document.root, count: compiled.nodes.count)
        return cuts.keys.sorted().flatMap { position in
            let entry = texts[position]
            let location = Self.location(of: entry.view, written: written, context: context)
            return findings(cuts[position] ?? [], of: entry.text, in: compiled, rule: rule, at: location)
        }
    }

    /// Text cut off in one layout at one size.
    struct Cut {
        let variant: Int
        let size: ContentSizeCategory
        let frame: Rect
        let fit: TextFit
        let candidate: TextCandidates.Candidate
    }

    /// One finding per size and text cut, naming the layouts where it is cut when not all are.
    private static func findings(
        _ cuts: [Cut], of text: TruncationText, in compiled: CompiledLayout, rule: LintRule, at location: SourceLocation
    ) -> [Diagnostic] {
        var groups: [(cut: Cut, variants: [Int])] = []
        for cut in cuts {
            // The same cut in several layouts is one finding; a different one (another width) its own.
            if let existing = groups.firstIndex(where: {
                $0.cut.size == cut.size && $0.cut.candidate == cut.candidate && $0.cut.fit == cut.fit
            }) {
                groups[existing].variants.append(cut.variant)
            } else {
                groups.append((cut, [cut.variant]))
            }
        }
        return groups.map { group in
            let cut = group.cut
            let layouts =
                group.variants.count == compiled.variants.count && compiled.variants.count > 1
                ? " in every layout"
                : compiled.variants.count == 1 ? "" : " in layout " + group.variants.map { "'\(compiled.variants[$0].name)'" }.joined(separator: ", ")
            let severity: Severity = cut.size == .default ? rule.severity : .note
            return Diagnostic(severity, rule.id, message(cut, of: text, layouts: layouts), at: location)
        }
    }

    /// `title 'Sign in with your account' of the 'signIn' button does not fit at text size
    /// accessibility2: …`; `layouts` names the layouts after the size, with a leading space, or is empty.
    static func message(_ cut: Cut, of text: TruncationText, layouts: String) -> String {
        let atSize = cut.size == .default ? "" : " at text size \(cut.size.rawValue)"
        let origin = cut.candidate.origin.isEmpty ? "" : " " + cut.candidate.origin
        let fit = cut.fit
        let needs =
            fit.limit == 1
            ? "it is \(Self.points(fit.width)) pt wide on one line where \(Self.points(text.room(in: cut.frame).width)) pt fit"
            : "it takes \(fit.lines.count) lines where \(fit.limit) show"
        let lost = fit.cutEnd.map { "'\(Self.quoted($0))' is cut off" } ?? "\(fit.cutCharacters) characters are cut off"
        return "\(text.textNoun) '\(Self.quoted(cut.candidate.text))'\(origin) of \(text.noun) does not fit\(atSize)\(layouts): "
            + "\(needs), so \(lost); \(text.remedy)"
    }

    /// A width in points as a message writes it: whole points, rounded up.
    static func points(_ value: Double) -> String { String(Int(value.rounded(.up))) }

    /// `text` shortened for a message: at most 40 characters, '…' marking what is left out.
    static func quoted(_ text: String) -> String {
        text.count <= 40 ? text : String(text.prefix(39)) + "…"
    }

    /// Where a finding about resolved view `view` points: the view as written, or the written
    /// view that brought it in (a template instance, a view of a composed class).
    private static func location(of view: Int, written: WrittenViews, context: RuleContext) -> SourceLocation {
        let index = written.view[view]
        guard index >= 0 else { return context.location(ModelPath([.key("root")])) }
        return context.tree.node(context.views[index].source).location
    }
}
