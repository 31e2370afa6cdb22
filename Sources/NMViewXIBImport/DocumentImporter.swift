import NMViewDiagnostics
import NMViewModel

/// Imports a current-format `<document>`: finds the top-level views and the original NMView's
/// alternative layouts among them, the outlets of the file's owner, and converts each view.
struct DocumentImporter {
    var path: String
    var root: XIBElement
    var baseName: String
    private var findings: [Diagnostic] = []
    /// The original NMView's grid layout managers among the top-level objects.
    private var gridManagers = XIBGridManagers(objects: [], path: "")

    init(path: String, root: XIBElement, baseName: String) {
        self.path = path
        self.root = root
        self.baseName = baseName
    }

    func location(_ element: XIBElement) -> SourceLocation {
        SourceLocation(file: path, line: element.line, column: element.column)
    }

    mutating func run() throws(Diagnostic) -> XIBImport {
        let objects = root.child(named: "objects")?.children ?? []
        gridManagers = XIBGridManagers(objects: objects, path: path)
        findings += gridManagers.findings
        // A recognizer attached to a view is reported there, once; a grid manager a view holds
        // is its grid.
        var attachedRecognizers: Set<String> = []
        root.forEachInDocumentOrder { element in
            if element.name == "outletCollection", element["property"] == "gestureRecognizers", let id = element["destination"] {
                attachedRecognizers.insert(id)
            } else if element.name == "outlet", gridManagers.isManagerOutlet(element), let id = element["destination"] {
                attachedRecognizers.insert(id)
            }
        }
        var primaries: [XIBElement] = []
        var topLevelAlternatives: [XIBElement] = []
        for object in objects {
            if XIBClassMap.isTopLevelView(object) {
                // As NMView loaded a nib: the first view is the layout, later marked views its alternatives.
                if !primaries.isEmpty, XIBClassMap.isAlternativeLayout(object) {
                    topLevelAlternatives.append(object)
                } else {
                    primaries.append(object)
                }
            } else if !attachedRecognizers.contains(object["id"] ?? "") {
                reportTopLevel(object)
            }
        }
        guard !primaries.isEmpty else {
            throw .error(XIBDiagnosticID.noViews, "the xib has no top-level view to import", at: location(root))
        }
        let owners = objects.filter { $0["placeholderIdentifier"] == "IBFilesOwner" }
        let held = XIBViewTemplates(owners: owners, primaries: primaries, path: path)
        findings += held.findings
        var layouts: [XIBImport.Layout] = []
        var names: Set<String> = []
        for (index, view) in held.layouts.enumerated() {
            let alternatives = index == 0 ? topLevelAlternatives : []
            var layout = try convert(
                view, owners: owners, alternatives: alternatives, index: index, taken: names, outlet: held.outletNames[view["id"] ?? ""])
            if index == 0 { addTemplates(held.templates, to: &layout, owners: owners) }
            names.insert(layout.name)
            layouts.append(layout)
        }
        return XIBImport(layouts: layouts, documentDiagnostics: findings.sorted())
    }

    /// The asset colours the xib defines in `<resources>`, by name.
    private var namedColors: [String: XIBElement] {
        let resources = root.child(named: "resources")?.children ?? []
        return Dictionary(resources.filter { $0.name == "namedColor" }.compactMap { e in e["name"].map { ($0, e) } }) { a, _ in a }
    }

    /// The system symbols the xib's resources list: `<image name="bell.fill" catalog="system" …>`.
    private var systemImages: Set<String> {
        let resources = root.child(named: "resources")?.children ?? []
        return Set(resources.filter { $0.name == "image" && $0["catalog"] == "system" }.compactMap { $0["name"] })
    }

    /// The project's fonts the xib lists: `<customFonts><array key="File.otf"><string>Name</string>…`.
    private var customFonts: [String: String] {
        var fonts: [String: String] = [:]
        for file in root.child(named: "customFonts")?.children ?? [] where file.name == "array" {
            for font in file.children where font.name == "string" { fonts[font.text] = file["key"] ?? "" }
        }
        return fonts
    }

    /// The views the File's Owner's outlets hold, as the first layout's templates named after
    /// the outlets, converted as subviews are but without an id, at the origin.
    private mutating func addTemplates(_ templates: [(name: String, view: XIBElement)], to layout: inout XIBImport.Layout, owners: [XIBElement]) {
        guard !templates.isEmpty else { return }
        var converter = ViewTreeConverter(
            path: path, reader: XIBPropertyReader(path: path, namedColors: namedColors, customFonts: customFonts, systemImages: systemImages),
            outletNames: [:], actionTargets: Set(owners.compactMap { $0["id"] }), gridManagers: gridManagers)
        for (name, view) in templates { layout.document.templates[name] = converter.convertTemplate(view) }
        findings += converter.findings
    }

    private mutating func convert(
        _ view: XIBElement, owners: [XIBElement], alternatives: [XIBElement], index: Int, taken: Set<String>, outlet: String? = nil
    ) throws(Diagnostic) -> XIBImport.Layout {
        let name = viewName(view, index: index, taken: taken, outlet: outlet)
        guard let size = designSize(of: view) else {
            throw .error(XIBDiagnosticID.noSize, "the view '\(name)' has neither a frame nor a freeform size", at: location(view))
        }
        // The format's design size is more than 0 each way (the xib fuzzer found a root 0 high,
        // which the importer wrote and lint refused).
        guard size.isUsableDesignSize else {
            throw .error(
                XIBDiagnosticID.noSize,
                "the view '\(name)' is \(YAMLText.number(size.width)) × \(YAMLText.number(size.height)) points: a layout's design size is more than 0 each way",
                at: location(view))
        }
        // A cell's layout is its content view; the cell owns the outlets and actions as a view does.
        let cell = XIBCell(view)
        let content = cell?.contentView ?? XIBClassMap.withoutWindowAttributes(view)
        let rootIDs = Set([view["id"], content["id"]].compactMap { $0 })
        let sources = owners + [view]
        var outletNames: [String: [String]] = [:]
        for source in sources {
            for outlet in source.child(named: "connections")?.children ?? [] where outlet.name == "outlet" {
                guard let property = outlet["property"], let destination = outlet["destination"], !rootIDs.contains(destination),
                    !gridManagers.isManagerOutlet(outlet)
                else { continue }
                outletNames[destination, default: []].append(property)
            }
        }
        let targets = Set(sources.compactMap { $0["id"] })
        var converter = ViewTreeConverter(
            path: path, reader: XIBPropertyReader(
                path: path, namedColors: namedColors, customFonts: customFonts, systemImages: systemImages), outletNames: outletNames,
            actionTargets: targets, kind: cell?.kind ?? .view, gridManagers: gridManagers)
        // NMViewLayoutView subviews of the root are alternatives too, not views of the layout.
        let innerAlternatives = ViewTreeConverter.subviews(of: content).enumerated().filter {
            $0.element["customClass"] == XIBClassMap.layoutViewClass
        }
        var rootNode = converter.convertRoot(content, skipping: Set(innerAlternatives.map(\.offset)))
        rootNode.grid = owners.lazy.compactMap(gridManagers.grid(heldBy:)).first ?? gridManagers.grid(heldBy: view)
        if rootNode.grid != nil, !(alternatives.isEmpty && innerAlternatives.isEmpty) {
            findings.append(
                .warning(
                    XIBDiagnosticID.unsupportedProperty,
                    "'\(name)' has a grid layout manager and alternative layouts: the original NMView ignored the alternatives when a nib set a layout manager; here the grid places the views in each alternative too",
                    at: location(view)))
        }
        var safeAreas = XIBSafeArea(path: path, document: root)
        let safeArea = safeAreas.insets(of: view, size: size, describing: "'\(name)'")
        var document = LayoutDocument(viewClass: name, size: size, safeArea: safeArea, root: rootNode, outlets: converter.outlets)
        var cellFindings: [Diagnostic] = []
        if let cell {
            document.kind = cell.kind
            document.cell = cell.properties().cell
            _ = converter.actions(of: view, id: name)
            cellFindings += [cell.lostPropertiesWarning(path: path)].compactMap { $0 }
        }
        var builder = AlternativeLayoutBuilder(path: path)
        for alternative in alternatives + innerAlternatives.map(\.element) {
            let altSize = alternative.child(key: "frame", named: "rect").flatMap(ViewTreeConverter.rect)?.size
            let altName = AlternativeLayoutBuilder.name(for: alternative, size: altSize, taken: Set(document.layouts.map(\.name)))
            guard var layout = builder.layout(named: altName, from: alternative, primary: rootNode) else { continue }
            layout.safeArea = safeAreas.insets(
                of: alternative, size: layout.size, describing: "the alternative layout '\(altName)'", implied: safeArea != nil)
            document.layouts.append(layout)
        }
        XIBSafeArea.markFullBleedViews(in: &document)
        let diagnostics = (converter.findings + builder.findings + safeAreas.findings + cellFindings).sorted()
        return XIBImport.Layout(
            name: name, document: document, location: location(view), diagnostics: diagnostics, views: converter.sources)
    }

    /// The design size: the root's stored frame, else its freeform size.
    private func designSize(of view: XIBElement) -> Size? {
        if let frame = view.child(key: "frame", named: "rect").flatMap(ViewTreeConverter.rect) { return frame.size }
        let freeform = view.child(key: "freeformSize", named: "size")
            ?? view.child(named: "simulatedMetricsContainer")?.child(key: "freeformSize", named: "size")
        guard let freeform, let width = freeform["width"].flatMap(Double.init), let height = freeform["height"].flatMap(Double.init)
        else { return nil }
        return Size(width: width, height: height)
    }

    /// The view class a top-level view stands for: its custom class, its label, the File's
    /// Owner's outlet that holds it, or the xib's name.
    private func viewName(_ view: XIBElement, index: Int, taken: Set<String>, outlet: String?) -> String {
        // A window's class is UIWindow's or a subclass of it, which a layout's view class cannot be.
        let custom = view.name == "window" ? nil : view["customClass"].flatMap { $0 == XIBClassMap.layoutViewClass ? nil : $0 }
        let base = custom ?? view["userLabel"].flatMap(IdentifierNamer.typeName(from:))
            ?? outlet.flatMap(IdentifierNamer.typeName(from:)) ?? IdentifierNamer.typeName(from: baseName) ?? "View"
        return IdentifierNamer.unique(base, avoiding: taken)
    }

    /// Top-level objects that are not views: placeholders pass, the rest is reported.
    private mutating func reportTopLevel(_ object: XIBElement) {
        if object.name == "placeholder" { return }
        let (id, what): (DiagnosticID, String) =
            if XIBClassMap.cellElements.contains(object.name) {
                (XIBDiagnosticID.cells, "the '\(object.name)' is not imported: the format has no kind for it")
            } else if object.name.hasSuffix("GestureRecognizer") {
                (XIBDiagnosticID.gestureRecognizer, "the gesture recognizer '\(object.name)' is not carried over: add it in code")
            } else {
                (
                    XIBDiagnosticID.unsupportedProperty,
                    "the top-level object '\(object.name)'\(object["customClass"].map { " ('\($0)')" } ?? "") is not carried over"
                )
            }
        findings.append(.warning(id, what, at: location(object)))
    }
}
