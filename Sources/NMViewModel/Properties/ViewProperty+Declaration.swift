extension ViewProperty.Declaration {
    /// Whether a view of class `viewClass` has the property: every view does when the schema gives
    /// it to UIView, custom classes included.
    public func applies(to viewClass: String) -> Bool {
        classes.contains(ViewNode.viewClassDefault) || classes.contains(viewClass)
    }
}
