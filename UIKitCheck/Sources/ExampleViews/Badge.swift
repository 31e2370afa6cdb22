import NMViewUIKit

/// The shipped badge: one label and no actions, so only outlets and layout names are generated.
final class Badge: NMView {}
