extension ViewNode {
    /// What a view made for `old` must be told to become this node in place: the properties whose
    /// value changed or is new, in the order of application, with a property the new node leaves
    /// out given its declared default. `nil` when the view cannot become this node in place: its
    /// class differs, something fixed at creation differs (`buttonType`, a spinner's `style`), or
    /// a property is left out that has no declared default to go back to.
    ///
    /// A live reload updates views this way, so that what the user did to a view (text typed, a
    /// switch turned) survives a save that does not touch that property.
    public func propertyUpdate(from old: ViewNode) -> [(property: ViewProperty, value: PropertyValue)]? {
        guard resolvedClass == old.resolvedClass, self[.buttonType] == old[.buttonType], self[.style] == old[.style]
        else { return nil }
        var update: [(property: ViewProperty, value: PropertyValue)] = []
        for (property, value) in appliedProperties where old.properties[property.rawValue] != value {
            update.append((property, value))
        }
        for name in old.properties.keys where properties[name] == nil {
            guard let property = ViewProperty.byName[name]?.property else { continue }
            guard let reset = property.declaration.defaultValue else { return nil }
            update.append((property, reset))
        }
        if update.count > 1 {
            update.sort { (ViewProperty.byName[$0.property.rawValue]?.order ?? 0) < (ViewProperty.byName[$1.property.rawValue]?.order ?? 0) }
        }
        return update
    }
}
