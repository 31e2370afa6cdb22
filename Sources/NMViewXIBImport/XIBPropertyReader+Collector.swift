import NMViewModel

extension XIBPropertyReader {
    /// The properties read so far for one view, and what could not be kept.
    struct Collector {
        /// The class the view is written with.
        var className: String
        /// Whether the view is the layout's root, which takes only the common properties.
        var isRoot: Bool
        /// IB's element name, for findings.
        var elementName: String
        /// The properties kept, by name.
        var properties: [String: PropertyValue] = Dictionary(minimumCapacity: 8)
        /// What was dropped, as named in the xib, in the order met.
        var lost: [String] = []
        /// The view's `<preferredSymbolConfiguration>`, laid over its symbol images when all is read.
        var symbolConfiguration: XIBSymbolConfiguration?

        /// Keeps `value` for `property` when the view's class has it; otherwise notes `written` as lost.
        mutating func set(_ property: ViewProperty, _ value: PropertyValue, written: String) {
            let declaration = property.declaration
            guard allows(declaration.classes), declaration.kind.accepts(value) else {
                lose(written)
                return
            }
            properties[property.rawValue] = value
        }

        /// Notes something of the xib that is not carried over.
        mutating func lose(_ written: String) {
            if !lost.contains(written) { lost.append(written) }
        }

        /// Whether the format declares a property of `classes` for this view: every view's, and a
        /// UIKit class's own unless this is the root or a custom class (the schema gives those
        /// only the common ones).
        func allows(_ classes: [String]) -> Bool {
            classes.contains("UIView") || (!isRoot && classes.contains(className))
        }
    }
}
