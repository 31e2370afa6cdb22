/// A set of rules about one concern, which `nmview lint --disable GROUP` turns off together.
public enum RuleGroup: String, CaseIterable, Sendable {
    /// Whether people who use VoiceOver, larger touch targets or more contrast can use the layout:
    /// the audit Xcode's Accessibility Inspector runs on a device, done on the file.
    case accessibility

    /// One sentence: what the group's rules have in common.
    public var summary: String {
        switch self {
        case .accessibility:
            "Whether everyone can use the layout: touch targets, what VoiceOver reads, and contrast."
        }
    }
}
