extension ViewNode {
    /// The node's view properties in the order a view applies them (``ViewProperty``'s order:
    /// a slider's bounds before its value, segments before the selected one, `hidden` last),
    /// with keys that are not view properties left out. Every view system applies them this way.
    public var appliedProperties: [(property: ViewProperty, value: PropertyValue)] {
        var present: [(property: ViewProperty, value: PropertyValue)] = []
        present.reserveCapacity(properties.count)
        for (name, value) in properties {
            if let property = ViewProperty(rawValue: name) { present.append((property, value)) }
        }
        present.sort { ViewProperty.applicationOrder[$0.property] ?? 0 < ViewProperty.applicationOrder[$1.property] ?? 0 }
        return present
    }
}

extension ViewProperty {
    /// Each property's place in the order of application.
    static let applicationOrder: [ViewProperty: Int] = Dictionary(
        uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })
}
