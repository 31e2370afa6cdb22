/// A node's view properties by their declared names.
extension ViewNode {
    /// The value of `property` as written; nil when the file leaves it out.
    public subscript(property: ViewProperty) -> PropertyValue? {
        get { properties[property.rawValue] }
        set { properties[property.rawValue] = newValue }
    }

    /// The value of `property` as written, else the default the schema declares; nil when there
    /// is neither.
    public func value(_ property: ViewProperty) -> PropertyValue? {
        properties[property.rawValue] ?? property.declaration.defaultValue
    }
}
