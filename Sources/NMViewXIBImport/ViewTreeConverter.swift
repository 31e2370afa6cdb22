import NMViewDiagnostics
import NMViewModel

/// Converts one top-level view element and its subviews into a layout's primary tree: ids,
/// classes, frames, masks, properties and actions, with a warning for whatever stays behind.
struct ViewTreeConverter {
    /// The xib's path, for findings.
    var path: String
    /// Reads each view's properties.
    var reader: XIBPropertyReader
    /// Outlet names of the file's owner and the root view, by the xib id of the view they point at.
    var outletNames: [String: [String]]
    /// Xib ids whose actions the layout's view class receives (the file's owner and the root).
    var actionTargets: Set<String>
    /// The kind of layout the tree is the root of, whose class's own methods actions must not name.
    var kind: DocumentKind
    /// The grid layout managers a view's `layoutManager` outlet may hold.
    var gridManagers: XIBGridManagers
    /// Everything found worth a warning, in the order met.
    var findings: [Diagnostic] = []
    /// What Auto Layout placed, reported once for the layout (``reportConstraintSummaries()``).
    var constraintSummary = ConstraintSummary()
    private var namer = IdentifierNamer()
    /// Ids made from class names, by class (`UILabel` → `label`), since a xib has many views of few classes.
    private var classIdentifiers: [String: String] = [:]
    /// Outlet names kept, in the order their views appear.
    private(set) var outlets: [String] = []
    /// Where each written id came from in the xib.
    private(set) var sources: [String: XIBImport.ViewSource] = [:]

    /// A converter for one layout.
    init(
        path: String, reader: XIBPropertyReader, outletNames: [String: [String]], actionTargets: Set<String>,
        kind: DocumentKind = .view, gridManagers: XIBGridManagers = XIBGridManagers(objects: [], path: "")
    ) {
        self.path = path
        self.kind = kind
        self.gridManagers = gridManagers
        self.reader = reader
        self.outletNames = outletNames
        self.actionTargets = actionTargets
    }

    /// The root node: the view itself, with its subviews other than those in `skipping`.
    mutating func convertRoot(_ element: XIBElement, skipping: Set<Int> = []) -> ViewNode {
        let subviews = Self.subviews(of: element).enumerated().filter { !skipping.contains($0.offset) }.map(\.element)
        // Without outlets there is nothing to reserve, and no need to list every view of the tree.
        if !outletNames.isEmpty {
            namer.reserve(subviews.flatMap(Self.tree).compactMap { $0["id"].flatMap { outletNames[$0]?.first } })
        }
        var root = ViewNode()
        root.properties = reader.properties(of: element, className: "UIView", isRoot: true, findings: &findings)
        reportStructure(of: element)
        _ = actions(of: element, id: "root")
        readSemanticContent(of: element, into: &root)
        root.subviews = subviews.map { convert($0) }
        reportConstraintSummaries()
        return root
    }

    /// A template: `element` converted as a subview is, without an id (each copy takes its own)
    /// and at the origin, with no mask (a copy is placed by the node that names it).
    mutating func convertTemplate(_ element: XIBElement) -> ViewNode {
        var node = convert(element)
        node.id = nil
        node.frame = node.frame.map { Rect(x: 0, y: 0, width: $0.width, height: $0.height) }
        node.autoresizing = nil
        reportConstraintSummaries()
        return node
    }

    /// The subview elements of `element`, back to front.
    static func subviews(of element: XIBElement) -> [XIBElement] {
        element.child(named: "subviews")?.children ?? []
    }

    /// `element` and every view below it, in document order.
    static func tree(_ element: XIBElement) -> [XIBElement] {
        [element] + subviews(of: element).flatMap(tree)
    }

    private mutating func convert(_ element: XIBElement) -> ViewNode {
        let className = XIBClassMap.className(of: element)
        var node = ViewNode(id: identifier(for: element, className: className))
        node.viewClass = className == ViewNode.viewClassDefault ? nil : className
        node.baseClass = XIBClassMap.baseClass(of: element)
        node.frame = element.child(key: "frame", named: "rect").flatMap(Self.rect)
        node.autoresizing = element.child(named: "autoresizingMask").map(Self.mask)
        node.omitFromLayouts = XIBClassMap.omitsFromLayouts(element)
        node.grid = gridManagers.grid(heldBy: element)
        readSemanticContent(of: element, into: &node)
        // A view IB gave a fixed frame keeps it and its mask, which the importer writes.
        if element["translatesAutoresizingMaskIntoConstraints"] == "NO", element["fixedFrame"] != "YES" {
            constraintSummary.positioned.append((node, location(element)))
        }
        if !XIBClassMap.isView(element) {
            findings.append(
                .warning(XIBDiagnosticID.unsupportedProperty, "'\(element.name)' is not a view the importer knows: written as '\(className)'", at: location(element)))
        }
        node.properties = reader.properties(
            of: element, className: node.baseClass ?? className, isRoot: false, findings: &findings)
        node.actions = actions(of: element, id: node.id ?? element.name, of: node)
        reportStructure(of: element)
        node.subviews = Self.subviews(of: element).map { convert($0) }
        return node
    }

    /// IB's Semantic menu: content that never flips is what `mirrors: false` says; forced right
    /// to left the format cannot say.
    private mutating func readSemanticContent(of element: XIBElement, into node: inout ViewNode) {
        switch element["semanticContentAttribute"] {
        case "forceLeftToRight", "playback", "spatial": node.mirrors = false
        case "forceRightToLeft":
            findings.append(
                .warning(
                    XIBDiagnosticID.unsupportedProperty,
                    "'\(node.id ?? element.name)' is forced right to left (semanticContentAttribute), which the format cannot say: it follows the language",
                    at: location(element)))
        default: break
        }
    }

    /// The id a view of `className` gets without a better name, worked out once per class.
    private mutating func classIdentifier(_ className: String) -> String {
        if let known = classIdentifiers[className] { return known }
        let made = IdentifierNamer.identifier(forClass: className)
        classIdentifiers[className] = made
        return made
    }

    /// The id for `element`: its outlet's name, else its label's, else its class's, unique.
    private mutating func identifier(for element: XIBElement, className: String) -> String {
        let xibID = element["id"] ?? ""
        if let names = outletNames[xibID], let name = names.first {
            outlets.append(name)
            sources[name] = XIBImport.ViewSource(xibID: xibID, location: location(element), isNamed: true)
            for extra in names.dropFirst() {
                findings.append(
                    .warning(
                        XIBDiagnosticID.connection,
                        "the outlet '\(extra)' points at the same view as '\(name)': only '\(name)' is kept",
                        at: location(element)))
            }
            return name
        }
        let label = element["userLabel"].flatMap(IdentifierNamer.identifier(from:))
        let id = namer.unique(label ?? classIdentifier(className))
        sources[id] = XIBImport.ViewSource(xibID: xibID, location: location(element), isNamed: label == id)
        return id
    }

    func location(_ element: XIBElement) -> SourceLocation {
        SourceLocation(file: path, line: element.line, column: element.column)
    }

    static func rect(_ element: XIBElement) -> Rect? {
        guard let x = element["x"].flatMap(XIBNumber.parse), let y = element["y"].flatMap(XIBNumber.parse),
            let width = element["width"].flatMap(XIBNumber.parse), let height = element["height"].flatMap(XIBNumber.parse)
        else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }

    static func mask(_ element: XIBElement) -> AutoresizingMask {
        // Over the few attributes IB writes, rather than a lookup for each of the six flags.
        element.attributes.reduce(into: AutoresizingMask()) { mask, attribute in
            if attribute.value == "YES", let flag = maskFlags[attribute.key] { mask.insert(flag) }
        }
    }

    /// IB's name for each autoresizing flag.
    private static let maskFlags: [String: AutoresizingMask] = [
        "flexibleMinX": .flexibleLeftMargin, "widthSizable": .flexibleWidth, "flexibleMaxX": .flexibleRightMargin,
        "flexibleMinY": .flexibleTopMargin, "heightSizable": .flexibleHeight, "flexibleMaxY": .flexibleBottomMargin,
    ]
}
