import NMViewDiagnostics

/// Reads the archive format of Xcode 3 and 4 by translating it into the current format's element
/// tree, each element keeping the position of the archive object it came from, so that one
/// importer maps both and every finding still points into the file the user has.
struct ArchiveTranslator {
    var path: String
    var root: XIBElement
    private let values: ArchiveValues

    /// Archive versions this translator was written against (Xcode 3.2 to 4.6).
    static let knownVersions: Set<String> = ["7.02", "7.03", "7.10", "8.00"]

    init(path: String, root: XIBElement) {
        self.path = path
        self.root = root
        values = ArchiveValues(root: root)
    }

    /// The equivalent `<document>`.
    func translate() throws(Diagnostic) -> XIBElement {
        guard let version = root["version"], Self.knownVersions.contains(version) else {
            throw .error(
                XIBDiagnosticID.archiveVersion,
                "unknown archive version '\(root["version"] ?? "")': known are \(Self.knownVersions.sorted().map { "'\($0)'" }.joined(separator: ", "))",
                at: SourceLocation(file: path, line: root.line, column: root.column))
        }
        let data = root.child(named: "data") ?? root
        let container = data.child(key: "IBDocument.Objects")
        let records = ArchiveRecords(container: container, values: values)
        let rootObjects = data.child(key: "IBDocument.RootObjects").map(ArchiveValues.items) ?? []
        var objects: [XIBElement] = []
        var placed = PlacedViews()
        for object in rootObjects.map(values.resolve) {
            if object["class"] == "IBProxyObject" {
                if values.text("IBProxiedObjectIdentifier", in: object) == "IBFilesOwner" {
                    objects.append(owner(object, records: records))
                }
            } else if ArchiveViewMapping(values: values).isView(object) {
                objects.append(try view(object, reachedAt: object, records: records, placed: &placed))
            } else {
                objects.append(otherObject(object, records: records))
            }
        }
        return XIBElement(
            name: "document", attributes: ["type": XIBDocumentReader.cocoaTouchXIB],
            children: [XIBElement(name: "objects", children: objects, line: root.line, column: root.column)],
            line: root.line, column: root.column)
    }

    /// The file's owner as a placeholder with its custom class and outlets.
    private func owner(_ object: XIBElement, records: ArchiveRecords) -> XIBElement {
        var attributes = ["placeholderIdentifier": "IBFilesOwner", "id": "-1"]
        attributes["customClass"] = records.customClass(of: object)
        let outlets = Self.outletElements(records.outlets(from: object))
        return XIBElement(
            name: "placeholder", attributes: attributes,
            children: [XIBElement(name: "connections", children: outlets, line: object.line, column: object.column)],
            line: object.line, column: object.column)
    }

    /// `<outlet>` elements for `outlets`, at their connection records.
    private static func outletElements(_ outlets: [ArchiveRecords.Outlet]) -> [XIBElement] {
        outlets.map { outlet in
            XIBElement(name: "outlet", attributes: ["property": outlet.name, "destination": outlet.destination], line: outlet.line, column: outlet.column)
        }
    }

    /// A top-level object that is not a view (an app delegate, a layout manager, a view
    /// controller) as the element the current format has for it, which the importer reports; it
    /// keeps its id and custom class, which outlets name.
    private func otherObject(_ object: XIBElement, records: ArchiveRecords) -> XIBElement {
        let archiveClass = object["class"] ?? "NSObject"
        let bare = archiveClass.hasPrefix("IBUI") ? archiveClass.dropFirst(4) : Substring(archiveClass)
        var attributes = ["id": object["id"] ?? ""]
        attributes["customClass"] = records.customClass(of: object)
        return XIBElement(
            name: bare.prefix(1).lowercased() + bare.dropFirst(), attributes: attributes, line: object.line, column: object.column)
    }

    /// The archive objects already made into views, by id, with where each was reached.
    ///
    /// `NSSubviews` lists its views by reference, so a damaged archive can name a view inside
    /// itself (the xib fuzzer's: the import recursed until the stack overflowed) or in two
    /// superviews (which copies, and nests, multiply). A view has one superview: a second
    /// appearance is refused.
    private struct PlacedViews {
        var first: [String: XIBElement] = [:]
    }

    /// A view object and its subviews as current-format elements; `reached` is the element that
    /// names it there (the object itself, or a `<reference>` to it).
    private func view(
        _ object: XIBElement, reachedAt reached: XIBElement, records: ArchiveRecords, placed: inout PlacedViews
    ) throws(Diagnostic) -> XIBElement {
        if let id = object["id"] {
            if let earlier = placed.first[id] {
                throw .error(
                    XIBDiagnosticID.duplicateID,
                    "the view '\(id)' is placed again here, as a subview of a second view or of itself: a view has one superview",
                    at: SourceLocation(file: path, line: reached.line, column: reached.column),
                    notes: [
                        .init("it is placed here first", at: SourceLocation(file: path, line: earlier.line, column: earlier.column)),
                        .init("open the file in Interface Builder, which repairs it"),
                    ])
            }
            placed.first[id] = reached
        }
        let archiveClass = object["class"] ?? "IBUIView"
        let elementName = ArchiveViewMapping.elementName(for: archiveClass)
        var element = XIBElement(
            name: elementName ?? "view", attributes: ["id": object["id"] ?? ""], line: object.line, column: object.column)
        if elementName == nil {
            element.attributes["customClass"] = archiveClass.hasPrefix("IBUI") ? "UI" + archiveClass.dropFirst(4) : archiveClass
        }
        element.attributes["customClass"] = records.customClass(of: object) ?? element.attributes["customClass"]
        element.attributes["userLabel"] = records.label(of: object)
        ArchiveViewMapping(values: values).translateGeometry(of: object, into: &element)
        ArchiveViewMapping(values: values).translateProperties(of: object, into: &element)
        let subviews = values.value("NSSubviews", in: object).map(ArchiveValues.items) ?? []
        // A cell lists its content view among its subviews and names it under IBUIContentView;
        // the current format keys it `contentView` beside the subviews.
        let contentID = XIBClassMap.cellElements.contains(element.name)
            ? values.value("IBUIContentView", in: object)?["id"] : nil
        if !subviews.isEmpty {
            var children: [XIBElement] = []
            for item in subviews {
                var subview = try view(values.resolve(item), reachedAt: item, records: records, placed: &placed)
                if let contentID, subview["id"] == contentID {
                    subview.attributes["key"] = "contentView"
                    element.children.append(subview)
                } else {
                    children.append(subview)
                }
            }
            if !children.isEmpty {
                element.children.append(XIBElement(name: "subviews", children: children, line: object.line, column: object.column))
            }
        }
        var connections = records.actions(from: object).map { action in
            XIBElement(
                name: "action", attributes: ["selector": action.selector, "destination": action.destination, "eventType": action.event],
                line: action.line, column: action.column)
        }
        // A cell owns the outlets of its layout; any view may hold the original's layout manager.
        let outlets = records.outlets(from: object)
        connections += Self.outletElements(
            XIBClassMap.cellElements.contains(element.name) ? outlets : outlets.filter { $0.name == XIBGridManagers.outletName })
        if !connections.isEmpty {
            element.children.append(XIBElement(name: "connections", children: connections, line: object.line, column: object.column))
        }
        return element
    }
}
