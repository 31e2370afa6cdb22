import NMViewDiagnostics
import NMViewModel

/// The original NMView's grid layout managers among a xib's top-level objects
/// (`<customObject customClass="NMGridLayoutManager">`, an `IBUICustomObject` in the archive
/// format), which a `layoutManager` outlet hands to the File's Owner's view or to a view of the
/// tree: each becomes the `grid` of that view.
struct XIBGridManagers {
    /// The class of the original's grid layout manager.
    static let managerClass = "NMGridLayoutManager"
    /// The outlet NMView and its views held their layout manager by.
    static let outletName = "layoutManager"

    /// Each manager's grid, by xib id.
    private(set) var grids: [String: GridLayout] = [:]
    /// What a manager sets that the format has no place for.
    private(set) var findings: [Diagnostic] = []

    /// The managers among `objects`, with their runtime attributes read.
    init(objects: [XIBElement], path: String) {
        for object in objects where object["customClass"] == Self.managerClass {
            guard let id = object["id"] else { continue }
            var grid = GridLayout()
            for attribute in object.child(named: "userDefinedRuntimeAttributes")?.children ?? [] {
                let keyPath = attribute["keyPath"] ?? ""
                let index = (attribute["value"] ?? attribute.child(key: "value")?["value"]).flatMap(Int.init) ?? -1
                // The original's enums in declaration order (NMGridLayoutManager.h), which the
                // format's cases follow: NMGridLayoutDirectionLeftToRightTopToBottom is 0, …
                switch keyPath {
                case "direction" where GridLayout.Direction.allCases.indices.contains(index):
                    grid.direction = GridLayout.Direction.allCases[index]
                case "extension" where GridLayout.Extension.allCases.indices.contains(index):
                    grid.extension = GridLayout.Extension.allCases[index]
                case "extensionDirection" where GridLayout.ExtensionDirection.allCases.indices.contains(index):
                    grid.extensionDirection = GridLayout.ExtensionDirection.allCases[index]
                default:
                    findings.append(
                        .warning(
                            XIBDiagnosticID.runtimeAttributes,
                            "the grid layout manager's runtime attribute '\(keyPath)' is not carried over: the format's grid has direction, extension and extensionDirection from a layout manager",
                            at: SourceLocation(file: path, line: attribute.line, column: attribute.column)))
                }
            }
            grids[id] = grid
        }
    }

    /// The grid `element`'s `layoutManager` outlet hands it, if any.
    func grid(heldBy element: XIBElement) -> GridLayout? {
        let outlets = element.child(named: "connections")?.children ?? []
        return outlets.lazy.compactMap { outlet in
            outlet.name == "outlet" && outlet["property"] == Self.outletName ? outlet["destination"].flatMap { grids[$0] } : nil
        }.first
    }

    /// Whether `outlet` is a `layoutManager` outlet to one of the managers, which the grid carries.
    func isManagerOutlet(_ outlet: XIBElement) -> Bool {
        outlet["property"] == Self.outletName && outlet["destination"].map { grids[$0] != nil } == true
    }
}
