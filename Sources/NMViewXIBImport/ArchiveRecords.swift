/// The archive's bookkeeping about its objects: their labels and custom classes (keyed by IB's
/// object id in `flattenedProperties`) and the connections between them.
struct ArchiveRecords {
    /// An outlet of the file's owner.
    struct Outlet {
        var name: String
        var destination: String
        var line: Int
        var column: Int
    }

    /// An action a control sends.
    struct Action {
        var selector: String
        var destination: String
        var event: String
        var line: Int
        var column: Int
    }

    private var labels: [String: String] = [:]
    private var classes: [String: String] = [:]
    private var outletsBySource: [String: [Outlet]] = [:]
    private var actionsBySource: [String: [Action]] = [:]
    /// The XML id of the file's owner proxy, which the current format calls "-1".
    private var ownerID: String?

    /// The records of `container` (the `IBDocument.Objects` object).
    init(container: XIBElement?, values: ArchiveValues) {
        guard let container else { return }
        var objectIDs: [String: String] = [:]
        let ordered = container.child(key: "objectRecords").flatMap { values.value("orderedObjects", in: $0) }
        for record in ordered.map(ArchiveValues.items) ?? [] {
            guard let reference = record.child(key: "object")?["ref"], let objectID = values.text("objectID", in: record) else { continue }
            objectIDs[objectID] = reference
            if objectID == "-1" { ownerID = reference }
            if let name = values.text("objectName", in: record), objectID != "-1", objectID != "-2" { labels[reference] = name }
        }
        if let flattened = container.child(key: "flattenedProperties"),
            let keys = flattened.child(key: "dict.sortedKeys").map(values.resolve).map(ArchiveValues.items),
            let entries = flattened.child(key: "dict.values").map(ArchiveValues.items)
        {
            for (key, value) in zip(keys, entries) where key.text.hasSuffix(".CustomClassName") {
                let objectID = String(key.text.dropLast(".CustomClassName".count))
                if let reference = objectIDs[objectID] { classes[reference] = value.text }
            }
        }
        for record in container.child(key: "connectionRecords").map(ArchiveValues.items) ?? [] {
            guard let connection = record.child(key: "connection"),
                let label = values.text("label", in: connection),
                let source = connection.child(key: "source")?["ref"],
                let destination = connection.child(key: "destination")?["ref"]
            else { continue }
            let target = destination == ownerID ? "-1" : destination
            if connection["class"] == "IBCocoaTouchEventConnection" {
                let event = values.text("IBEventType", in: connection).flatMap(Int.init).flatMap(Self.eventName) ?? "unknown"
                actionsBySource[source, default: []].append(
                    Action(selector: label, destination: target, event: event, line: connection.line, column: connection.column))
            } else {
                outletsBySource[source, default: []].append(
                    Outlet(name: label, destination: target, line: connection.line, column: connection.column))
            }
        }
    }

    /// The custom class IB recorded for `object`.
    func customClass(of object: XIBElement) -> String? {
        object["id"].flatMap { classes[$0] }
    }

    /// The label (IB's object name) of `object`.
    func label(of object: XIBElement) -> String? {
        object["id"].flatMap { labels[$0] }
    }

    /// The outlets whose source is `object`.
    func outlets(from object: XIBElement) -> [Outlet] {
        object["id"].flatMap { outletsBySource[$0] } ?? []
    }

    /// The actions `object` sends.
    func actions(from object: XIBElement) -> [Action] {
        object["id"].flatMap { actionsBySource[$0] } ?? []
    }

    /// IB's event type: the bit of UIControlEvents plus one.
    static func eventName(_ type: Int) -> String? {
        let names = [
            1: "touchDown", 2: "touchDownRepeat", 3: "touchDragInside", 4: "touchDragOutside", 5: "touchDragEnter",
            6: "touchDragExit", 7: "touchUpInside", 8: "touchUpOutside", 9: "touchCancel", 13: "valueChanged",
            17: "editingDidBegin", 18: "editingChanged", 19: "editingDidEnd", 20: "editingDidEndOnExit",
        ]
        return names[type]
    }
}
