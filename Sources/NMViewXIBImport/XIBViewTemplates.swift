import NMViewDiagnostics

/// The original NMView's view templates: a File's Owner outlet (`itemTemplate`) to a top-level
/// view after the first, which the view copies at run time. For an NMView owner (the File's
/// Owner is the first view's own class, as when a view loads its own nib) the view becomes a
/// template of the first layout named after the outlet; for any other owner it stays a layout
/// of its own, named after the outlet, and is reported.
struct XIBViewTemplates {
    /// The top-level views that become layouts, in order.
    private(set) var layouts: [XIBElement] = []
    /// The views that become templates of the first layout, with the outlet that names each.
    private(set) var templates: [(name: String, view: XIBElement)] = []
    /// The outlet holding each view that stays a layout, by xib id, to name the layout.
    private(set) var outletNames: [String: String] = [:]
    /// The reports for views that stay layouts.
    private(set) var findings: [Diagnostic] = []

    init(owners: [XIBElement], primaries: [XIBElement], path: String) {
        guard let first = primaries.first else { return }
        layouts = [first]
        var held: [String: String] = [:]
        for owner in owners {
            for outlet in owner.child(named: "connections")?.children ?? [] where outlet.name == "outlet" {
                if let destination = outlet["destination"], let property = outlet["property"], held[destination] == nil {
                    held[destination] = property
                }
            }
        }
        let ownerClass = owners.first?["customClass"]
        let isNMViewOwner = ownerClass != nil && ownerClass == first["customClass"]
        for view in primaries.dropFirst() {
            guard let outlet = view["id"].flatMap({ held[$0] }) else {
                layouts.append(view)
                continue
            }
            if isNMViewOwner {
                templates.append((outlet, view))
                continue
            }
            layouts.append(view)
            outletNames[view["id"] ?? ""] = outlet
            findings.append(
                .warning(
                    XIBDiagnosticID.connection,
                    "the File's Owner's outlet '\(outlet)' holds this top-level view, written as a layout of its own: it is a template of the first view's layout only when the File's Owner is that view's class",
                    at: SourceLocation(file: path, line: view.line, column: view.column)))
        }
    }
}
