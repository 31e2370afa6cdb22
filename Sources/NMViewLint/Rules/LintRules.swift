import NMViewDiagnostics

/// Every semantic rule, in the order `Docs/Rules.md` lists them.
public enum LintRules {
    /// All rules.
    public static let all: [LintRule] = [
        IdentityRules.duplicateID,
        IdentityRules.unknownTemplate,
        IdentityRules.unusedTemplate,
        IdentityRules.includeCycle,
        IdentityRules.expansionLimit,
        AlternativeLayoutRules.unknownID,
        AlternativeLayoutRules.structureMismatch,
        AlternativeLayoutRules.omittedSubtree,
        AlternativeLayoutRules.ignoredProperty,
        AlternativeLayoutRules.sameAspectRatio,
        GeometryRules.invalidGeometry,
        GeometryRules.emptyFrame,
        GeometryRules.gridMixedSizes,
        GeometryRules.outsideParent,
        SafeAreaRules.outsideSafeArea,
        SafeAreaRules.ignoredBelowRoot,
        ContrastRules.lowContrast,
        ColorRules.unknownColor,
        StringRules.missingString,
        ValueRules.nonFiniteNumber,
        SwiftRules.unknownOutlet,
        SwiftRules.nestedOutlet,
        SwiftRules.nameClash,
        SwiftRules.keyword,
        SwiftRules.outletShadowsUIKit,
        ReuseRules.stackArrangedFrame,
        ReuseRules.cellContentView,
        ReuseRules.cellHeight,
        ReuseRules.cellProperties,
        ReuseRules.nestedCell,
        ReuseRules.composedViewBase,
        ReuseRules.actionShadowsUIKit,
    ]

    /// `Docs/Rules.md`: a table of every rule's id, severity and summary.
    public static func markdown() -> String {
        var text = """
            # Lint rules

            <!-- Generated from Sources/NMViewLint/Rules by `nmview rules --markdown`; do not edit. -->

            Beyond the schema (`schema.*` findings, see [Format.md](Format.md)), `nmview lint` checks
            each document with these rules. Errors fail a run; warnings fail it with `--strict`.

            | id | severity | what it catches |
            | --- | --- | --- |

            """
        for rule in all {
            text += "| `\(rule.id)` | \(rule.severity.rawValue) | \(rule.summary) |\n"
        }
        return text
    }
}
