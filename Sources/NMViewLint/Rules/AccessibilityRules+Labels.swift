import NMViewDiagnostics
import NMViewModel

/// What VoiceOver reads: a control or element with nothing to read, and two controls it reads alike.
extension AccessibilityRules {
    static let missingLabel = LintRule(
        "rule.missing-accessibility-label", .warning,
        "A view VoiceOver reaches with nothing to read for it: a button without a title (an image-only button), a switch or slider, or a view written as an accessibility element (an image view), without an accessibilityLabel.",
        group: .accessibility
    ) { rule, context in
        unlabelledViews(context.accessibility).map { found in
            rule.finding(found.message, at: location(of: found.view, property: "accessibilityLabel", context: context))
        }
    }

    /// The views VoiceOver reaches with nothing to read, each with the finding's message.
    static func unlabelledViews(_ scene: AccessibilityScene) -> [(view: Int, message: String)] {
        var found: [(view: Int, message: String)] = []
        for index in scene.kitClasses.indices where scene.reachable[index] && scene.isElement[index] {
            guard scene.spokenLabels[index] == nil, let reason = unlabelled(kitClass: scene.kitClasses[index]) else { continue }
            found.append((index, "\(subject(index, scene: scene)) \(reason)"))
        }
        return found
    }

    /// Why an element without a label is a problem, and how to fix it; nil for a view whose
    /// content VoiceOver reads (a label's text, a text field's text or placeholder, a segmented
    /// control's segments).
    private static func unlabelled(kitClass: String) -> String? {
        switch kitClass {
        case "UIButton":
            return "has no title and no 'accessibilityLabel', so VoiceOver reads only \"button\" or a guess from its image's name; add an 'accessibilityLabel' that says what it does, such as 'Close'"
        case "UISwitch":
            return "has no 'accessibilityLabel', so VoiceOver reads only \"switch button, off\", not what it turns on; add an 'accessibilityLabel' that names the setting"
        case "UISlider":
            return "has no 'accessibilityLabel', so VoiceOver reads only its value, not what it adjusts; add an 'accessibilityLabel' that names it"
        case "UILabel", "UITextView", "UITextField", "UISegmentedControl":
            return nil
        default:
            return "is an accessibility element without an 'accessibilityLabel', so VoiceOver stops on it with nothing to read; add an 'accessibilityLabel' that describes it, or set 'accessibilityElement: false' if it is decoration"
        }
    }

    static let duplicateLabel = LintRule(
        "rule.duplicate-accessibility-label", .warning,
        "Two controls VoiceOver reaches with the same accessibility label (a button's defaults to its title; localized texts compare by key and table, others by text), which VoiceOver users cannot tell apart.",
        group: .accessibility
    ) { rule, context in
        let scene = context.accessibility
        return alikeControls(scene).map { found in
            let property = scene.node(found.view)[.accessibilityLabel] != nil ? "accessibilityLabel" : "title"
            return rule.finding(
                found.message, at: location(of: found.view, property: property, context: context),
                notes: [
                    Diagnostic.Note(
                        "the first control with this label", at: location(of: found.first, property: nil, context: context))
                ])
        }
    }

    /// Each control VoiceOver reaches whose label an earlier one has, with that earlier one and
    /// the finding's message.
    static func alikeControls(_ scene: AccessibilityScene) -> [(view: Int, first: Int, message: String)] {
        // The first control of each label, by what tells labels apart.
        var first: [LabelIdentity: Int] = [:]
        var found: [(view: Int, first: Int, message: String)] = []
        for index in scene.kitClasses.indices
        where scene.spokenLabels[index] != nil && ViewNode.controlClasses.contains(scene.kitClasses[index]) {
            // A label is kept only for the elements VoiceOver reaches.
            guard let label = scene.spokenLabels[index] else { continue }
            let identity = LabelIdentity(label)
            guard let earlier = first[identity] else {
                first[identity] = index
                continue
            }
            found.append(
                (index, earlier,
                 "\(subject(index, scene: scene)) has the accessibility label \(identity.described), as \(subject(earlier, scene: scene)) does, so VoiceOver users hear two controls alike and cannot tell which does what; give each an 'accessibilityLabel' that says what it does"))
        }
        return found
    }

    /// What tells two labels apart: a localized text's key and table (what the device looks up),
    /// a verbatim text's characters.
    struct LabelIdentity: Hashable {
        let localized: Bool
        let text: String
        let table: String

        init(_ label: TextValue) {
            switch label {
            case .verbatim(let text): (localized, self.text, table) = (false, text, "")
            case .localized(let localized): (self.localized, text, table) = (true, localized.key, localized.table)
            }
        }

        /// `'Follow'`, or `'profile.follow' in table 'Profile'` for a localized text.
        var described: String {
            guard localized else { return "'\(text)'" }
            return table == LocalizedText.defaultTable ? "key '\(text)'" : "key '\(text)' of table '\(table)'"
        }
    }
}
