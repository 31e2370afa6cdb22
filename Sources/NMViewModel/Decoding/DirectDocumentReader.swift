import NMViewSourceTree

/// Reads a ``LayoutDocument`` straight from a tree's raw storage, without `Decodable`.
///
/// Going through `Decodable` costs a container, a coding path and a retained tree handle per
/// value, which made decoding two thirds of reading a YAML file. This reader gives exactly the
/// values the `Decodable` path gives, and nothing else: wherever that path would throw, or where
/// matching it byte for byte would take more care than it is worth, it gives up (``GiveUp``) and
/// ``SourceTreeDecoder`` decodes through `Decodable`, which reports the problem with its usual
/// diagnostic. Mappings are walked in the order written; which of duplicate keys wins never
/// matters, because the reader refuses a file with duplicate keys before anything is decoded.
struct DirectDocumentReader {
    /// Thrown to hand a document back to the `Decodable` path.
    struct GiveUp: Error {}

    let raw: RawTree

    /// The document at `root`.
    func document(at root: Int32) throws(GiveUp) -> LayoutDocument {
        guard raw.kind(root) == .mapping else { throw GiveUp() }
        let formatVersion = try int(required(root, "nmview"))
        let viewClass = try optional(root, "view").map { (node) throws(GiveUp) in try string(node) }
        var kind = DocumentKind.view
        if let node = try optional(root, "kind") {
            guard let known = try DocumentKind(rawValue: string(node)) else { throw GiveUp() }
            kind = known
        }
        let cell = try optional(root, "cell").map { (node) throws(GiveUp) in try tableCell(node) }
        let size = try self.size(required(root, "size"))
        let safeArea = try optional(root, "safeArea").map { (node) throws(GiveUp) in try insets(node) }
        var layoutDirection = LayoutDirectionPolicy.fixed
        if let node = try optional(root, "layoutDirection") {
            guard let known = try LayoutDirectionPolicy(rawValue: string(node)) else { throw GiveUp() }
            layoutDirection = known
        }
        let primary = try viewNode(required(root, "root"))
        var layouts: [AlternativeLayout] = []
        if let list = try optional(root, "layouts") {
            layouts = try elements(list) { (node) throws(GiveUp) in try alternativeLayout(node) }
        }
        var templates: [String: ViewNode] = [:]
        if let mapping = try optional(root, "templates") {
            templates = try dictionary(mapping) { (node) throws(GiveUp) in try viewNode(node) }
        }
        var outlets: [String] = []
        if let list = try optional(root, "outlets") {
            outlets = try elements(list) { (node) throws(GiveUp) in try string(node) }
        }
        return LayoutDocument(
            formatVersion: formatVersion, viewClass: viewClass, kind: kind, cell: cell, size: size, safeArea: safeArea,
            layoutDirection: layoutDirection, root: primary, layouts: layouts, templates: templates, outlets: outlets)
    }

    // MARK: Model values

    func viewNode(_ node: Int32) throws(GiveUp) -> ViewNode {
        guard raw.kind(node) == .mapping else { throw GiveUp() }
        let children = raw.children(node)
        var view = ViewNode()
        // Property entries are noted on the stack and read into a dictionary sized once: growing
        // each view's dictionary key by key was a fifth of decoding.
        try withUnsafeTemporaryAllocation(of: Int.self, capacity: children.count / 2) { (properties) throws(GiveUp) in
            var propertyCount = 0
            for offset in stride(from: 0, to: children.count, by: 2) where raw.kind(children[offset]) == .scalar {
                let value = children[offset + 1]
                switch ViewKey(raw.scalarBytes(children[offset])) {
                case .id: view.id = try string(value)
                case .class: view.viewClass = try string(value)
                case .base: view.baseClass = try string(value)
                case .template: view.template = try string(value)
                case .frame: view.frame = try rect(value)
                case .autoresizing: view.autoresizing = try autoresizing(value)
                case .omitFromLayouts: view.omitFromLayouts = try bool(value)
                case .ignoresSafeArea: view.ignoresSafeArea = try bool(value)
                case .mirrors: view.mirrors = try bool(value)
                case .grid: view.grid = try grid(value)
                case .composedSubviews: view.composedSubviews = try int(value)
                case .actions: view.actions = try dictionary(value) { (node) throws(GiveUp) in try string(node) }
                case .subviews: view.subviews = try elements(value) { (node) throws(GiveUp) in try viewNode(node) }
                case .extension: break
                case .property:
                    properties[propertyCount] = offset
                    propertyCount += 1
                }
            }
            guard propertyCount > 0 else { return }
            var values: [String: PropertyValue] = [:]
            values.reserveCapacity(propertyCount)
            for offset in properties[..<propertyCount] {
                values[text(children[offset])] = try property(children[offset + 1])
            }
            view.properties = values
        }
        return view
    }

    func layoutNode(_ node: Int32) throws(GiveUp) -> LayoutNode {
        var entry = LayoutNode()
        try forEachEntry(node) { (key, value) throws(GiveUp) in
            switch ViewKey(raw.scalarBytes(key)) {
            case .id: entry.id = try string(value)
            case .frame: entry.frame = try rect(value)
            case .subviews: entry.subviews = try elements(value) { (node) throws(GiveUp) in try layoutNode(node) }
            case .extension: break
            default: entry.ignoredProperties.append(text(key))
            }
        }
        return entry
    }

    func alternativeLayout(_ node: Int32) throws(GiveUp) -> AlternativeLayout {
        guard raw.kind(node) == .mapping else { throw GiveUp() }
        var subviews: [LayoutNode] = []
        if let list = try optional(node, "subviews") {
            subviews = try elements(list) { (node) throws(GiveUp) in try layoutNode(node) }
        }
        return AlternativeLayout(
            name: try string(required(node, "name")), size: try size(required(node, "size")),
            safeArea: try optional(node, "safeArea").map { (node) throws(GiveUp) in try insets(node) }, subviews: subviews)
    }

    /// As ``EdgeInsets/init(from:)``: a mapping of the four sides, each 0 when left out.
    func insets(_ node: Int32) throws(GiveUp) -> EdgeInsets {
        guard raw.kind(node) == .mapping else { throw GiveUp() }
        var insets = EdgeInsets()
        if let value = try optional(node, "top") { insets.top = try double(value) }
        if let value = try optional(node, "left") { insets.left = try double(value) }
        if let value = try optional(node, "bottom") { insets.bottom = try double(value) }
        if let value = try optional(node, "right") { insets.right = try double(value) }
        return insets
    }

    /// As ``TableCellProperties``' `Decodable` conformance: each property when written, other keys
    /// (x- keys) passed over.
    func tableCell(_ node: Int32) throws(GiveUp) -> TableCellProperties {
        guard raw.kind(node) == .mapping else { throw GiveUp() }
        var cell = TableCellProperties()
        if let value = try optional(node, "accessoryType") { cell.accessoryType = try enumeration(value) }
        if let value = try optional(node, "selectionStyle") { cell.selectionStyle = try enumeration(value) }
        return cell
    }

    func size(_ node: Int32) throws(GiveUp) -> Size {
        guard raw.kind(node) == .mapping else { throw GiveUp() }
        return Size(width: try double(required(node, "width")), height: try double(required(node, "height")))
    }

    func rect(_ node: Int32) throws(GiveUp) -> Rect {
        switch raw.kind(node) {
        case .sequence:
            let values = raw.children(node)
            guard values.count == 4 else { throw GiveUp() }
            return Rect(
                x: try double(values[0]), y: try double(values[1]), width: try double(values[2]),
                height: try double(values[3]))
        case .mapping:
            return Rect(
                x: try double(required(node, "x")), y: try double(required(node, "y")),
                width: try double(required(node, "width")), height: try double(required(node, "height")))
        case .scalar, .alias:
            throw GiveUp()
        }
    }

    func autoresizing(_ node: Int32) throws(GiveUp) -> AutoresizingMask {
        guard raw.kind(node) == .sequence else { throw GiveUp() }
        var mask: AutoresizingMask = []
        for flag in raw.children(node) {
            guard raw.kind(flag) == .scalar, raw.scalarType(flag) == .string else { throw GiveUp() }
            let bytes = raw.scalarBytes(flag)
            guard let match = AutoresizingMask.names.first(where: { $0.0.utf8.elementsEqual(bytes) }) else {
                throw GiveUp()
            }
            mask.insert(match.1)
        }
        return mask
    }

    func grid(_ node: Int32) throws(GiveUp) -> GridLayout {
        guard raw.kind(node) == .mapping else { throw GiveUp() }
        var grid = GridLayout()
        if let value = try optional(node, "direction") { grid.direction = try enumeration(value) }
        if let value = try optional(node, "extension") { grid.extension = try enumeration(value) }
        if let value = try optional(node, "extensionDirection") { grid.extensionDirection = try enumeration(value) }
        if let value = try optional(node, "skipHiddenViews") { grid.skipHiddenViews = try bool(value) }
        if let value = try optional(node, "viewsPerRow") { grid.viewsPerRow = try int(value) }
        if let value = try optional(node, "viewsPerColumn") { grid.viewsPerColumn = try int(value) }
        return grid
    }

    /// As ``PropertyValue/init(node:)``: by the node's own type.
    func property(_ node: Int32) throws(GiveUp) -> PropertyValue {
        switch raw.kind(node) {
        case .mapping:
            var object: [String: PropertyValue] = [:]
            let children = raw.children(node)
            for offset in stride(from: 0, to: children.count, by: 2) where raw.kind(children[offset]) == .scalar {
                object[text(children[offset])] = try property(children[offset + 1])
            }
            return .object(object)
        case .sequence:
            return .list(try elements(node) { (element) throws(GiveUp) in try property(element) })
        case .scalar, .alias:
            switch raw.scalarType(node) {
            case .bool: return .bool(raw.boolValue(node) ?? false)
            case .int, .float: return .number(raw.doubleValue(node) ?? 0)
            case .string: return .string(text(node))
            case .null: throw GiveUp()
            }
        }
    }

    // MARK: Containers

    /// Calls `body` with each entry of a mapping whose key is a scalar, in the order written (the
    /// keys `Decodable`'s `allKeys` lists).
    func forEachEntry(_ node: Int32, _ body: (_ key: Int32, _ value: Int32) throws(GiveUp) -> Void) throws(GiveUp) {
        guard raw.kind(node) == .mapping else { throw GiveUp() }
        let children = raw.children(node)
        for offset in stride(from: 0, to: children.count, by: 2) where raw.kind(children[offset]) == .scalar {
            try body(children[offset], children[offset + 1])
        }
    }

    func elements<Element>(_ node: Int32, _ read: (Int32) throws(GiveUp) -> Element) throws(GiveUp) -> [Element] {
        guard raw.kind(node) == .sequence else { throw GiveUp() }
        let children = raw.children(node)
        var result: [Element] = []
        result.reserveCapacity(children.count)
        for child in children { result.append(try read(child)) }
        return result
    }

    /// A mapping as `[String: Value]`, as `Dictionary`'s `Decodable` conformance reads it: keys
    /// that are not scalars left out.
    func dictionary<Value>(_ node: Int32, _ read: (Int32) throws(GiveUp) -> Value) throws(GiveUp) -> [String: Value] {
        guard raw.kind(node) == .mapping else { throw GiveUp() }
        let children = raw.children(node)
        var result: [String: Value] = [:]
        result.reserveCapacity(children.count / 2)
        for offset in stride(from: 0, to: children.count, by: 2) where raw.kind(children[offset]) == .scalar {
            result[text(children[offset])] = try read(children[offset + 1])
        }
        return result
    }

    /// The value under `key`, which must be there and not null-checked (as `decode(_:forKey:)`).
    func required(_ node: Int32, _ key: StaticString) throws(GiveUp) -> Int32 {
        let value = raw.value(node, forKey: key)
        guard value >= 0 else { throw GiveUp() }
        return value
    }

    /// The value under `key`, `nil` when it is missing or null (as `decodeIfPresent(_:forKey:)`).
    func optional(_ node: Int32, _ key: StaticString) throws(GiveUp) -> Int32? {
        let value = raw.value(node, forKey: key)
        guard value >= 0, !(raw.kind(value) == .scalar && raw.scalarType(value) == .null) else { return nil }
        return value
    }

    // MARK: Scalars, as ScalarDecoding reads them

    func string(_ node: Int32) throws(GiveUp) -> String {
        guard raw.kind(node) == .scalar, raw.scalarType(node) == .string else { throw GiveUp() }
        return text(node)
    }

    func double(_ node: Int32) throws(GiveUp) -> Double {
        guard raw.kind(node) == .scalar, let value = raw.doubleValue(node) else { throw GiveUp() }
        return value
    }

    func bool(_ node: Int32) throws(GiveUp) -> Bool {
        guard raw.kind(node) == .scalar, let value = raw.boolValue(node) else { throw GiveUp() }
        return value
    }

    func int(_ node: Int32) throws(GiveUp) -> Int {
        guard raw.kind(node) == .scalar else { throw GiveUp() }
        do {
            return try ScalarDecoding.int(raw.node(node))
        } catch {
            throw GiveUp()
        }
    }

    func enumeration<Value: RawRepresentable<String>>(_ node: Int32) throws(GiveUp) -> Value {
        guard let value = Value(rawValue: try string(node)) else { throw GiveUp() }
        return value
    }

    /// A scalar's text, as ``SourceNode/scalar`` gives it.
    func text(_ node: Int32) -> String {
        String(decoding: raw.scalarBytes(node), as: UTF8.self)
    }
}
