import NMViewUIKit
import UIKit

/// The shipped badge: one label and no actions, so only outlets and layout names are generated.
final class Badge: NMView {}

/// The badge's count: a label class of the app's own, which the layout writes with `base: UILabel`,
/// so the generated code holds it to being one.
final class InsetLabel: UILabel {}
