extension ViewNode {
    /// The node's view properties in the order a view applies them (``ViewProperty``'s order:
    /// a slider's bounds before its value, segments before the selected one, `hidden` last),
    /// with keys that are not view properties left out. Every view system applies them this way.
    public var appliedProperties: [(property: ViewProperty, value: PropertyValue)] {
        var present: [(order: Int, property: ViewProperty, value: PropertyValue)] = []
        present.reserveCapacity(properties.count)
        // One lookup per key gives both the property and its place; comparing places while
        // sorting then costs nothing (hashing a property's name in every comparison was most of
        // making a view).
        for (name, value) in properties {
            if let known = ViewProperty.byName[name] { present.append((known.order, known.property, value)) }
        }
        present.sort { $0.order < $1.order }
        return present.map { ($0.property, $0.value) }
    }
}

extension ViewProperty {
    /// Each property by its name in a file, with its place in the order of application.
    static let byName: [String: (property: ViewProperty, order: Int)] = Dictionary(
        uniqueKeysWithValues: allCases.enumerated().map { ($1.rawValue, ($1, $0)) })
}
