extension ViewNode {
    /// What a view made for `old` must be told to become this node in place: the properties whose
    /// value changed or is new, in the order of application, with a property the new node leaves
    /// out given its declared default. `nil` when the view cannot become this node in place: its
    /// class or base differs, something fixed at creation differs (`buttonType`, a spinner's `style`), or
    /// a property is left out that has no declared default to go back to.
    ///
    /// A live reload updates views this way, so that what the user did to a view (text typed, a
    /// switch turned) survives a save that does not touch that property.
    public func propertyUpdate(from old: ViewNode) -> [(property: ViewProperty, value: PropertyValue)]? {
        guard resolvedClass == old.resolvedClass, kitClass == old.kitClass, self[.buttonType] == old[.buttonType], self[.style] == old[.style]
        else { return nil }
        // Each key is looked up once, for its property and its place, as appliedProperties does.
        var update: [(order: Int, property: ViewProperty, value: PropertyValue)] = []
        for (name, value) in properties where old.properties[name] != value {
            if let known = ViewProperty.byName[name] { update.append((known.order, known.property, value)) }
        }
        for name in old.properties.keys where properties[name] == nil {
            guard let known = ViewProperty.byName[name] else { continue }
            guard let reset = known.property.declaration.defaultValue else { return nil }
            update.append((known.order, known.property, reset))
        }
        update.sort { $0.order < $1.order }
        return update.map { ($0.property, $0.value) }
    }
}
