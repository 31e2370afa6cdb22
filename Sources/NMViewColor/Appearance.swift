/// Light or dark, as a trait collection's user interface style: which of its two values a
/// dynamic system colour (label, systemBackground, systemBlue…) resolves to.
public enum Appearance: String, Sendable, Hashable, CaseIterable {
    /// The light style, iOS's default.
    case light
    /// The dark style.
    case dark
}
