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
        AlternativeLayoutRules.duplicateID,
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
        DirectionRules.mirrorsInFixedLayout,
        TruncationRules.textTruncates,
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
        AccessibilityRules.smallTouchTarget,
        AccessibilityRules.missingLabel,
        AccessibilityRules.duplicateLabel,
        ContrastRules.lowContrast,
    ]

    /// The rules of `group`, in ``all``'s order.
    public static func rules(of group: RuleGroup) -> [LintRule] { all.filter { $0.group == group } }

    /// `Docs/Rules.md`: a table of every rule's id, severity and summary.
    public static func markdown() -> String {
        var text = """
            # Lint rules

            <!-- Generated from Sources/NMViewLint/Rules by `nmview rules --markdown`; do not edit. -->

            Beyond the schema (`schema.*` findings, see [Format.md](Format.md)), `nmview lint` checks
            each document with these rules. Errors fail a run; warnings fail it with `--strict`.
            `nmview lint --disable NAME` turns off a rule by its id, or a group of rules by the group's
            name.

            | id | group | severity | what it catches |
            | --- | --- | --- | --- |

            """
        for rule in all {
            text += "| `\(rule.id)` | \(rule.group.map { "`\($0.rawValue)`" } ?? "") | \(rule.severity.rawValue) | \(rule.summary) |\n"
        }
        text += "\n## Groups\n\n| group | what its rules check |\n| --- | --- |\n"
        for group in RuleGroup.allCases {
            text += "| `\(group.rawValue)` | \(group.summary) |\n"
        }
        return text
    }
}
