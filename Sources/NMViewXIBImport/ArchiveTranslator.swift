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
        for object in rootObjects.map(values.resolve) {
            if object["class"] == "IBProxyObject" {
                if values.text("IBProxiedObjectIdentifier", in: object) == "IBFilesOwner" {
                    objects.append(owner(object, records: records))
                }
            } else {
                objects.append(view(object, records: records))
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
        let outlets = records.outlets(from: object).map { outlet in
            XIBElement(name: "outlet", attributes: ["property": outlet.name, "destination": outlet.destination], line: outlet.line, column: outlet.column)
        }
        return XIBElement(
            name: "placeholder", attributes: attributes,
            children: [XIBElement(name: "connections", children: outlets, line: object.line, column: object.column)],
            line: object.line, column: object.column)
    }

    /// A view object and its subviews as current-format elements.
    private func view(_ object: XIBElement, records: ArchiveRecords) -> XIBElement {
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
        let subviews = values.value("NSSubviews", in: object).map(ArchiveValues.items)?.map(values.resolve) ?? []
        if !subviews.isEmpty {
            element.children.append(
                XIBElement(name: "subviews", children: subviews.map { view($0, records: records) }, line: object.line, column: object.column))
        }
        let actions = records.actions(from: object).map { action in
            XIBElement(
                name: "action", attributes: ["selector": action.selector, "destination": action.destination, "eventType": action.event],
                line: action.line, column: action.column)
        }
        if !actions.isEmpty { element.children.append(XIBElement(name: "connections", children: actions, line: object.line, column: object.column)) }
        return element
    }
}
