import NMViewModel

/// Something in a layout that the app could not honour. A DEBUG build shows it in a red box over
/// the view it concerns (as nicklockwood/Layout does), never a crash and never a silent change;
/// a release build logs it once.
public enum HostProblem: Sendable, Hashable {
    /// No class of that name could be found, so a plain view stands in for it.
    case classNotFound(className: String, viewID: String?, layout: String)
    /// The host class has no method for an action.
    case actionNotFound(method: String, event: String, viewID: String?, layout: String)
    /// A view has actions but is not a control, so nothing can send them.
    case actionsOnNonControl(className: String, viewID: String?, layout: String)
    /// No font of that PostScript name is installed, so the view keeps its own font.
    case fontNotFound(name: String, viewID: String?, layout: String)
    /// No colour set of that name is in the asset catalogs of the bundle the app looks colours up
    /// in (`NMView.colorBundle`, the main bundle unless set), so the view keeps its colour for
    /// that property.
    case colorNotFound(name: String, property: String, viewID: String?, layout: String)
    /// Code generated from a layout asked for an outlet that the layout in use does not have, or
    /// has with another class (`foundClass`): the layout was changed after the code was
    /// generated, or its class was not found. The code gets a stand-in that is not on screen.
    case outletNotFound(id: String, className: String, foundClass: String?, layout: String)
    /// The layout's `kind` is not what the class that loaded it is (a cell's layout loaded by a
    /// view controller): its views are built anyway, but lint checked it for the wrong owner.
    case kindMismatch(expected: DocumentKind, found: DocumentKind, layout: String)
    /// A custom class is not what its layout treats it as (its `base`, UIView when none is
    /// written): the device made a view whose most derived declared class is `found`, and either
    /// it is not a kind of `declared`, so properties the file sets were not set, or it is a stack
    /// view, which arranges the subviews that lint, the preview and the engine placed by frames.
    case baseMismatch(className: String, declared: String, found: String, viewID: String?, layout: String)

    /// The problem of a layout of `found` kind loaded by a class that is `expected`, if any.
    public static func kind(_ found: DocumentKind, loadedAs expected: DocumentKind, layout: String) -> HostProblem? {
        found == expected ? nil : .kindMismatch(expected: expected, found: found, layout: layout)
    }

    /// The problem of a view of custom class `className`, declared as a `declared` in its layout,
    /// that the device made as a `found` (its most derived declared class), if any. A class more
    /// derived than its layout says is none, unless it is a stack view: a UIButton subclass
    /// written as a plain view still gets every property the file sets, and draws more.
    public static func base(
        of className: String, declared: String, found: String, viewID: String?, layout: String
    ) -> HostProblem? {
        let unmet = !KitClass.isKind(found, of: declared)
        let arranges = found != declared && found == CompiledLayout.stackViewClass
        guard unmet || arranges else { return nil }
        return .baseMismatch(className: className, declared: declared, found: found, viewID: viewID, layout: layout)
    }

    /// What the red box and the log say.
    public var message: String {
        switch self {
        case .classNotFound(let className, let viewID, let layout):
            return "class '\(className)' of \(Self.describe(viewID)) in \(Self.file(layout)) was not found; "
                + "register it with NMView.register(\(className).self) or write it with its module (MyModule.\(className))"
        case .actionNotFound(let method, let event, let viewID, let layout):
            let names = ActionSelector.candidates(for: method).map { "'\($0)'" }.joined(separator: " or ")
            return "'\(layout)' has no method \(names) for the \(event) action of \(Self.describe(viewID)) "
                + "in \(Self.file(layout)); add @objc func \(method.split(separator: ":").first ?? "")(_ sender: UIControl)"
        case .actionsOnNonControl(let className, let viewID, let layout):
            return "\(Self.describe(viewID)) in \(Self.file(layout)) has actions but its class '\(className)' is not a UIControl"
        case .fontNotFound(let name, let viewID, let layout):
            return "font '\(name)' of \(Self.describe(viewID)) in \(Self.file(layout)) is not installed; "
                + "add it to the app and to UIAppFonts in Info.plist, or use a system font"
        case .colorNotFound(let name, let property, let viewID, let layout):
            return "colour '\(name)' for \(property) of \(Self.describe(viewID)) in \(Self.file(layout)) is not in the asset "
                + "catalogs of NMView.colorBundle; add a colour set of that name to the app's asset catalog, "
                + "or set NMView.colorBundle to the bundle that has it"
        case .outletNotFound(let id, let className, let foundClass, let layout):
            let found = foundClass.map { "is a \($0) in \(Self.file(layout)), not a \(className)" }
                ?? "is not in \(Self.file(layout))"
            return "outlet '\(id)' \(found), so its code was given a stand-in that is not on screen; "
                + "generate \(layout)+Layout.swift again from the layout the app bundles"
        case .baseMismatch(let className, let declared, let found, let viewID, let layout):
            let view = "class '\(className)' of \(Self.describe(viewID)) in \(Self.file(layout))"
            if KitClass.isKind(found, of: declared) {
                return "\(view) is a \(found), which arranges its subviews, but its layout treats it as a "
                    + "\(declared), so lint and the preview placed them by their frames; write base: \(found) beside its class"
            }
            let instead = found == ViewNode.viewClassDefault ? "remove its base" : "write base: \(found)"
            return "\(view) is not a \(declared), as its layout's base says, so \(declared)'s properties were not "
                + "set on it; make \(className) a subclass of \(declared), or \(instead)"
        case .kindMismatch(let expected, let found, let layout):
            return "\(Self.file(layout)) is a layout of kind \(found.rawValue), but \(layout) loads it as a "
                + "\(expected.rawValue); set kind: \(expected.rawValue) in its layout file, or change the class's base class"
        }
    }

    private static func describe(_ viewID: String?) -> String {
        viewID.map { "view '\($0)'" } ?? "a view without an id"
    }

    private static func file(_ layout: String) -> String { "\(layout).layout.json" }
}
